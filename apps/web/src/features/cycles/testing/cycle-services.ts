import type { Cycle, WorkItem } from '@cairn/types';
import { ROLE, type Role } from '@cairn/types';
import { cycleFixtures, fixtures, localDay, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from '../../../testing/project-services';
import { defaultProperties, workItemListServices } from '../../../testing/work-item-list-services';

/** The day `offset` days from today (the screens compute statuses on the real local day). */
export function dayFrom(offset: number): string {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
}

/** A current, an upcoming, a draft and a completed cycle of the test project (dates around today). */
export const cycles = {
  active: cycleFixtures.cycle(1, { name: 'Sprint 5', start_date: dayFrom(-3), end_date: dayFrom(10), status: 'current', total_issues: 4, completed_issues: 1, backlog_issues: 1, started_issues: 2 }),
  upcoming: cycleFixtures.cycle(2, { name: 'Sprint 6', start_date: dayFrom(11), end_date: dayFrom(24), status: 'upcoming' }),
  draft: cycleFixtures.cycle(3, { name: 'Someday', start_date: null, end_date: null, status: 'draft' }),
  completed: cycleFixtures.cycle(4, {
    name: 'Sprint 4', start_date: dayFrom(-20), end_date: dayFrom(-4), status: 'completed', total_issues: 5, completed_issues: 2, started_issues: 2, backlog_issues: 1,
  }),
};

/** A user id other than the signed-in one (user 1), for cycles someone else created. */
export const someoneElse = fixtures.id(77);

/**
 * Fake services for the cycle screens: the test project opened with `projectRole`, its cycles (`list`), analytics,
 * an empty urgent/high page, members and labels, and the cycle's work-item list over `items`; plus overrides.
 */
export function cycleServices(opts: { projectRole?: Role; list?: Cycle[]; items?: WorkItem[] } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.ADMIN, list = Object.values(cycles), items = [], cycles: cycleOverrides, workItemLists, ...rest } = opts;
  const lists = workItemListServices(items);
  const analytics = { points: cycleFixtures.analytics({ type: 'points', total: 8 }), issues: cycleFixtures.analytics() };
  return projectServices({
    workspaceRole: projectRole === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER,
    projectRole,
    projectMembers: { list: async () => [fixtures.projectMember(1, { member: fixtures.user(), role: projectRole })] },
    labels: { list: async () => [] },
    states: { list: async () => [] },
    // The sidebar reads the workspace's modules for its favorites; the list's pickers the project's.
    modules: { listWorkspace: async () => [], list: async () => [] },
    ...rest,
    workItemLists: {
      ...lists,
      listCycle: (_s, _p, _c, params) => lists.listProject!('ws-1', testProject.id, params),
      getCycleUserProperties: async () => defaultProperties(),
      patchCycleUserProperties: async () => defaultProperties(),
      ...workItemLists,
    },
    cycles: {
      list: async () => list,
      listArchived: async () => [],
      listWorkspace: async () => [],
      cycleProgress: async () => analytics,
      listIssues: async () => cycleFixtures.itemPage([]),
      progress: async (_s, _p, id) => list.find((c) => c.id === id) ?? cycles.active,
      get: async (_s, _p, id) => {
        const found = list.find((c) => c.id === id);
        if (!found) throw Object.assign(new Error('Cycle not found'), { status: 404 });
        return found;
      },
      ...cycleOverrides,
    },
  });
}

/** The cycles page of the test project. */
export const cyclesUrl = (tab?: string) => `/ws-1/projects/${testProject.id}/cycles${tab ? `?tab=${tab}` : ''}`;
/** A cycle's page. */
export const cycleUrl = (cycleId: string) => `/ws-1/projects/${testProject.id}/cycles/${cycleId}`;
