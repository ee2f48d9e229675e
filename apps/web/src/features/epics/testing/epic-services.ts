import type { Role, WorkItem } from '@cairn/types';
import { ROLE } from '@cairn/types';
import type { FakeServicesOverrides } from '@cairn/state';
import { testProject } from '../../../testing/project-services';
import { defaultProperties, workItemListServices } from '../../../testing/work-item-list-services';
import { testDetail, testWorkItem, workItemServices } from '../../../testing/work-item-services';

/** An epic of the test project (WEB-10) and two of its children (one done). */
export const epic = testWorkItem(10, { name: 'Launch the new site', is_epic: true });
export const children = [
  testWorkItem(11, { name: 'Write the copy', parent_id: epic.id }),
  testWorkItem(12, { name: 'Pick the fonts', parent_id: epic.id, state__group: 'completed' }),
];

/**
 * Fake services for the epic screens: the test project with `projectRole`, its epics list over `epicList`, each epic's
 * detail under epics/ (an epic under issues/ is 404, as on the server), its children with their state distribution,
 * plus overrides.
 */
export function epicServices(opts: { projectRole?: Role; epicList?: WorkItem[]; items?: WorkItem[] } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.ADMIN, epicList = [epic], items = [], workItemLists, workItems, ...rest } = opts;
  const epicLists = workItemListServices(epicList);
  const all = [...epicList, ...items];
  return workItemServices({
    ...rest,
    items,
    workspaceRole: projectRole === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER,
    projectRole,
    workItemLists: {
      listEpics: (_s, _p, params) => epicLists.listProject!('ws-1', testProject.id, params),
      getEpicsUserProperties: async () => defaultProperties(),
      patchEpicsUserProperties: async () => defaultProperties(),
      ...workItemLists,
    },
    workItems: {
      get: async (_s, _p, id, _expand, type) => {
        const found = all.find((i) => i.id === id);
        if (!found || found.is_epic !== (type === 'epics')) throw Object.assign(new Error('Work item not found'), { status: 404 });
        return testDetail(found);
      },
      getSubIssues: async (_s, _p, id) => ({
        sub_issues: id === epic.id ? children : [],
        state_distribution: id === epic.id ? { backlog: 0, unstarted: 1, started: 0, completed: 1, cancelled: 0 } : { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 },
      }),
      ...workItems,
    },
  });
}

/** The epics page of the test project. */
export const epicsUrl = () => `/ws-1/projects/${testProject.id}/epics`;
/** An epic's page. */
export const epicUrl = (epicId: string) => `/ws-1/projects/${testProject.id}/epics/${epicId}`;
