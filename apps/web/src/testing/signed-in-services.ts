import type { ProjectLite, Profile, UserSettings, Workspace } from '@cairn/types';
import { createFakeServices, fixtures, type FakeServicesOverrides } from '@cairn/state';

/** The id of the fake home dashboard. */
export const HOME_DASHBOARD_ID = '00000000-0000-4000-8000-000000000900';

/**
 * Fake services of a signed-in, onboarded user with one admin workspace (`ws-1`) whose project list is `projectList`
 * (empty by default), plus any overrides.
 */
export function signedInServices(
  opts: { profile?: Partial<Profile>; settings?: Partial<UserSettings['workspace']>; workspaceList?: Workspace[]; projectList?: ProjectLite[] } & FakeServicesOverrides = {},
) {
  const { profile, settings, workspaceList, projectList, users, workspaces, projects, ...rest } = opts;
  const list = workspaceList ?? [fixtures.workspace(1, { role: 20 })];
  return createFakeServices({
    ...rest,
    users: {
      getMe: () => Promise.resolve(fixtures.user()),
      getProfile: () => Promise.resolve(fixtures.profile({ is_onboarded: true, last_workspace_id: list[0]?.id ?? null, ...profile })),
      getSettings: () => Promise.resolve(fixtures.settings({ last_workspace_slug: list[0]?.slug ?? null, ...settings })),
      setLastVisitedWorkspace: () => Promise.resolve(undefined),
      ...users,
    },
    workspaces: { listMine: () => Promise.resolve(list), ...workspaces },
    members: { me: () => Promise.resolve(fixtures.member(0, { member: fixtures.user(), role: list[0]?.role ?? 15 })), ...rest.members },
    projects: { list: () => Promise.resolve(projectList ?? []), ...projects },
    // The sidebar's Favorites and the pickers read cycles and modules; none unless a test gives some.
    cycles: { listWorkspace: () => Promise.resolve([]), list: () => Promise.resolve([]), ...rest.cycles },
    modules: { listWorkspace: () => Promise.resolve([]), list: () => Promise.resolve([]), ...rest.modules },
    // The sidebar's Favorites (user-favorites/): none unless a test gives some.
    favorites: { list: () => Promise.resolve([]), ...rest.favorites },
    // The sidebar's Teamspaces lists the user's teams; none unless a test gives some.
    teamspaces: { list: () => Promise.resolve([]), ...rest.teamspaces },
    // Workspace views list the saved global views beside the built-in ones; none unless a test gives some.
    views: { list: () => Promise.resolve([]), ...rest.views },
    // The sidebar's Inbox badge reads the unread counts (none unless a test gives some); account settings the mail switches.
    notifications: {
      unread: () => Promise.resolve({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 }),
      getPreferences: () => Promise.resolve({ property_change: true, state_change: true, comment: true, mention: true, issue_completed: true }),
      ...rest.notifications,
    },
    // A work item's detail lists the pages that mention it; none unless a test gives some.
    pages: { listForWorkItem: () => Promise.resolve([]), ...rest.pages },
    // Publishing (issue 20): no votes on any item and no project published unless a test gives some.
    publishing: {
      votes: () => Promise.resolve({ up: 0, down: 0, mine: 0, voters: [] }),
      getProjectBoard: () => Promise.resolve(null),
      getViewBoard: () => Promise.resolve(null),
      ...rest.publishing,
    },
    // Home (issue 16): an empty dashboard (no widgets) and no visits recorded unless a test gives some.
    home: { getDashboard: () => Promise.resolve({ dashboard: { id: HOME_DASHBOARD_ID, type: 'home' }, widgets: [] }), recordVisit: () => Promise.resolve(undefined), ...rest.home },
  });
}
