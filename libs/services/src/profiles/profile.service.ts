import { apiPaths } from '@cairn/types';
import type { ProfileActivityPage, UserProfile, UserStats } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** A page of an activity list: the house cursor and / or a page size. */
export interface ActivityPageOptions {
  cursor?: string;
  perPage?: number;
}

const pageParams = (o: ActivityPageOptions) => ({ cursor: o.cursor, per_page: o.perPage });

/** Creates the member-profile calls (issue 17: user-stats, user-profile, user-activity, users/me/activities/). */
export function createProfileService(client: ApiClient) {
  return {
    /** GET user-stats/{userId}/: the member's counts over what the caller may see. */
    stats: (slug: string, userId: string) => client.get<UserStats>(apiPaths.userStats(slug, userId)),
    /** GET user-profile/{userId}/: the member and the projects they share with the caller. */
    profile: (slug: string, userId: string) => client.get<UserProfile>(apiPaths.userProfile(slug, userId)),
    /** GET user-activity/{userId}/: a page of the member's activities, newest first. */
    activity: (slug: string, userId: string, options: ActivityPageOptions = {}) =>
      client.get<ProfileActivityPage>(apiPaths.userActivity(slug, userId), { searchParams: pageParams(options) }),
    /** GET users/me/activities/: the caller's own activities across their workspaces. */
    myActivities: (options: ActivityPageOptions = {}) => client.get<ProfileActivityPage>(apiPaths.myActivities(), { searchParams: pageParams(options) }),
  };
}

/** The profile service's type. */
export type ProfileService = ReturnType<typeof createProfileService>;
