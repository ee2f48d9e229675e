import type { UserProfile, UserStats } from '@cairn/types';
import type { WebState } from '../../core/types';
import { memberKey, type MemberActivityEntry, type ProfileEntry } from './profiles.slice';

const IDLE = { status: 'idle' } as const;
const IDLE_ACTIVITY: MemberActivityEntry = { status: 'idle', results: [], total: 0, hasMore: false };

/** The member's profile entry ({ status: 'idle' } before the first load). */
export const selectMemberProfile = (s: WebState, slug: string, userId: string): ProfileEntry<UserProfile> => s.memberProfiles[memberKey(slug, userId)] ?? IDLE;
/** The member's stats entry. */
export const selectMemberStats = (s: WebState, slug: string, userId: string): ProfileEntry<UserStats> => s.memberStats[memberKey(slug, userId)] ?? IDLE;
/** The member's activity as loaded so far. */
export const selectMemberActivity = (s: WebState, slug: string, userId: string): MemberActivityEntry => s.memberActivity[memberKey(slug, userId)] ?? IDLE_ACTIVITY;
