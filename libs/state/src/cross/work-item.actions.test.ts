import { WORK_ITEM_TEXT } from '@cairn/types';
import type { WorkItem, WorkItemCreate, WorkItemUpdate } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import type { FakeServicesOverrides } from '../testing/fake-services';
import { deferred } from '../testing/test-store.test-util';
import { backlog, dist, P, page, refused, SLUG, started, toastTitles, workItemStore } from '../testing/work-item-store.test-util';
import { selectSubIssueDistribution, selectSubIssues } from '../slices/sub-issues/sub-issues.selectors';
import { selectWorkItem } from '../slices/work-items/work-items.selectors';
import { fillListProperties, listContextKey } from '../slices/work-item-lists/list-context';
import { selectWorkItemList } from '../slices/work-item-lists/work-item-lists.selectors';
import type { WebStore } from '../core/types';

const parentA = fixtures.workItem(1, { sub_issues_count: 2 });
const parentB = fixtures.workItem(2, { sub_issues_count: 0 });
const child = fixtures.workItem(3, { parent_id: parentA.id, state_id: backlog.id, state__group: 'backlog' });
const sibling = fixtures.workItem(4, { parent_id: parentA.id, state_id: started.id, state__group: 'started' });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
const PROJECT_LIST = listContextKey({ kind: 'project', projectId: P });
const ARCHIVED_LIST = listContextKey({ kind: 'archived', projectId: P });

/** Fake list endpoints answering `listed` (project list) and `archived` (archived list), in that order. */
function listServices(listed: WorkItem[], archived: WorkItem[] = []): FakeServicesOverrides['workItemLists'] {
  return {
    getProjectUserProperties: async () => fillListProperties('project', {}),
    listProject: async () => page(listed),
    listArchived: async () => page(archived),
  };
}
/** Loads the project's list and archived list as the screens do (the lists follow the writes from then on). */
async function loadLists(store: WebStore): Promise<void> {
  await store.getState().loadListProperties(SLUG, { kind: 'project', projectId: P });
  await store.getState().loadWorkItemList(SLUG, { kind: 'project', projectId: P });
  await store.getState().loadWorkItemList(SLUG, { kind: 'archived', projectId: P });
}
const listed = (store: WebStore) => selectWorkItemList(store.getState(), PROJECT_LIST)?.ids ?? [];
const archivedIds = (store: WebStore) => selectWorkItemList(store.getState(), ARCHIVED_LIST)?.ids ?? [];
const echo = (base: WorkItem) => jest.fn(async (_s: string, _p: string, _id: string, body: WorkItemUpdate) => ({ ...base, ...body }) as WorkItem);

async function familyStore(workItems: FakeServicesOverrides['workItems'] = {}) {
  const made = await workItemStore({
    workItemLists: listServices([parentA, parentB, child, sibling]),
    workItems: {
      getSubIssues: async (_s, _p, parentId) => (parentId === parentA.id
        ? { sub_issues: [child, sibling], state_distribution: dist({ backlog: 1, started: 1 }) }
        : { sub_issues: [], state_distribution: dist({}) }),
      ...workItems,
    },
  }, [parentA, parentB, child, sibling]);
  await made.store.getState().loadSubIssues(SLUG, P, parentA.id);
  await made.store.getState().loadSubIssues(SLUG, P, parentB.id);
  await loadLists(made.store);
  return made;
}

describe('createWorkItem', () => {
  it('shows the item first at once with a client id, sends that id, and takes the server version', async () => {
    const answer = deferred<WorkItem>();
    const create = jest.fn((_s: string, _p: string, _body: WorkItemCreate) => answer.promise);
    const { store } = await workItemStore({ workItems: { create }, workItemLists: listServices([parentA]) }, [parentA]);
    await loadLists(store);
    const pending = store.getState().createWorkItem(SLUG, P, { name: 'New', state_id: started.id, parent_id: parentA.id });
    const optimistic = Object.values(store.getState().workItemsById).find((i) => i.name === 'New')!;
    expect(optimistic).toMatchObject({ name: 'New', sequence_id: 0, state__group: 'started', parent_id: parentA.id, created_by: fixtures.id(1) });
    expect(selectWorkItem(store.getState(), parentA.id)?.sub_issues_count).toBe(3);
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, { id: optimistic.id, name: 'New', state_id: started.id, parent_id: parentA.id }, undefined);
    answer.resolve(fixtures.workItem(9, { id: optimistic.id, name: 'New', sequence_id: 7 }));
    await pending;
    expect(selectWorkItem(store.getState(), optimistic.id)?.sequence_id).toBe(7);
    // Saved, it enters the loaded project list.
    expect(listed(store)).toContain(optimistic.id);
    expect(selectWorkItemList(store.getState(), PROJECT_LIST)?.totalCount).toBe(2);
  });

  it('removes the item again and shows one toast when the server refuses', async () => {
    const { store } = await workItemStore({ workItems: { create: () => Promise.reject(refused()) }, workItemLists: listServices([parentA]) }, [parentA]);
    await loadLists(store);
    await expect(store.getState().createWorkItem(SLUG, P, { name: 'New' })).rejects.toMatchObject({ status: 403 });
    expect(listed(store)).toEqual([parentA.id]);
    expect(Object.values(store.getState().workItemsById).map((i) => i.name)).toEqual([parentA.name]);
    expect(selectWorkItemList(store.getState(), PROJECT_LIST)?.totalCount).toBe(1);
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('does not list a draft, and creates epics on the epics path', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: WorkItemCreate) => fixtures.workItem(9, { ...body, id: body.id ?? '' } as Partial<WorkItem>));
    const { store } = await workItemStore({ workItems: { create }, workItemLists: listServices([]) });
    await loadLists(store);
    await store.getState().createWorkItem(SLUG, P, { name: 'Draft', is_draft: true });
    expect(listed(store)).toEqual([]);
    await store.getState().createWorkItem(SLUG, P, { name: 'Epic' }, { type: 'epics' });
    expect(create).toHaveBeenLastCalledWith(SLUG, P, expect.objectContaining({ name: 'Epic' }), 'epics');
  });
});

describe('updateWorkItem', () => {
  it('applies at once, takes the server answer, and rolls back a refused change with a toast', async () => {
    const update = jest.fn().mockImplementationOnce(echo(child)).mockRejectedValueOnce(refused());
    const { store } = await familyStore({ update });
    const pending = store.getState().updateWorkItem(SLUG, P, child.id, { name: 'Renamed', priority: 'high' });
    expect(selectWorkItem(store.getState(), child.id)).toMatchObject({ name: 'Renamed', priority: 'high' });
    await pending;
    await expect(store.getState().updateWorkItem(SLUG, P, child.id, { priority: 'low' })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItem(store.getState(), child.id)?.priority).toBe('high');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('a state change moves the item between its parent\'s state-group counts, and back on failure (spec §4)', async () => {
    const answer = deferred<WorkItem>();
    const { store } = await familyStore({ update: () => answer.promise });
    const pending = store.getState().updateWorkItem(SLUG, P, child.id, { state_id: started.id });
    expect(selectWorkItem(store.getState(), child.id)?.state__group).toBe('started');
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 0, started: 2 });
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 1, started: 1 });
    expect(selectWorkItem(store.getState(), child.id)?.state__group).toBe('backlog');
  });

  it('a parent change moves the item between the parents\' sub-item lists, counts and distributions (spec §4)', async () => {
    const { store } = await familyStore({ update: echo(child) });
    await store.getState().updateWorkItem(SLUG, P, child.id, { parent_id: parentB.id });
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([sibling.id]);
    expect(ids(selectSubIssues(store.getState(), parentB.id))).toEqual([child.id]);
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 0, started: 1 });
    expect(selectSubIssueDistribution(store.getState(), parentB.id)).toEqual({ backlog: 1 });
    expect(selectWorkItem(store.getState(), parentA.id)?.sub_issues_count).toBe(1);
    expect(selectWorkItem(store.getState(), parentB.id)?.sub_issues_count).toBe(1);
    await store.getState().updateWorkItem(SLUG, P, child.id, { parent_id: null });
    expect(selectSubIssues(store.getState(), parentB.id)).toEqual([]);
    expect(selectSubIssueDistribution(store.getState(), parentB.id)).toEqual({ backlog: 0 });
  });

  it('refuses an item missing locally, an unknown parent and a parent loop before any call', async () => {
    const update = jest.fn();
    const { store, onError } = await familyStore({ update });
    await expect(store.getState().updateWorkItem(SLUG, P, fixtures.id(9999), { name: 'x' })).rejects.toThrow(WORK_ITEM_TEXT.workItemNotFound);
    await expect(store.getState().updateWorkItem(SLUG, P, child.id, { parent_id: fixtures.id(9999) })).rejects.toThrow(WORK_ITEM_TEXT.parentNotFound);
    await expect(store.getState().updateWorkItem(SLUG, P, parentA.id, { parent_id: child.id })).rejects.toThrow(WORK_ITEM_TEXT.parentLoop);
    await expect(store.getState().updateWorkItem(SLUG, P, child.id, { parent_id: child.id })).rejects.toThrow(WORK_ITEM_TEXT.parentLoop);
    expect(update).not.toHaveBeenCalled();
    // Four refusals reported; the screen shows at most three toasts at once.
    expect(onError).toHaveBeenCalledTimes(4);
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('turning a draft into an item lists it (is_draft false)', async () => {
    const draft = fixtures.workItem(5, { is_draft: true });
    const { store } = await workItemStore({ workItems: { update: echo(draft), listByIds: async () => [draft] }, workItemLists: listServices([parentA]) }, [parentA]);
    await loadLists(store);
    await store.getState().loadWorkItemsByIds(SLUG, P, [draft.id]);
    await store.getState().updateWorkItem(SLUG, P, draft.id, { is_draft: false });
    expect(listed(store)).toContain(draft.id);
    expect(listed(store)).toContain(parentA.id);
  });
});

describe('delete, archive, restore', () => {
  it('deletes at once from the list and its parent; a refusal puts it back', async () => {
    const answer = deferred<void>();
    const { store } = await familyStore({ delete: () => answer.promise });
    const pending = store.getState().deleteWorkItem(SLUG, P, child.id);
    expect(selectWorkItem(store.getState(), child.id)).toBeUndefined();
    expect(listed(store)).not.toContain(child.id);
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([sibling.id]);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(listed(store)).toEqual([parentA.id, parentB.id, child.id, sibling.id]);
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([child.id, sibling.id]);
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 1, started: 1 });
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('archives (archived_at set, out of the list, into the archived list) and restores', async () => {
    const stamp = '2025-03-01T00:00:00.000Z';
    const { store } = await workItemStore({
      workItems: { archive: async () => ({ archived_at: stamp }), restore: async () => ({ ...parentA, name: 'Restored' }) }, workItemLists: listServices([parentA, parentB]),
    }, [parentA, parentB]);
    await loadLists(store);
    const pending = store.getState().archiveWorkItem(SLUG, P, parentA.id);
    expect(selectWorkItem(store.getState(), parentA.id)?.archived_at).toBe(new Date(1_700_000_000_000).toISOString());
    await pending;
    expect(selectWorkItem(store.getState(), parentA.id)?.archived_at).toBe(stamp);
    expect(listed(store)).toEqual([parentB.id]);
    expect(archivedIds(store)).toEqual([parentA.id]);
    await store.getState().restoreWorkItem(SLUG, P, parentA.id);
    expect(selectWorkItem(store.getState(), parentA.id)).toMatchObject({ archived_at: null, name: 'Restored' });
    expect(listed(store)).toEqual(expect.arrayContaining([parentA.id, parentB.id]));
    expect(archivedIds(store)).toEqual([]);
  });

  it('a refused archive puts the item back in the list', async () => {
    const { store } = await workItemStore({ workItems: { archive: () => Promise.reject(refused()) }, workItemLists: listServices([parentA, parentB]) }, [parentA, parentB]);
    await loadLists(store);
    await expect(store.getState().archiveWorkItem(SLUG, P, parentA.id)).rejects.toMatchObject({ status: 403 });
    expect(listed(store)).toEqual([parentA.id, parentB.id]);
    expect(archivedIds(store)).toEqual([]);
    expect(selectWorkItem(store.getState(), parentA.id)?.archived_at).toBeNull();
  });
});

describe('bulk', () => {
  it('fails with "Work item not found" when an id is missing locally, before any call (spec §5)', async () => {
    const bulkOperation = jest.fn();
    const { store } = await workItemStore({ workItems: { bulkOperation } }, [parentA]);
    await expect(store.getState().bulkUpdateWorkItems(SLUG, P, [parentA.id, fixtures.id(9999)], { priority: 'high' })).rejects.toThrow(WORK_ITEM_TEXT.workItemNotFound);
    await expect(store.getState().bulkDeleteWorkItems(SLUG, P, [fixtures.id(9999)])).rejects.toThrow(WORK_ITEM_TEXT.workItemNotFound);
    await expect(store.getState().bulkArchiveWorkItems(SLUG, P, [fixtures.id(9999)])).rejects.toThrow(WORK_ITEM_TEXT.workItemNotFound);
    expect(bulkOperation).not.toHaveBeenCalled();
    expect(toastTitles(store.getState())).toEqual(Array(3).fill(WORK_ITEM_TEXT.workItemNotFound));
    expect(selectWorkItem(store.getState(), parentA.id)?.priority).toBe('none');
  });

  it('sets the properties on every item at once and rolls all back on failure', async () => {
    const answer = deferred<void>();
    const bulkOperation = jest.fn().mockResolvedValueOnce(undefined).mockReturnValueOnce(answer.promise);
    const { store } = await familyStore({ bulkOperation });
    await store.getState().bulkUpdateWorkItems(SLUG, P, [child.id, sibling.id], { priority: 'urgent' });
    expect(bulkOperation).toHaveBeenCalledWith(SLUG, P, { issue_ids: [child.id, sibling.id], properties: { priority: 'urgent' } });
    const pending = store.getState().bulkUpdateWorkItems(SLUG, P, [child.id, sibling.id], { state_id: backlog.id, priority: 'low' });
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 2, started: 0 });
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect([child.id, sibling.id].map((id) => selectWorkItem(store.getState(), id)?.priority)).toEqual(['urgent', 'urgent']);
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 1, started: 1 });
  });

  it('bulk deletes and archives', async () => {
    const { store } = await workItemStore({
      workItems: { bulkDelete: async () => undefined, bulkArchive: async () => ({ archived_at: 'x' }) }, workItemLists: listServices([parentA, parentB, child]),
    }, [parentA, parentB, child]);
    await loadLists(store);
    await store.getState().bulkDeleteWorkItems(SLUG, P, [parentA.id]);
    await store.getState().bulkArchiveWorkItems(SLUG, P, [parentB.id]);
    expect(listed(store)).toEqual([child.id]);
    expect(archivedIds(store)).toEqual([parentB.id]);
    expect(selectWorkItem(store.getState(), parentB.id)?.archived_at).not.toBeNull();
  });
});

describe('subscription', () => {
  it('toggles at once', async () => {
    const subscribe = jest.fn().mockResolvedValue({ subscribed: true });
    const unsubscribe = jest.fn().mockResolvedValue({ subscribed: false });
    const { store } = await workItemStore({ workItems: { subscribe, unsubscribe } }, [parentA]);
    const pending = store.getState().toggleWorkItemSubscription(SLUG, P, parentA.id);
    expect(selectWorkItem(store.getState(), parentA.id)?.is_subscribed).toBe(true);
    await pending;
    await store.getState().toggleWorkItemSubscription(SLUG, P, parentA.id);
    expect(subscribe).toHaveBeenCalledWith(SLUG, P, parentA.id);
    expect(unsubscribe).toHaveBeenCalledWith(SLUG, P, parentA.id);
    expect(selectWorkItem(store.getState(), parentA.id)?.is_subscribed).toBe(false);
  });

  it('on failure rolls back, shows a toast and refetches the subscription (spec §4)', async () => {
    const getSubscription = jest.fn().mockResolvedValue({ subscribed: true });
    const { store } = await workItemStore({ workItems: { subscribe: () => Promise.reject(refused()), getSubscription } }, [parentA]);
    await expect(store.getState().setWorkItemSubscription(SLUG, P, parentA.id, true)).rejects.toMatchObject({ status: 403 });
    expect(getSubscription).toHaveBeenCalledWith(SLUG, P, parentA.id);
    // The server says the user is subscribed after all: its answer wins over the rollback.
    expect(selectWorkItem(store.getState(), parentA.id)?.is_subscribed).toBe(true);
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('fails with "user id not available" without a current user (spec §5)', async () => {
    const subscribe = jest.fn();
    const { store } = await workItemStore({ workItems: { subscribe } }, [parentA], { signedIn: false });
    await expect(store.getState().toggleWorkItemSubscription(SLUG, P, parentA.id)).rejects.toThrow(WORK_ITEM_TEXT.userIdNotAvailable);
    expect(subscribe).not.toHaveBeenCalled();
    expect(toastTitles(store.getState())).toEqual([WORK_ITEM_TEXT.userIdNotAvailable]);
  });
});
