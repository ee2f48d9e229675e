import { ROLE, WORK_ITEM_TEXT } from '@cairn/types';
import type { AnyWorkItemPage, WorkItem, WorkItemCreate, WorkItemGroupBy, WorkItemUpdate } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import type { FakeServicesOverrides } from '../testing/fake-services';
import { deferred } from '../testing/test-store.test-util';
import { backlog, P, refused, SLUG, started, toastTitles, workItemStore } from '../testing/work-item-store.test-util';
import { fillListProperties, LIST_TEXT, listContextKey, type ListContext } from '../slices/work-item-lists/list-context';
import type { ListGroup } from '../slices/work-item-lists/list-pages';
import { selectWorkItemList } from '../slices/work-item-lists/work-item-lists.selectors';

const project: ListContext = { kind: 'project', projectId: P };
const KEY = listContextKey(project);
const one = fixtures.workItem(1, { state_id: backlog.id, sort_order: 1000, label_ids: ['l1'] });
const two = fixtures.workItem(2, { state_id: backlog.id, sort_order: 2000, label_ids: [] });
const three = fixtures.workItem(3, { state_id: started.id, state__group: 'started', sort_order: 5000, label_ids: ['l1', 'l2'] });
const ALL = [one, two, three];

function groupedPage(groupBy: WorkItemGroupBy, groups: Record<string, WorkItem[]>): AnyWorkItemPage {
  return {
    results: Object.fromEntries(Object.entries(groups).map(([k, r]) => [k, { results: r, total_results: r.length }])),
    grouped_by: groupBy, sub_grouped_by: null, total_count: 3, next_page_results: false, next_cursor: '50:1:50', prev_cursor: '50:-1:0',
  };
}
const BY_STATE = groupedPage('state', { [backlog.id]: [one, two], [started.id]: [three] });
const BY_LABELS = groupedPage('labels', { l1: [one, three], l2: [three], None: [two] });

/** A store whose project list is loaded grouped (by state unless told), with the given service overrides. */
async function listStore(overrides: FakeServicesOverrides = {}, page: AnyWorkItemPage = BY_STATE, ctx: ListContext = project) {
  const groupBy = Array.isArray(page.results) ? null : page.grouped_by;
  const made = await workItemStore({
    ...overrides,
    workItemLists: {
      getProjectUserProperties: async () => fillListProperties('project', { display_filters: { layout: 'kanban', group_by: groupBy } }),
      getWorkspaceUserProperties: async () => fillListProperties('profile', { display_filters: { layout: 'kanban', group_by: groupBy } }),
      listProject: async () => page, listProfile: async () => page, listArchived: async () => page, listWorkspace: async () => page, listDrafts: async () => page,
      ...overrides.workItemLists,
    },
  }, ALL);
  await made.store.getState().loadListProperties(SLUG, ctx);
  await made.store.getState().loadWorkItemList(SLUG, ctx);
  return made;
}

type Store = Awaited<ReturnType<typeof listStore>>['store'];
const groupsOf = (store: Store, key = KEY) => Object.fromEntries((selectWorkItemList(store.getState(), key)?.groups ?? []).map((g: ListGroup) => [g.key, g.ids]));
const totalsOf = (store: Store, key = KEY) => Object.fromEntries((selectWorkItemList(store.getState(), key)?.groups ?? []).map((g: ListGroup) => [g.key, g.total]));
const echo = jest.fn(async (_s: string, _p: string, id: string, body: WorkItemUpdate) => ({ ...ALL.find((i) => i.id === id), ...body }) as WorkItem);

describe('lists follow item changes (any updateWorkItem)', () => {
  it('a new state moves the id to the top of its new group at once, totals follow; a refusal puts it back where it was', async () => {
    const answer = deferred<WorkItem>();
    const { store } = await listStore({ workItems: { update: () => answer.promise } });
    const pending = store.getState().updateWorkItem(SLUG, P, two.id, { state_id: started.id });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id], [started.id]: [two.id, three.id] });
    expect(totalsOf(store)).toEqual({ [backlog.id]: 1, [started.id]: 2 });
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id, two.id], [started.id]: [three.id] });
    expect(totalsOf(store)).toEqual({ [backlog.id]: 2, [started.id]: 1 });
    expect(selectWorkItemList(store.getState(), KEY)?.totalCount).toBe(3);
  });

  it('a multi-valued field: added label → also in that group; no label left → the None group', async () => {
    const { store } = await listStore({ workItems: { update: echo } }, BY_LABELS);
    await store.getState().updateWorkItem(SLUG, P, one.id, { label_ids: ['l1', 'l2'] });
    expect(groupsOf(store)).toEqual({ l1: [one.id, three.id], l2: [one.id, three.id], None: [two.id] });
    await store.getState().updateWorkItem(SLUG, P, three.id, { label_ids: [] });
    expect(groupsOf(store)).toEqual({ l1: [one.id], l2: [one.id], None: [three.id, two.id] });
    expect(totalsOf(store)).toEqual({ l1: 1, l2: 1, None: 2 });
  });

  it('a value no group had yet makes a new group (appended); lists grouped by another field do not move', async () => {
    const { store } = await listStore({ workItems: { update: echo } }, BY_LABELS);
    await store.getState().updateWorkItem(SLUG, P, two.id, { label_ids: ['l9'], state_id: started.id });
    expect(groupsOf(store)).toEqual({ l1: [one.id, three.id], l2: [three.id], None: [], l9: [two.id] });
  });

  it('bulk updates move every item', async () => {
    const { store } = await listStore({ workItems: { bulkOperation: async () => undefined } });
    await store.getState().bulkUpdateWorkItems(SLUG, P, [one.id, two.id], { state_id: started.id });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [], [started.id]: [two.id, one.id, three.id] });
  });

  it('archive and delete take the item out of the list (total −1) and put it back on failure', async () => {
    const { store } = await listStore({ workItems: { archive: () => Promise.reject(refused()), delete: async () => undefined } });
    const archiving = store.getState().archiveWorkItem(SLUG, P, one.id);
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ ids: [two.id, three.id], totalCount: 2 });
    await expect(archiving).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemList(store.getState(), KEY)).toMatchObject({ ids: [one.id, two.id, three.id], totalCount: 3 });
    expect(groupsOf(store)[backlog.id]).toEqual([one.id, two.id]);
    await store.getState().deleteWorkItem(SLUG, P, two.id);
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id], [started.id]: [three.id] });
    expect(selectWorkItemList(store.getState(), KEY)?.totalCount).toBe(2);
  });
});

describe('quickAddWorkItem', () => {
  it('presets the group\'s field, puts the new id first in its group, and takes it out again on failure', async () => {
    const answer = deferred<WorkItem>();
    const create = jest.fn((_s: string, _p: string, _body: WorkItemCreate) => answer.promise);
    const { store } = await listStore({ workItems: { create } });
    const pending = store.getState().quickAddWorkItem(SLUG, project, { name: 'Quick' }, { groupKey: started.id });
    const list = selectWorkItemList(store.getState(), KEY);
    const newId = list?.ids[0] ?? '';
    expect(store.getState().workItemsById[newId]).toMatchObject({ name: 'Quick', state_id: started.id });
    expect(groupsOf(store)[started.id]).toEqual([newId, three.id]);
    expect(list?.totalCount).toBe(4);
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, { id: newId, name: 'Quick', state_id: started.id }, undefined);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id, two.id], [started.id]: [three.id] });
    expect(selectWorkItemList(store.getState(), KEY)?.totalCount).toBe(3);
  });

  it('keeps the server\'s item after success; the None label group creates without labels', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => fixtures.workItem(9, { ...body, id: body.id ?? '', sequence_id: 42 } as Partial<WorkItem>));
    const { store } = await listStore({ workItems: { create } }, BY_LABELS);
    const saved = await store.getState().quickAddWorkItem(SLUG, project, { name: 'N', label_ids: ['l5'] }, { groupKey: 'None' });
    expect(create.mock.calls[0][2]).toMatchObject({ label_ids: [] });
    expect(groupsOf(store).None).toEqual([saved.id, two.id]);
    expect(store.getState().workItemsById[saved.id]?.sequence_id).toBe(42);
    await store.getState().quickAddWorkItem(SLUG, project, { name: 'M' }, { groupKey: 'l2' });
    expect(create.mock.calls[1][2]).toMatchObject({ label_ids: ['l2'] });
  });

  it('drafts are created as drafts and shown in the draft list', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => fixtures.workItem(9, { ...body, id: body.id ?? '' } as Partial<WorkItem>));
    const draft: ListContext = { kind: 'draft', projectId: P };
    const { store } = await listStore({ workItems: { create } }, { ...BY_STATE, results: [] } as AnyWorkItemPage, draft);
    const saved = await store.getState().quickAddWorkItem(SLUG, draft, { name: 'D' });
    expect(create.mock.calls[0][2]).toMatchObject({ is_draft: true });
    expect(selectWorkItemList(store.getState(), listContextKey(draft))?.ids).toEqual([saved.id]);
  });

  it('the assigned profile list assigns its user and needs a project', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => fixtures.workItem(9, { ...body, id: body.id ?? '' } as Partial<WorkItem>));
    const assigned: ListContext = { kind: 'profile', userId: fixtures.id(7), list: 'assigned' };
    const { store } = await listStore({ workItems: { create } }, groupedPage('priority', { none: [one] }), assigned);
    await expect(store.getState().quickAddWorkItem(SLUG, assigned, { name: 'X' })).rejects.toThrow(WORK_ITEM_TEXT.draftNeedsProject);
    await store.getState().quickAddWorkItem(SLUG, assigned, { name: 'X' }, { groupKey: 'high', projectId: P });
    expect(create).toHaveBeenCalledWith(SLUG, P, expect.objectContaining({ priority: 'high', assignee_ids: [fixtures.id(7)] }), undefined);
  });

  it.each<[string, ListContext]>([
    ['archived', { kind: 'archived', projectId: P }],
    ['a global view', { kind: 'workspace', view: 'all-issues' }],
    ['the subscribed profile list', { kind: 'profile', userId: fixtures.id(1), list: 'subscribed' }],
  ])('refuses in %s (spec §6) with one toast, no call', async (_name, ctx) => {
    const create = jest.fn();
    const { store } = await listStore({ workItems: { create } });
    await expect(store.getState().quickAddWorkItem(SLUG, ctx, { name: 'X' }, { projectId: P })).rejects.toThrow(LIST_TEXT.creationDisabled);
    expect(create).not.toHaveBeenCalled();
    expect(toastTitles(store.getState())).toEqual([LIST_TEXT.creationDisabled]);
  });

  it('refuses for a guest of the project', async () => {
    const create = jest.fn();
    const { store } = await listStore({ workItems: { create } });
    store.setState((d) => {
      d.projectsById[P] = fixtures.projectLite(1, { member_role: ROLE.GUEST });
    });
    await expect(store.getState().quickAddWorkItem(SLUG, project, { name: 'X' })).rejects.toThrow(LIST_TEXT.creationDisabled);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('moveWorkItemInList', () => {
  it('a drag to another state sets state_id and sort_order (last: above + 10000), shows the card there at once, and back on failure', async () => {
    const answer = deferred<WorkItem>();
    const update = jest.fn((_s: string, _p: string, _id: string, _body: WorkItemUpdate) => answer.promise);
    const { store } = await listStore({ workItems: { update } });
    const pending = store.getState().moveWorkItemInList(SLUG, project, one.id, { fromGroup: backlog.id, toGroup: started.id, beforeId: three.id, afterId: null });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [two.id], [started.id]: [three.id, one.id] });
    expect(store.getState().workItemsById[one.id]).toMatchObject({ state_id: started.id, sort_order: 15000 });
    await Promise.resolve();
    expect(update).toHaveBeenCalledWith(SLUG, P, one.id, { state_id: started.id, sort_order: 15000 }, undefined);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id, two.id], [started.id]: [three.id] });
    expect(store.getState().workItemsById[one.id]).toMatchObject({ state_id: backlog.id, sort_order: 1000 });
  });

  it('within a group only sort_order changes: midpoint between neighbours, first = below − 10000', async () => {
    const update = jest.fn(echo);
    const { store } = await listStore({ workItems: { update } });
    await store.getState().moveWorkItemInList(SLUG, project, two.id, { fromGroup: backlog.id, toGroup: backlog.id, beforeId: null, afterId: one.id });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, two.id, { sort_order: 1000 - 10000 }, undefined);
    expect(groupsOf(store)[backlog.id]).toEqual([two.id, one.id]);
    await store.getState().moveWorkItemInList(SLUG, project, three.id, { fromGroup: started.id, toGroup: backlog.id, beforeId: two.id });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, three.id, { state_id: backlog.id, sort_order: (-9000 + 1000) / 2 }, undefined);
    expect(groupsOf(store)[backlog.id]).toEqual([two.id, three.id, one.id]);
  });

  it('labels: the dragged-from label is replaced by the dropped-on one; None clears them', async () => {
    const update = jest.fn(echo);
    const { store } = await listStore({ workItems: { update } }, BY_LABELS);
    await store.getState().moveWorkItemInList(SLUG, project, three.id, { fromGroup: 'l2', toGroup: 'l7' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, three.id, { label_ids: ['l1', 'l7'] }, undefined);
    expect(groupsOf(store)).toEqual({ l1: [one.id, three.id], l2: [], None: [two.id], l7: [three.id] });
    await store.getState().moveWorkItemInList(SLUG, project, one.id, { fromGroup: 'l1', toGroup: 'None' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, one.id, { label_ids: [] }, undefined);
    await store.getState().moveWorkItemInList(SLUG, project, two.id, { fromGroup: 'None', toGroup: 'l2' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, two.id, { label_ids: ['l2'] }, undefined);
  });

  it('priority None → none; a drop on the same place does nothing; created_by groups refuse', async () => {
    const update = jest.fn(echo);
    const { store } = await listStore({ workItems: { update } }, groupedPage('priority', { high: [one], none: [two, three] }));
    await store.getState().moveWorkItemInList(SLUG, project, one.id, { fromGroup: 'high', toGroup: 'None' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, one.id, { priority: 'none' }, undefined);
    await store.getState().moveWorkItemInList(SLUG, project, two.id, { fromGroup: 'none', toGroup: 'none' });
    expect(update).toHaveBeenCalledTimes(1);
    const byCreator = await listStore({ workItems: { update } }, groupedPage('created_by', { [fixtures.id(1)]: ALL }));
    await expect(byCreator.store.getState().moveWorkItemInList(SLUG, project, one.id, { fromGroup: fixtures.id(1), toGroup: fixtures.id(2) }))
      .rejects.toThrow(LIST_TEXT.notDraggable);
  });

  it('two drags in a row where the first fails: each card ends where its own outcome says, groups stay unique', async () => {
    const first = deferred<WorkItem>();
    const update = jest.fn().mockReturnValueOnce(first.promise).mockImplementationOnce(echo);
    const { store } = await listStore({ workItems: { update } });
    const a = store.getState().moveWorkItemInList(SLUG, project, one.id, { fromGroup: backlog.id, toGroup: started.id, beforeId: null });
    await store.getState().moveWorkItemInList(SLUG, project, two.id, { fromGroup: backlog.id, toGroup: started.id, beforeId: null });
    first.reject(refused());
    await expect(a).rejects.toMatchObject({ status: 403 });
    const list = selectWorkItemList(store.getState(), KEY);
    expect(list?.groups.map((g) => g.key)).toEqual([backlog.id, started.id]);
    expect(groupsOf(store)).toEqual({ [backlog.id]: [one.id], [started.id]: [two.id, three.id] });
    expect(totalsOf(store)).toEqual({ [backlog.id]: 1, [started.id]: 2 });
  });
});
