import { WORK_ITEM_TEXT } from '@cairn/types';
import type { SubIssuesResponse } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { dist, P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItem } from '../work-items/work-items.selectors';
import { selectSubIssueDistribution, selectSubIssues, selectSubIssuesLoader } from './sub-issues.selectors';

const parentA = fixtures.workItem(1, { sub_issues_count: 1 });
const parentB = fixtures.workItem(2);
const child = fixtures.workItem(3, { parent_id: parentA.id });
const loose = fixtures.workItem(4, { state__group: 'started' });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);
const answerFor = (parentId: string): SubIssuesResponse => (parentId === parentA.id
  ? { sub_issues: [child], state_distribution: dist({ backlog: 1 }) }
  : { sub_issues: [], state_distribution: dist({}) });

describe('sub-issues slice', () => {
  it('loads the children and the distribution (epics on their path); a failure clears the loader and rethrows', async () => {
    const getSubIssues = jest.fn().mockImplementationOnce(async (_s, _p, id) => answerFor(id)).mockRejectedValueOnce(refused());
    const { store } = await workItemStore({ workItems: { getSubIssues } }, [parentA]);
    const pending = store.getState().loadSubIssues(SLUG, P, parentA.id, 'epics');
    expect(selectSubIssuesLoader(store.getState(), parentA.id)).toBe('init-loader');
    await pending;
    expect(getSubIssues).toHaveBeenCalledWith(SLUG, P, parentA.id, 'epics');
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([child.id]);
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 1 });
    await expect(store.getState().loadSubIssues(SLUG, P, parentB.id)).rejects.toMatchObject({ status: 403 });
    expect(selectSubIssuesLoader(store.getState(), parentB.id)).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('adds children at once, moving them out of their old parent, and takes the server list', async () => {
    const answer = deferred<SubIssuesResponse>();
    const { store } = await workItemStore({ workItems: { getSubIssues: async (_s, _p, id) => answerFor(id), addSubIssues: () => answer.promise } }, [parentA, parentB, child, loose]);
    await store.getState().loadSubIssues(SLUG, P, parentA.id);
    await store.getState().loadSubIssues(SLUG, P, parentB.id);
    const pending = store.getState().addSubIssues(SLUG, P, parentB.id, [child.id, loose.id]);
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([]);
    expect(ids(selectSubIssues(store.getState(), parentB.id))).toEqual([child.id, loose.id]);
    expect(selectSubIssueDistribution(store.getState(), parentB.id)).toEqual({ backlog: 1, started: 1 });
    expect(selectSubIssueDistribution(store.getState(), parentA.id)).toEqual({ backlog: 0 });
    expect(selectWorkItem(store.getState(), child.id)?.parent_id).toBe(parentB.id);
    answer.resolve({ sub_issues: [{ ...loose, parent_id: parentB.id }, { ...child, parent_id: parentB.id }], state_distribution: dist({ backlog: 1, started: 1 }) });
    await pending;
    expect(ids(selectSubIssues(store.getState(), parentB.id))).toEqual([loose.id, child.id]);
    expect(selectWorkItem(store.getState(), parentB.id)?.sub_issues_count).toBe(2);
  });

  it('rolls an add back with a toast when the server refuses', async () => {
    const { store } = await workItemStore({ workItems: { getSubIssues: async (_s, _p, id) => answerFor(id), addSubIssues: () => Promise.reject(refused()) } }, [parentA, parentB, child]);
    await store.getState().loadSubIssues(SLUG, P, parentA.id);
    await expect(store.getState().addSubIssues(SLUG, P, parentB.id, [child.id])).rejects.toMatchObject({ status: 403 });
    expect(ids(selectSubIssues(store.getState(), parentA.id))).toEqual([child.id]);
    expect(selectWorkItem(store.getState(), child.id)?.parent_id).toBe(parentA.id);
    expect(selectWorkItem(store.getState(), parentA.id)?.sub_issues_count).toBe(1);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('refuses making an item a child of itself or of its own descendant', async () => {
    const addSubIssues = jest.fn();
    const { store } = await workItemStore({ workItems: { addSubIssues } }, [parentA, child]);
    await expect(store.getState().addSubIssues(SLUG, P, child.id, [parentA.id])).rejects.toThrow(WORK_ITEM_TEXT.parentLoop);
    await expect(store.getState().addSubIssues(SLUG, P, parentA.id, [parentA.id])).rejects.toThrow(WORK_ITEM_TEXT.parentLoop);
    expect(addSubIssues).not.toHaveBeenCalled();
  });

  it('removing a sub-item is an update of its parent_id to null', async () => {
    const update = jest.fn(async () => ({ ...child, parent_id: null }));
    const { store } = await workItemStore({ workItems: { getSubIssues: async (_s, _p, id) => answerFor(id), update } }, [parentA, child]);
    await store.getState().loadSubIssues(SLUG, P, parentA.id);
    await store.getState().updateWorkItem(SLUG, P, child.id, { parent_id: null });
    expect(selectSubIssues(store.getState(), parentA.id)).toEqual([]);
    expect(selectWorkItem(store.getState(), parentA.id)?.sub_issues_count).toBe(0);
  });
});
