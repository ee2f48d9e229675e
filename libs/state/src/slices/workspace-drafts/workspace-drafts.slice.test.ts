import { WORK_ITEM_TEXT, WORKSPACE_DRAFT_FIRST_CURSOR } from '@cairn/types';
import type { WorkspaceDraft } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItem } from '../work-items/work-items.selectors';
import {
  selectHasMoreWorkspaceDrafts, selectWorkspaceDraft, selectWorkspaceDraftCount, selectWorkspaceDrafts, selectWorkspaceDraftsLoader,
} from './workspace-drafts.selectors';

const d1 = fixtures.workspaceDraft(1);
const d2 = fixtures.workspaceDraft(2, { project_id: P });
const d3 = fixtures.workspaceDraft(3);
const draftPage = (results: WorkspaceDraft[], over = {}) => ({ results, total_count: 3, next_cursor: '50:1:0', prev_cursor: '50:-1:0', next_page_results: false, ...over });
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

async function draftStore(workspaceDrafts: FakeServicesOverrides['workspaceDrafts'] = {}, items = [fixtures.workItem(1)]) {
  const made = await workItemStore({ workspaceDrafts: { list: async () => draftPage([d1, d2, d3]), ...workspaceDrafts } }, items);
  await made.store.getState().loadWorkspaceDrafts(SLUG);
  return made;
}

describe('workspace drafts slice', () => {
  it('loads the first page with cursor 50:0:0, then the next with the server cursor', async () => {
    const list = jest.fn()
      .mockResolvedValueOnce(draftPage([d1, d2], { next_page_results: true }))
      .mockResolvedValueOnce(draftPage([d3]));
    const { store } = await workItemStore({ workspaceDrafts: { list } });
    const first = store.getState().loadWorkspaceDrafts(SLUG);
    expect(selectWorkspaceDraftsLoader(store.getState(), SLUG)).toBe('init-loader');
    await first;
    expect(list).toHaveBeenCalledWith(SLUG, WORKSPACE_DRAFT_FIRST_CURSOR);
    expect(WORKSPACE_DRAFT_FIRST_CURSOR).toBe('50:0:0');
    expect(selectHasMoreWorkspaceDrafts(store.getState(), SLUG)).toBe(true);
    await store.getState().loadMoreWorkspaceDrafts(SLUG);
    expect(list).toHaveBeenLastCalledWith(SLUG, '50:1:0');
    expect(ids(selectWorkspaceDrafts(store.getState(), SLUG))).toEqual([d1.id, d2.id, d3.id]);
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(3);
    await expect(store.getState().loadMoreWorkspaceDrafts(SLUG)).resolves.toBeUndefined();
  });

  it('a failed load clears the loader and rethrows', async () => {
    const { store } = await workItemStore({ workspaceDrafts: { list: () => Promise.reject(refused()) } });
    await expect(store.getState().loadWorkspaceDrafts(SLUG)).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceDraftsLoader(store.getState(), SLUG)).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('create raises the count by 1 at once, first in the list; a refusal lowers it back (spec §4)', async () => {
    const create = jest.fn().mockImplementationOnce(async (_s, body) => fixtures.workspaceDraft(4, body)).mockRejectedValueOnce(refused());
    const { store } = await draftStore({ create });
    const pending = store.getState().createWorkspaceDraft(SLUG, { name: 'Idea' });
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(4);
    const [optimistic] = selectWorkspaceDrafts(store.getState(), SLUG);
    expect(optimistic).toMatchObject({ name: 'Idea', created_by: fixtures.id(1), priority: 'none' });
    await pending;
    expect(create).toHaveBeenCalledWith(SLUG, { id: optimistic.id, name: 'Idea' });
    await expect(store.getState().createWorkspaceDraft(SLUG, { name: 'No' })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(4);
    expect(selectWorkspaceDrafts(store.getState(), SLUG)).toHaveLength(4);
  });

  it('delete lowers the count by 1; a refusal puts the draft and the count back', async () => {
    const answer = deferred<void>();
    const { store } = await draftStore({ delete: () => answer.promise });
    const pending = store.getState().deleteWorkspaceDraft(SLUG, d1.id);
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(2);
    expect(ids(selectWorkspaceDrafts(store.getState(), SLUG))).toEqual([d2.id, d3.id]);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(3);
    expect(ids(selectWorkspaceDrafts(store.getState(), SLUG))).toEqual([d1.id, d2.id, d3.id]);
  });

  it('updates at once and rolls back a refused update', async () => {
    const update = jest.fn().mockResolvedValueOnce({ ...d1, name: 'B' }).mockRejectedValueOnce(refused());
    const { store } = await draftStore({ update });
    await store.getState().updateWorkspaceDraft(SLUG, d1.id, { name: 'B' });
    await expect(store.getState().updateWorkspaceDraft(SLUG, d1.id, { name: 'C' })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceDraft(store.getState(), d1.id)?.name).toBe('B');
    await expect(store.getState().updateWorkspaceDraft(SLUG, fixtures.id(9999), { name: 'x' })).rejects.toThrow(WORK_ITEM_TEXT.draftNotFound);
  });

  it('moving to the project lowers the count by 1 and lists the new item; a refusal puts the draft back', async () => {
    const created = fixtures.workItem(9, { name: d2.name });
    const toIssue = jest.fn().mockResolvedValueOnce(created).mockRejectedValueOnce(refused());
    const { store } = await draftStore({ toIssue }, [fixtures.workItem(1)]);
    await store.getState().moveWorkspaceDraftToProject(SLUG, d2.id);
    expect(toIssue).toHaveBeenCalledWith(SLUG, d2.id);
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(2);
    expect(selectWorkspaceDraft(store.getState(), d2.id)).toBeUndefined();
    expect(selectWorkItem(store.getState(), created.id)).toEqual(created);
    const again = await draftStore({ toIssue: () => Promise.reject(refused()) });
    await expect(again.store.getState().moveWorkspaceDraftToProject(SLUG, d2.id)).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceDraftCount(again.store.getState(), SLUG)).toBe(3);
    expect(selectWorkspaceDraft(again.store.getState(), d2.id)).toEqual(d2);
  });

  it('refuses to move a draft without a project', async () => {
    const toIssue = jest.fn();
    const { store } = await draftStore({ toIssue });
    await expect(store.getState().moveWorkspaceDraftToProject(SLUG, d1.id)).rejects.toThrow(WORK_ITEM_TEXT.draftNeedsProject);
    expect(toIssue).not.toHaveBeenCalled();
    expect(selectWorkspaceDraftCount(store.getState(), SLUG)).toBe(3);
  });
});
