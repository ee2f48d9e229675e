import { ApiError } from '@cairn/services';
import type { Role, WorkItem, WorkItemDetail } from '@cairn/types';
import { fixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from './project-services';
import { workItemListServices } from './work-item-list-services';

/** States of `testProject` the work-item tests use: Todo (default, unstarted) and Done (completed). */
export const todoState = fixtures.state(1, { name: 'Todo', group: 'unstarted', default: true, project_id: testProject.id });
export const doneState = fixtures.state(2, { name: 'Done', group: 'completed', project_id: testProject.id });

/** A work item of `testProject` (WEB-n) in Todo. */
export function testWorkItem(n: number, over: Partial<WorkItem> = {}): WorkItem {
  return fixtures.workItem(n, { project_id: testProject.id, state_id: todoState.id, state__group: 'unstarted', ...over });
}

/** The detail answer of a work item (nothing expanded but empty lists). */
export function testDetail(item: WorkItem, over: Partial<WorkItemDetail> = {}): WorkItemDetail {
  return { ...item, issue_reactions: [], issue_attachments: [], issue_link: [], parent: null, project_identifier: testProject.identifier, ...over };
}

/** The server's answer for an unknown item. */
const missing = () => new ApiError(404, { error: 'Work item not found', error_code: 'NOT_FOUND' });

const page = (results: WorkItem[]) => ({ results, total_count: results.length, next_cursor: '', prev_cursor: '', next_page_results: false });

/**
 * Fake services of a project admin in `testProject` whose work items are `items`: the lists (work-item-list-services),
 * the old project list, each item's detail (by id
 * and by identifier), empty sub-items, relations, history, comments, plus the project's states, no labels, members or
 * estimates. `overrides` replace single methods (per service, merged over these stubs).
 */
export function workItemServices(opts: { items?: WorkItem[]; workspaceRole?: Role; projectRole?: Role | null } & FakeServicesOverrides = {}) {
  const { items = [], workItems, workItemLists, comments, relations, history, states, labels, projectMembers, estimates, cycles, modules, ...rest } = opts;
  const find = (id: string) => items.find((i) => i.id === id);
  // The fake server remembers what a test's create answered, so lists asked again include it.
  const listed = [...items];
  const create = workItems?.create;
  const remembered = create
    ? { create: (...args: Parameters<NonNullable<typeof create>>) => create(...args).then((item) => (listed.unshift(item), item)) }
    : {};
  return projectServices({
    ...rest,
    states: { list: () => Promise.resolve([todoState, doneState]), ...states },
    labels: { list: () => Promise.resolve([]), ...labels },
    projectMembers: { list: () => Promise.resolve([]), ...projectMembers },
    estimates: { list: () => Promise.resolve([]), ...estimates },
    // The pickers and filters load a project's cycles and modules; none unless a test gives some.
    cycles: { list: () => Promise.resolve([]), ...cycles },
    modules: { list: () => Promise.resolve([]), ...modules },
    workItems: {
      list: () => Promise.resolve(page(items)),
      get: (_s: string, _p: string, id: string) => {
        const item = find(id);
        return item ? Promise.resolve(testDetail(item)) : Promise.reject(missing());
      },
      getByIdentifier: (_s: string, _ident: string, sequence: number) => {
        const item = items.find((i) => i.sequence_id === sequence);
        return item ? Promise.resolve(testDetail(item)) : Promise.reject(missing());
      },
      getSubIssues: () => Promise.resolve({ sub_issues: [], state_distribution: { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 } }),
      ...workItems,
      ...remembered,
    },
    // The lists answer over the same items (filters, grouping, pages), with default settings.
    workItemLists: { ...workItemListServices(listed), ...workItemLists },
    relations: { get: () => Promise.resolve({ blocked_by: [], blocking: [], relates_to: [], duplicate: [] }), ...relations },
    history: { list: () => Promise.resolve([]), ...history },
    comments: { list: () => Promise.resolve([]), ...comments },
  });
}
