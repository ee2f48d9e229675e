import type { ProfileViewType } from '@cairn/types';

/** A tab of a member's profile: the overview, one of the work-item lists, or the activity. */
export type ProfileTab = 'overview' | ProfileViewType | 'activity';

/** Route of a member's profile tab (the overview at the profile's own path). */
export const memberProfilePath = (slug: string, userId: string, tab: ProfileTab = 'overview') =>
  tab === 'overview' ? `/${slug}/profile/${userId}` : `/${slug}/profile/${userId}/${tab}`;
