import type { TimeLog, TimeLogCreate, TimeLogSummary, TimeLogTotals } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, workItemStore } from '../../testing/work-item-store.test-util';
import { selectTimeSummary, selectWorkItemTimeLogs, selectWorkItemTimeTotals } from './time-logs.selectors';

const item = fixtures.workItem(1);
const me = fixtures.user();
const other = fixtures.id(77);
const log = (n: number, over: Partial<TimeLog> = {}): TimeLog => ({
  id: fixtures.id(500 + n),
  issue: item.id,
  project_id: P,
  user_id: other,
  user: null,
  minutes: 30,
  logged_on: '2026-03-02',
  description: '',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  ...over,
});
const l1 = log(1);
const l2 = log(2, { logged_on: '2026-03-01', user_id: me.id, minutes: 60 });
const totals: TimeLogTotals = { total_minutes: 90, by_member: [{ user_id: me.id, minutes: 60 }, { user_id: other, minutes: 30 }] };

async function timeStore(timeLogs: FakeServicesOverrides['timeLogs'] = {}) {
  const made = await workItemStore({ timeLogs: { list: async () => [l1, l2], totals: async () => totals, ...timeLogs } }, [item]);
  await made.store.getState().loadWorkItemTime(SLUG, P, item.id);
  return made;
}
const ids = (logs: readonly TimeLog[]) => logs.map((l) => l.id);

describe('time-logs slice', () => {
  it('loads an item\'s logs and totals', async () => {
    const { store } = await timeStore();
    expect(ids(selectWorkItemTimeLogs(store.getState(), item.id))).toEqual([l1.id, l2.id]);
    expect(selectWorkItemTimeTotals(store.getState(), item.id)).toEqual(totals);
  });

  it('creates a log at once (placed at its day, totals + minutes, the signed-in user) with a client id, then takes the server version', async () => {
    const answer = deferred<TimeLog>();
    const create = jest.fn((_s: string, _p: string, _i: string, _b: TimeLogCreate) => answer.promise);
    const { store } = await timeStore({ create });
    const pending = store.getState().createTimeLog(SLUG, P, item.id, { minutes: 45, logged_on: '2026-03-01', description: ' Note ' });
    const list = selectWorkItemTimeLogs(store.getState(), item.id);
    const optimistic = list[1];
    expect(ids(list)).toEqual([l1.id, optimistic.id, l2.id]);
    expect(optimistic).toMatchObject({ minutes: 45, description: 'Note', user_id: me.id, user: { id: me.id } });
    expect(selectWorkItemTimeTotals(store.getState(), item.id)).toEqual({ total_minutes: 135, by_member: [{ user_id: me.id, minutes: 105 }, { user_id: other, minutes: 30 }] });
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, item.id, { id: optimistic.id, minutes: 45, logged_on: '2026-03-01', description: ' Note ' });
    answer.resolve({ ...optimistic, updated_at: '2026-03-03T00:00:00.000Z' });
    await pending;
    expect(selectWorkItemTimeLogs(store.getState(), item.id)[1].updated_at).toBe('2026-03-03T00:00:00.000Z');
  });

  it('rolls a refused create back (list and totals) with a toast', async () => {
    const { store } = await timeStore({ create: () => Promise.reject(refused()) });
    await expect(store.getState().createTimeLog(SLUG, P, item.id, { minutes: 10, logged_on: '2026-03-05' })).rejects.toMatchObject({ status: 403 });
    expect(ids(selectWorkItemTimeLogs(store.getState(), item.id))).toEqual([l1.id, l2.id]);
    expect(selectWorkItemTimeTotals(store.getState(), item.id)).toEqual(totals);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('updates at once (totals follow, day moves the row) and rolls back a refused update', async () => {
    const update = jest.fn().mockResolvedValueOnce({ ...l2, minutes: 20, logged_on: '2026-03-09' }).mockRejectedValueOnce(refused());
    const { store } = await timeStore({ update });
    await store.getState().updateTimeLog(SLUG, P, item.id, l2.id, { minutes: 20, logged_on: '2026-03-09' });
    expect(ids(selectWorkItemTimeLogs(store.getState(), item.id))).toEqual([l2.id, l1.id]);
    expect(selectWorkItemTimeTotals(store.getState(), item.id)?.total_minutes).toBe(50);
    await expect(store.getState().updateTimeLog(SLUG, P, item.id, l2.id, { minutes: 200 })).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemTimeTotals(store.getState(), item.id)?.total_minutes).toBe(50);
    expect(selectWorkItemTimeLogs(store.getState(), item.id)[0].minutes).toBe(20);
    await expect(store.getState().updateTimeLog(SLUG, P, item.id, fixtures.id(9999), { minutes: 1 })).rejects.toThrow('Time log not found');
  });

  it('deletes at once (totals − minutes, a member at 0 drops out); a refusal puts it back', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(answer.promise).mockResolvedValueOnce(undefined);
    const { store } = await timeStore({ delete: remove });
    const pending = store.getState().deleteTimeLog(SLUG, P, item.id, l1.id);
    expect(ids(selectWorkItemTimeLogs(store.getState(), item.id))).toEqual([l2.id]);
    expect(selectWorkItemTimeTotals(store.getState(), item.id)).toEqual({ total_minutes: 60, by_member: [{ user_id: me.id, minutes: 60 }] });
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(ids(selectWorkItemTimeLogs(store.getState(), item.id))).toEqual([l1.id, l2.id]);
    expect(selectWorkItemTimeTotals(store.getState(), item.id)).toEqual(totals);
    await store.getState().deleteTimeLog(SLUG, P, item.id, l1.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, item.id, l1.id);
  });

  it('loads a summary under its query key; a failure keeps the last answer and marks the error', async () => {
    const summary: TimeLogSummary = { total_minutes: 5, by_member: [{ user_id: me.id, minutes: 5 }], by_item: [] };
    const fn = jest.fn().mockResolvedValueOnce(summary).mockRejectedValueOnce(refused());
    const { store } = await timeStore({ summary: fn });
    const q = { cycle_id: fixtures.id(42) };
    await store.getState().loadTimeSummary(SLUG, P, q);
    expect(fn).toHaveBeenCalledWith(SLUG, P, q);
    expect(selectTimeSummary(store.getState(), P, q)).toMatchObject({ status: 'ready', data: summary, query: q });
    expect(selectTimeSummary(store.getState(), P, { module_id: fixtures.id(42) })).toBeUndefined();
    await expect(store.getState().loadTimeSummary(SLUG, P, q)).rejects.toMatchObject({ status: 403 });
    expect(selectTimeSummary(store.getState(), P, q)).toMatchObject({ status: 'error', data: summary });
  });
});

describe('time-logs on the live stream', () => {
  it('a time_log event reloads the item\'s loaded logs and the project\'s loaded summaries', async () => {
    const { reloadsFor } = await import('../../live/live-events');
    const summary = jest.fn().mockResolvedValue({ total_minutes: 0, by_member: [], by_item: [] });
    const { store } = await timeStore({ summary });
    const event = {
      workspace_id: fixtures.id(1), version: 2, project_id: P, entity_type: 'time_log' as const, entity_id: l1.id, work_item_id: item.id, action: 'created' as const,
      changes: {}, actor_id: other, created_at: '2026-03-02T10:00:00.000Z',
    };
    expect(reloadsFor(store.getState(), event)).not.toContainEqual(expect.objectContaining({ kind: 'timeSummaries' }));
    await store.getState().loadTimeSummary(SLUG, P, { module_id: fixtures.id(3) });
    expect(reloadsFor(store.getState(), event)).toEqual(expect.arrayContaining([{ kind: 'timeLogs', projectId: P, itemId: item.id }, { kind: 'timeSummaries', projectId: P }]));
    await store.getState().reloadTimeSummaries(SLUG, P);
    expect(summary).toHaveBeenLastCalledWith(SLUG, P, { module_id: fixtures.id(3) });
  });
});
