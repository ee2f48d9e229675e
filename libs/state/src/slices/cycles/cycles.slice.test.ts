import { ApiError } from '@cairn/services';
import { PLANNING_TEXT } from '@cairn/types';
import type { Cycle } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { cycleFixtures as cf } from './cycle.fixtures';
import {
  selectActiveCycle, selectActiveCycleIssues, selectArchivedCycles, selectCycle, selectCycleAnalytics, selectCyclesByTab, selectCyclesStatus,
  selectFavoriteCycles, selectProjectCycles, selectTransferTargets, selectWorkspaceActiveCycles,
} from './cycles.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const TODAY = '2025-01-05';
const now = () => new Date(`${TODAY}T12:00:00`);
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

// Statuses compare case-insensitively (spec §3): a server answering in capitals still lands in the right tab.
const active = cf.cycle(1, { status: 'CURRENT' as Cycle['status'] });
const upcoming = cf.cycle(2, { status: 'upcoming', start_date: '2025-02-01', end_date: '2025-02-14' });
const draft = cf.cycle(3, { status: 'draft', start_date: null, end_date: null });
const done = cf.cycle(4, {
  status: 'completed', start_date: '2024-12-01', end_date: '2024-12-14', total_issues: 3, backlog_issues: 1, started_issues: 1, completed_issues: 1,
  total_estimate_points: 6, backlog_estimate_points: 2, started_estimate_points: 3, completed_estimate_points: 1,
});
// Status says current but the end date has passed: completed on the client's day (spec §4).
const ended = cf.cycle(5, { status: 'current', start_date: '2024-12-15', end_date: '2025-01-02' });
const archived = cf.cycle(6, { status: 'completed', start_date: '2024-11-01', end_date: '2024-11-14', archived_at: '2024-12-01T00:00:00.000Z' });

async function storeWithCycles(overrides: FakeServicesOverrides = {}, list: Cycle[] = [active, upcoming, draft, done, ended]) {
  const made = makeStore({ ...overrides, cycles: { list: async () => list, progress: async () => ({ ...done }), ...overrides.cycles } }, { now });
  await made.store.getState().loadProjectCycles(SLUG, P);
  return made;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('cycles slice: loads and selectors', () => {
  it('loads a project\'s cycles and sorts them into tabs (status compared case-insensitively)', async () => {
    const { store } = await storeWithCycles();
    const s = store.getState();
    expect(selectCyclesStatus(s, P)).toBe('ready');
    expect(selectProjectCycles(s, P)).toHaveLength(5);
    expect(selectCyclesByTab(s, P, 'active', TODAY).map((c) => c.id)).toEqual([active.id]);
    expect(selectCyclesByTab(s, P, 'upcoming', TODAY).map((c) => c.id)).toEqual([upcoming.id, draft.id]);
    expect(selectCyclesByTab(s, P, 'completed', TODAY).map((c) => c.id)).toEqual([ended.id, done.id]);
    expect(selectCyclesByTab(s, P, 'active', TODAY)).toBe(selectCyclesByTab(s, P, 'active', TODAY));
    expect(selectActiveCycle(s, P, TODAY)?.id).toBe(active.id);
    expect(selectTransferTargets(s, P, done.id, TODAY).map((c) => c.id)).toEqual([active.id, upcoming.id, draft.id]);
  });

  it('only logs a failed cycle load (spec §8): no toast, status error', async () => {
    const { store, onError } = makeStore({ cycles: { list: async () => Promise.reject(refused()) } }, { now });
    await expect(store.getState().loadProjectCycles(SLUG, P)).resolves.toBeUndefined();
    expect(selectCyclesStatus(store.getState(), P)).toBe('error');
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('loads archived cycles apart from the live list', async () => {
    const { store } = await storeWithCycles({ cycles: { listArchived: async () => [archived] } });
    await store.getState().loadArchivedCycles(SLUG, P);
    expect(selectArchivedCycles(store.getState(), P).map((c) => c.id)).toEqual([archived.id]);
    expect(selectCyclesByTab(store.getState(), P, 'archived', TODAY).map((c) => c.id)).toEqual([archived.id]);
  });

  it('pages the workspace\'s active cycles', async () => {
    const first = cf.activePage([cf.activeCycle(1)], { next_page_results: true, next_cursor: '10:1:10', total_count: 2 });
    const second = cf.activePage([cf.activeCycle(7)], { total_count: 2 });
    const listActive = jest.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    const { store } = makeStore({ cycles: { listActive } }, { now });
    await store.getState().loadActiveCycles(SLUG);
    await store.getState().loadMoreActiveCycles(SLUG);
    expect(listActive).toHaveBeenLastCalledWith(SLUG, { per_page: 10, cursor: '10:1:10' });
    expect(selectWorkspaceActiveCycles(store.getState(), SLUG).map((c) => c.project_name)).toEqual(['Project 1', 'Project 1']);
    expect(store.getState().activeCyclesBySlug[SLUG]).toMatchObject({ totalCount: 2, hasMore: false, status: 'ready' });
    await store.getState().loadMoreActiveCycles(SLUG);
    expect(listActive).toHaveBeenCalledTimes(2);
  });

  it('keeps the overview\'s urgent and high items in the spec\'s shape and loads more', async () => {
    const items = [1, 2, 3].map((n) => fixtures.workItem(n, { cycle_id: active.id, priority: 'urgent' }));
    const listIssues = jest.fn()
      .mockResolvedValueOnce(cf.itemPage(items.slice(0, 2), { total_count: 3, next_page_results: true, next_cursor: '10:1:10' }))
      .mockResolvedValueOnce(cf.itemPage(items.slice(2), { total_count: 3 }));
    const { store } = makeStore({ cycles: { listIssues } }, { now });
    await store.getState().loadActiveCycleIssues(SLUG, P, active.id);
    expect(listIssues).toHaveBeenCalledWith(SLUG, P, active.id, { priority: 'urgent,high', per_page: 10 });
    expect(selectActiveCycleIssues(store.getState(), active.id)).toEqual({
      issueIds: [items[0].id, items[1].id], issueCount: 3, nextCursor: '10:1:10', nextPageResults: true, perPageCount: 10,
    });
    await store.getState().loadMoreActiveCycleIssues(SLUG, P, active.id);
    expect(listIssues).toHaveBeenLastCalledWith(SLUG, P, active.id, { priority: 'urgent,high', per_page: 10, cursor: '10:1:10' });
    expect(selectActiveCycleIssues(store.getState(), active.id)).toMatchObject({ issueIds: items.map((i) => i.id), nextPageResults: false });
    expect(store.getState().workItemsById[items[2].id]).toBeDefined();
  });

  it('loads analytics of both types at once (cycle-progress) or one type', async () => {
    const points = cf.analytics({ type: 'points', total: 10 });
    const issues = cf.analytics();
    const { store } = makeStore({ cycles: { cycleProgress: async () => ({ points, issues }), analytics: async () => ({ ...issues, total: 9 }) } }, { now });
    await store.getState().loadCycleProgress(SLUG, P, active.id);
    expect(selectCycleAnalytics(store.getState(), active.id, 'points')?.total).toBe(10);
    expect(selectCycleAnalytics(store.getState(), active.id, 'issues')?.total).toBe(4);
    await store.getState().loadCycleAnalytics(SLUG, P, active.id, 'issues');
    expect(selectCycleAnalytics(store.getState(), active.id, 'issues')?.total).toBe(9);
  });

  it('keeps a cycle being written when a load answers meanwhile (the write decides)', async () => {
    const favorite = deferred<{ id: string; cycle: string; created_at: string }>();
    const create = deferred<Cycle>();
    const { store } = await storeWithCycles({ cycles: { favorite: () => favorite.promise, create: () => create.promise } });
    const toggling = store.getState().toggleCycleFavorite(SLUG, P, active.id);
    const creating = store.getState().createCycle(SLUG, P, { name: 'New' });
    const newId = store.getState().cycleIdsByProject[P].at(-1)!;
    await store.getState().loadProjectCycles(SLUG, P);
    expect(selectCycle(store.getState(), active.id)?.is_favorite).toBe(true);
    expect(store.getState().cycleIdsByProject[P]).toContain(newId);
    favorite.resolve({ id: 'f', cycle: active.id, created_at: '' });
    create.resolve(cf.cycle(9, { id: newId, name: 'New' }));
    await Promise.all([toggling, creating]);
    expect(selectCycle(store.getState(), newId)?.name).toBe('New');
  });

  it('lists favorite cycles of the workspace\'s projects, not archived ones', async () => {
    const { store } = makeStore({ projects: { list: async () => [fixtures.projectLite(1)] }, cycles: { list: async () => [{ ...active, is_favorite: true }, upcoming] } }, { now });
    await store.getState().loadProjects(SLUG);
    await store.getState().loadProjectCycles(SLUG, P);
    expect(selectFavoriteCycles(store.getState(), SLUG).map((c) => c.id)).toEqual([active.id]);
    expect(selectFavoriteCycles(store.getState(), 'other')).toEqual([]);
  });
});

describe('cycles slice: writes', () => {
  it('creates with a client id at once; the server\'s record replaces it; a refusal rolls back with a toast', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: { id?: string; name: string }) => cf.cycle(9, { id: body.id, name: body.name, status: 'upcoming' }))
      .mockImplementationOnce(async (_s, _p, body) => cf.cycle(9, { id: body.id, name: body.name, status: 'upcoming' }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { create } });
    const pending = store.getState().createCycle(SLUG, P, { name: 'Sprint', start_date: '2025-02-15', end_date: '2025-02-28' });
    const id = store.getState().cycleIdsByProject[P].at(-1)!;
    expect(selectCycle(store.getState(), id)).toMatchObject({ name: 'Sprint', status: 'upcoming', total_issues: 0 });
    await pending;
    expect(create).toHaveBeenCalledWith(SLUG, P, { id, name: 'Sprint', start_date: '2025-02-15', end_date: '2025-02-28' });
    expect(selectCycle(store.getState(), id)?.sort_order).toBe(65535 * 9);
    await expect(store.getState().createCycle(SLUG, P, { name: 'Nope' })).rejects.toMatchObject({ status: 403 });
    expect(selectProjectCycles(store.getState(), P)).toHaveLength(6);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('updates at once (status follows the dates) and rolls back a refusal', async () => {
    const update = jest.fn().mockImplementationOnce(async () => ({ ...upcoming, name: 'Now', status: 'current' })).mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { update } });
    const pending = store.getState().updateCycle(SLUG, P, upcoming.id, { name: 'Now', start_date: '2025-01-04', end_date: '2025-01-10' });
    expect(selectCycle(store.getState(), upcoming.id)).toMatchObject({ name: 'Now', status: 'current' });
    await pending;
    await expect(store.getState().updateCycle(SLUG, P, upcoming.id, { name: 'Bad' })).rejects.toMatchObject({ status: 403 });
    expect(selectCycle(store.getState(), upcoming.id)?.name).toBe('Now');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('deletes at once (its loaded items lose the cycle) and puts everything back on failure', async () => {
    const del = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { delete: del } });
    store.setState((d) => {
      d.workItemsById[fixtures.workItem(1).id] = fixtures.workItem(1, { cycle_id: draft.id });
      d.workItemsById[fixtures.workItem(2).id] = fixtures.workItem(2, { cycle_id: upcoming.id });
    });
    await store.getState().deleteCycle(SLUG, P, draft.id);
    expect(selectCycle(store.getState(), draft.id)).toBeUndefined();
    expect(store.getState().workItemsById[fixtures.workItem(1).id].cycle_id).toBeNull();
    await expect(store.getState().deleteCycle(SLUG, P, upcoming.id)).rejects.toMatchObject({ status: 403 });
    expect(selectCycle(store.getState(), upcoming.id)).toBeDefined();
    expect(store.getState().cycleIdsByProject[P]).toContain(upcoming.id);
    expect(store.getState().workItemsById[fixtures.workItem(2).id].cycle_id).toBe(upcoming.id);
  });

  it('toggles a favorite at once and rolls back a refusal', async () => {
    const favorite = jest.fn().mockResolvedValueOnce({ id: 'f', cycle: active.id, created_at: '' });
    const unfavorite = jest.fn().mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { favorite, unfavorite } });
    await store.getState().toggleCycleFavorite(SLUG, P, active.id);
    expect(favorite).toHaveBeenCalledWith(SLUG, P, active.id);
    expect(selectCycle(store.getState(), active.id)?.is_favorite).toBe(true);
    const pending = store.getState().toggleCycleFavorite(SLUG, P, active.id);
    expect(selectCycle(store.getState(), active.id)?.is_favorite).toBe(false);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectCycle(store.getState(), active.id)?.is_favorite).toBe(true);
  });

  it('archives a completed cycle at once (favorite dropped); a failure rolls back and is only logged', async () => {
    const archive = jest.fn().mockResolvedValueOnce({ archived_at: '2025-01-05T12:00:01.000Z' }).mockRejectedValueOnce(refused());
    const { store, onError } = await storeWithCycles({ cycles: { archive, listArchived: async () => [] } }, [active, { ...done, is_favorite: true }, ended]);
    await store.getState().loadArchivedCycles(SLUG, P);
    await store.getState().archiveCycle(SLUG, P, done.id);
    expect(selectCycle(store.getState(), done.id)).toMatchObject({ archived_at: '2025-01-05T12:00:01.000Z', is_favorite: false });
    expect(selectArchivedCycles(store.getState(), P).map((c) => c.id)).toEqual([done.id]);
    expect(selectProjectCycles(store.getState(), P).map((c) => c.id)).toEqual([active.id, ended.id]);
    await expect(store.getState().archiveCycle(SLUG, P, ended.id)).rejects.toMatchObject({ status: 403 });
    expect(selectProjectCycles(store.getState(), P).map((c) => c.id)).toEqual([active.id, ended.id]);
    expect(selectCycle(store.getState(), ended.id)?.archived_at).toBeNull();
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('refuses to archive a cycle that is not completed, without a call or a toast', async () => {
    const archive = jest.fn();
    const { store } = await storeWithCycles({ cycles: { archive } });
    await expect(store.getState().archiveCycle(SLUG, P, active.id)).rejects.toThrow(PLANNING_TEXT.cycleArchiveNotCompleted);
    expect(archive).not.toHaveBeenCalled();
    expect(store.getState().toasts).toEqual([]);
  });

  it('restores at once; a failure rolls back and is only logged', async () => {
    const other = cf.cycle(8, { status: 'completed', end_date: '2024-10-10', archived_at: '2024-11-01T00:00:00.000Z' });
    const restore = jest.fn().mockResolvedValueOnce({ ...archived, archived_at: null }).mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { restore, listArchived: async () => [archived, other] } });
    await store.getState().loadArchivedCycles(SLUG, P);
    await store.getState().restoreCycle(SLUG, P, archived.id);
    expect(selectCycle(store.getState(), archived.id)?.archived_at).toBeNull();
    expect(selectProjectCycles(store.getState(), P).map((c) => c.id)).toContain(archived.id);
    await expect(store.getState().restoreCycle(SLUG, P, other.id)).rejects.toMatchObject({ status: 403 });
    expect(selectArchivedCycles(store.getState(), P).map((c) => c.id)).toEqual([other.id]);
    expect(selectCycle(store.getState(), other.id)?.archived_at).not.toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });

  it('adds items at once (counts move, the answer\'s rows are applied, counts are read again); a refusal rolls back', async () => {
    const one = fixtures.workItem(1, { state__group: 'started' });
    const two = fixtures.workItem(2, { cycle_id: upcoming.id });
    const answer = deferred<ReturnType<typeof fixtures.workItem>[]>();
    const addIssues = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(refused());
    const progress = jest.fn(async () => ({ ...active, total_issues: 2 }));
    const { store } = await storeWithCycles({ cycles: { addIssues, progress } });
    store.setState((d) => {
      d.workItemsById[one.id] = one;
      d.workItemsById[two.id] = two;
    });
    const pending = store.getState().addCycleItems(SLUG, P, active.id, [one.id, two.id]);
    expect(store.getState().workItemsById[one.id].cycle_id).toBe(active.id);
    expect(selectCycle(store.getState(), active.id)).toMatchObject({ total_issues: 2, started_issues: 1, backlog_issues: 1 });
    expect(selectCycle(store.getState(), upcoming.id)?.total_issues).toBe(0);
    answer.resolve([{ ...one, cycle_id: active.id, updated_at: '2025-01-05T12:00:00.000Z' }, { ...two, cycle_id: active.id, updated_at: '2025-01-05T12:00:00.000Z' }]);
    await pending;
    await flush();
    expect(addIssues).toHaveBeenCalledWith(SLUG, P, active.id, [one.id, two.id]);
    expect(store.getState().workItemsById[two.id]).toMatchObject({ cycle_id: active.id, updated_at: '2025-01-05T12:00:00.000Z' });
    expect(progress).toHaveBeenCalledWith(SLUG, P, active.id);
    expect(progress).toHaveBeenCalledWith(SLUG, P, upcoming.id);

    const three = fixtures.workItem(3);
    store.setState((d) => {
      d.workItemsById[three.id] = three;
    });
    await expect(store.getState().addCycleItems(SLUG, P, draft.id, [three.id])).rejects.toMatchObject({ status: 403 });
    expect(store.getState().workItemsById[three.id].cycle_id).toBeNull();
    expect(selectCycle(store.getState(), draft.id)?.total_issues).toBe(0);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('removes an item at once and rolls back a refusal', async () => {
    const one = fixtures.workItem(1, { cycle_id: active.id });
    const removeIssue = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { removeIssue } }, [{ ...active, total_issues: 1, backlog_issues: 1 }]);
    store.setState((d) => {
      d.workItemsById[one.id] = one;
    });
    await store.getState().removeCycleItem(SLUG, P, active.id, one.id);
    expect(store.getState().workItemsById[one.id].cycle_id).toBeNull();
    store.setState((d) => {
      d.workItemsById[one.id].cycle_id = active.id;
      d.cyclesById[active.id].total_issues = 1;
    });
    await expect(store.getState().removeCycleItem(SLUG, P, active.id, one.id)).rejects.toMatchObject({ status: 403 });
    expect(store.getState().workItemsById[one.id].cycle_id).toBe(active.id);
    expect(selectCycle(store.getState(), active.id)?.total_issues).toBe(1);
  });

  it('transfers the unfinished items and counts of a completed cycle; a refusal rolls back', async () => {
    const open = fixtures.workItem(1, { cycle_id: done.id, state__group: 'started' });
    const finished = fixtures.workItem(2, { cycle_id: done.id, state__group: 'completed' });
    const transferIssues = jest.fn().mockResolvedValueOnce({ moved: 2 }).mockRejectedValueOnce(refused());
    const { store } = await storeWithCycles({ cycles: { transferIssues } });
    store.setState((d) => {
      d.workItemsById[open.id] = open;
      d.workItemsById[finished.id] = finished;
    });
    await expect(store.getState().transferCycleItems(SLUG, P, done.id, active.id)).resolves.toEqual({ moved: 2 });
    expect(store.getState().workItemsById[open.id].cycle_id).toBe(active.id);
    expect(store.getState().workItemsById[finished.id].cycle_id).toBe(done.id);
    expect(transferIssues).toHaveBeenCalledWith(SLUG, P, done.id, active.id);

    store.setState((d) => {
      d.cyclesById[done.id] = { ...done };
      d.cyclesById[active.id] = { ...active };
      d.workItemsById[open.id].cycle_id = done.id;
    });
    const pending = store.getState().transferCycleItems(SLUG, P, done.id, upcoming.id);
    expect(selectCycle(store.getState(), upcoming.id)).toMatchObject({ total_issues: 2, backlog_issues: 1, started_issues: 1, total_estimate_points: 5 });
    expect(selectCycle(store.getState(), done.id)).toMatchObject({ total_issues: 1, completed_issues: 1, total_estimate_points: 1 });
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(selectCycle(store.getState(), done.id)).toMatchObject({ total_issues: 3, backlog_issues: 1 });
    expect(selectCycle(store.getState(), upcoming.id)?.total_issues).toBe(0);
    expect(store.getState().workItemsById[open.id].cycle_id).toBe(done.id);
  });
});
