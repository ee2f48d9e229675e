import { apiPaths } from '@cairn/types';
import type { Profile, ProfileUpdate, User, UserSettings, UserUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the calls about the signed-in user, their profile and settings. */
export function createUserService(client: ApiClient) {
  return {
    /** GET users/me/. */
    getMe: () => client.get<User>(apiPaths.me()),
    /** PATCH users/me/; answers the updated user. */
    updateMe: (body: UserUpdate) => client.patch<User>(apiPaths.me(), body),
    /** DELETE users/me/: deactivates the account and ends the session. */
    deactivate: () => client.delete<void>(apiPaths.me()),
    /** GET users/me/instance-admin/: whether the signed-in user is an instance admin. */
    getInstanceAdmin: () => client.get<{ is_instance_admin: boolean }>(apiPaths.instanceAdmin()),
    /** GET users/me/profile/. */
    getProfile: () => client.get<Profile>(apiPaths.profile()),
    /** PATCH users/me/profile/; answers the updated profile. */
    updateProfile: (body: ProfileUpdate) => client.patch<Profile>(apiPaths.profile(), body),
    /** GET users/me/settings/. */
    getSettings: () => client.get<UserSettings>(apiPaths.settings()),
    /** POST users/me/onboard/: marks the user onboarded; answers the profile. */
    finishOnboarding: () => client.post<Profile>(apiPaths.onboard(), { is_onboarded: true }),
    /** POST users/me/tour-completed/; answers the profile. */
    completeTour: () => client.post<Profile>(apiPaths.tourCompleted(), { is_tour_completed: true }),
    /** POST users/last-visited-workspace/ with the workspace id. */
    setLastVisitedWorkspace: (workspaceId: string) => client.post<void>(apiPaths.lastVisitedWorkspace(), { workspace_id: workspaceId }),
  };
}

/** The user calls. */
export type UserService = ReturnType<typeof createUserService>;
