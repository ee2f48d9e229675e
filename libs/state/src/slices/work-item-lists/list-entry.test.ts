import type { AnyWorkItemPage, ListUserProperties, WorkItem, WorkItemCreate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { P, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { fillListProperties, listContextKey, type ListContext } from './list-context';
import { selectWorkItemList } from './work-item-lists.selectors';

const project: ListContext = { kind: 'project', projectId: P };
const KEY = listContextKey(project);
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
// Loaded newest first (the default -created_at): items created on the 20th, 15th and 10th.
const newest = fixtures.workItem(1, { created_at: at(20), priority: 'high' });
const middle = fixtures.workItem(2, { created_at: at(15), priority: 'low' });
const oldest = fixtures.workItem(3, { created_at: at(10), priority: 'high' });
const paging = { next_cursor: '50:1:50', prev_cursor: '50:-1:0' };
const flat = (results: WorkItem[], more = false): AnyWorkItemPage => ({ results, total_count: results.length + (more ? 10 : 0), next_page_results: more, ...paging });
const stored = (display: ListUserProperties['display_filters'] = {}, filters: ListUserProperties['filters'] = {}) =>
  fillListProperties('project', { filters, display_filters: display });

async function listed(firstPage: AnyWorkItemPage, props = stored(), saved?: WorkItem) {
  const listProject = jest.fn().mockResolvedValue(firstPage);
  const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => ({ ...saved!, id: body.id ?? saved!.id }));
  const made = await workItemStore({ workItemLists: { getProjectUserProperties: async () => props, listProject }, workItems: { create } });
  await made.store.getState().loadListProperties(SLUG, project);
  await made.store.getState().loadWorkItemList(SLUG, project);
  return { ...made, listProject };
}

const ids = (list: { ids: string[] } | undefined) => list?.ids ?? [];

describe('items written elsewhere enter the loaded lists', () => {
  it('an item made in the create dialog goes where the list sorts it (newest first)', async () => {
    const saved = fixtures.workItem(9, { created_at: at(22) });
    const { store, listProject } = await listed(flat([newest, middle, oldest]), stored(), saved);
    const item = await store.getState().createWorkItem(SLUG, P, { name: 'From the dialog' });
    const list = selectWorkItemList(store.getState(), KEY);
    expect(ids(list)).toEqual([item.id, newest.id, middle.id, oldest.id]);
    expect(list?.totalCount).toBe(4);
    expect(listProject).toHaveBeenCalledTimes(1);
  });

  it('an item that does not match the filters stays out, without asking the server', async () => {
    const saved = fixtures.workItem(9, { created_at: at(22), priority: 'low' });
    const { store, listProject } = await listed(flat([newest, oldest]), stored({}, { priority: ['high'] }), saved);
    await store.getState().createWorkItem(SLUG, P, { name: 'Low', priority: 'low' });
    expect(ids(selectWorkItemList(store.getState(), KEY))).toEqual([newest.id, oldest.id]);
    expect(listProject).toHaveBeenCalledTimes(1);
  });

  it('a grouped list takes it into its group at its place, and a new group when it had none', async () => {
    const grouped: AnyWorkItemPage = {
      results: { high: { results: [newest, oldest], total_results: 2 }, low: { results: [middle], total_results: 1 } },
      grouped_by: 'priority', sub_grouped_by: null, total_count: 3, next_page_results: false, ...paging,
    };
    const saved = fixtures.workItem(9, { created_at: at(12), priority: 'high' });
    const { store } = await listed(grouped, stored({ group_by: 'priority' }), saved);
    const item = await store.getState().createWorkItem(SLUG, P, { name: 'High', priority: 'high' });
    const groups = selectWorkItemList(store.getState(), KEY)?.groups ?? [];
    expect(groups.find((g) => g.key === 'high')).toMatchObject({ ids: [newest.id, item.id, oldest.id], total: 3 });
    expect(groups.find((g) => g.key === 'low')?.ids).toEqual([middle.id]);
  });

  it('a place beyond the loaded pages, or a filter only the server can check, reloads the list instead', async () => {
    const old = fixtures.workItem(9, { created_at: at(1) });
    const beyond = await listed(flat([newest, middle, oldest], true), stored(), old);
    await beyond.store.getState().createWorkItem(SLUG, P, { name: 'Old' });
    await Promise.resolve();
    expect(beyond.listProject).toHaveBeenCalledTimes(2);
    const mentions = await listed(flat([newest]), stored({}, { mentions: [fixtures.user().id] }), fixtures.workItem(9, { created_at: at(22) }));
    await mentions.store.getState().createWorkItem(SLUG, P, { name: 'Mention?' });
    await Promise.resolve();
    expect(mentions.listProject).toHaveBeenCalledTimes(2);
  });

  it('a draft does not enter the project list', async () => {
    const saved = fixtures.workItem(9, { created_at: at(22), is_draft: true });
    const { store, listProject } = await listed(flat([newest]), stored(), saved);
    await store.getState().createWorkItem(SLUG, P, { name: 'Draft', is_draft: true });
    expect(ids(selectWorkItemList(store.getState(), KEY))).toEqual([newest.id]);
    expect(listProject).toHaveBeenCalledTimes(1);
  });
});
