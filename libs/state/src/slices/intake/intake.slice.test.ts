import { ApiError } from '@cairn/services';
import { INTAKE_FIRST_CURSOR, ORGANISE_TEXT } from '@cairn/types';
import type { IntakeIssue } from '@cairn/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { intakeFixtures as f } from './intake.fixtures';
import { effectiveIntakeStatus, intakeListKey, matchesIntakeList, type IntakeListParams } from './intake-records';
import { selectIntakeIssue, selectIntakeIssues, selectIntakeList } from './intake.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const OPEN: IntakeListParams = { tab: 'open' };
const CLOSED: IntakeListParams = { tab: 'closed' };
const now = () => new Date('2025-02-01T12:00:00.000Z');
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

// Newest first (the default order): request 3, 2, 1.
const r1 = f.intakeIssue(1);
const r2 = f.intakeIssue(2, { status: 'snoozed', snoozed_till: '2025-03-01T00:00:00.000Z' });
const r3 = f.intakeIssue(3, {}, { priority: 'high' });

const ids = (list: readonly IntakeIssue[]) => list.map((i) => i.id);

async function storeWithOpen(overrides: FakeServicesOverrides = {}) {
  const list = jest.fn(async () => f.page([r3, r2, r1]));
  const made = makeStore({ ...overrides, intake: { list, ...overrides.intake } }, { now });
  await made.store.getState().loadIntake(SLUG, P, OPEN);
  return { ...made, list };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('intake slice: loads (spec §7, §8, §9)', () => {
  it('loads the first page of 10 with cursor 10:0:0 in created_at descending order', async () => {
    const { store, list } = await storeWithOpen();
    expect(list).toHaveBeenCalledWith(SLUG, P, { tab: 'open', order_by: '-issue__created_at', per_page: 10, cursor: INTAKE_FIRST_CURSOR });
    const state = selectIntakeList(store.getState(), P, OPEN);
    expect(state).toMatchObject({ ids: [r3.id, r2.id, r1.id], totalResults: 3, nextPageResults: false, nextCursor: null });
    expect(state?.loader).toBeUndefined();
    expect(ids(selectIntakeIssues(store.getState(), P, OPEN))).toEqual([r3.id, r2.id, r1.id]);
    expect(selectIntakeIssues(store.getState(), P, OPEN)).toBe(selectIntakeIssues(store.getState(), P, OPEN));
  });

  it('sends filters and order, the status filter narrowed to the tab, and keys lists by them', async () => {
    const list = jest.fn(async () => f.page([]));
    const { store } = makeStore({ intake: { list } }, { now });
    const params: IntakeListParams = {
      tab: 'open', order_by: 'issue__sequence_id',
      filters: { status: ['snoozed', 'declined'], priority: ['urgent', 'high'], created_by: [fixtures.id(1)], created_at: ['1_weeks;after;ago'] },
    };
    await store.getState().loadIntake(SLUG, P, params);
    expect(list).toHaveBeenCalledWith(SLUG, P, {
      tab: 'open', status: 'snoozed', priority: 'high,urgent', created_by: fixtures.id(1), created_at: '1_weeks;after;ago',
      order_by: 'issue__sequence_id', per_page: 10, cursor: '10:0:0',
    });
    expect(intakeListKey(P, params)).toBe(intakeListKey(P, { ...params, filters: { ...params.filters, priority: ['high', 'urgent'] } }));
    expect(selectIntakeList(store.getState(), P, params)?.ids).toEqual([]);
    expect(selectIntakeList(store.getState(), P, OPEN)).toBeUndefined();
  });

  it('pages 10 at a time with the server\'s next cursor, and stops at the last page', async () => {
    const first = f.page([r3, r2], { total_results: 3, next_page_results: true, next_cursor: '10:1:10' });
    const list = jest.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(f.page([r1], { total_results: 3 }));
    const { store } = makeStore({ intake: { list } }, { now });
    await store.getState().loadIntake(SLUG, P, OPEN);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ nextPageResults: true, nextCursor: '10:1:10' });
    await store.getState().loadMoreIntake(SLUG, P, OPEN);
    expect(list).toHaveBeenLastCalledWith(SLUG, P, expect.objectContaining({ per_page: 10, cursor: '10:1:10' }));
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id, r1.id], nextPageResults: false, nextCursor: null });
    await store.getState().loadMoreIntake(SLUG, P, OPEN);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('marks a failed first fetch init-error (spec §8 text logged, no toast) and clears the loader', async () => {
    const { store, onError } = makeStore({ intake: { list: async () => Promise.reject(refused()) } }, { now });
    await expect(store.getState().loadIntake(SLUG, P, OPEN)).resolves.toBeUndefined();
    const state = selectIntakeList(store.getState(), P, OPEN);
    expect(state?.error).toBe('init-error');
    expect(state?.loader).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { text: 'Error fetching the intake work items please try again later.' });
    expect(store.getState().toasts).toEqual([]);
  });

  it('marks a failed next page pagination-error, keeps the loaded rows, and retries with the same cursor', async () => {
    const first = f.page([r3, r2], { total_results: 3, next_page_results: true, next_cursor: '10:1:10' });
    const list = jest.fn().mockResolvedValueOnce(first).mockRejectedValueOnce(refused()).mockResolvedValueOnce(f.page([r1], { total_results: 3 }));
    const { store, onError } = makeStore({ intake: { list } }, { now });
    await store.getState().loadIntake(SLUG, P, OPEN);
    await store.getState().loadMoreIntake(SLUG, P, OPEN);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id], error: 'pagination-error' });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { text: ORGANISE_TEXT.intakePaginationError });
    expect(ORGANISE_TEXT.intakePaginationError).toBe('Error fetching the paginated intake work items please try again later.');
    await store.getState().loadMoreIntake(SLUG, P, OPEN);
    expect(list).toHaveBeenLastCalledWith(SLUG, P, expect.objectContaining({ cursor: '10:1:10' }));
    const state = selectIntakeList(store.getState(), P, OPEN);
    expect(state?.ids).toEqual([r3.id, r2.id, r1.id]);
    expect(state?.error).toBeUndefined();
  });

  it('reloads every loaded list of a project (live changes by others)', async () => {
    const { store, list } = await storeWithOpen();
    list.mockResolvedValueOnce(f.page([r3]));
    await store.getState().loadIntake(SLUG, P, CLOSED);
    list.mockResolvedValueOnce(f.page([r2, r1])).mockResolvedValueOnce(f.page([r3]));
    await store.getState().reloadProjectIntake(SLUG, P);
    expect(list).toHaveBeenCalledTimes(4);
    expect(selectIntakeList(store.getState(), P, OPEN)?.ids).toEqual([r2.id, r1.id]);
  });

  it('reads one request by its work item id', async () => {
    const get = jest.fn(async () => r1);
    const { store } = makeStore({ intake: { get } }, { now });
    await store.getState().loadIntakeIssue(SLUG, P, r1.id);
    expect(get).toHaveBeenCalledWith(SLUG, P, r1.id);
    expect(selectIntakeIssue(store.getState(), r1.id)).toEqual(r1);
  });
});

describe('intake slice: status rules (spec §4)', () => {
  it('counts a snoozed request whose time has passed as pending, in the open tab either way', () => {
    const past = f.intakeIssue(4, { status: 'snoozed', snoozed_till: '2025-01-15T00:00:00.000Z' });
    expect(effectiveIntakeStatus(past, now())).toBe('pending');
    expect(effectiveIntakeStatus(r2, now())).toBe('snoozed');
    expect(matchesIntakeList(past, { tab: 'open', filters: { status: ['pending'] } }, now())).toBe(true);
    expect(matchesIntakeList(r2, { tab: 'open', filters: { status: ['pending'] } }, now())).toBe(false);
    expect(matchesIntakeList(f.intakeIssue(5, { status: 'duplicate' }), { tab: 'open', filters: {} }, now())).toBe(false);
    expect(matchesIntakeList(f.intakeIssue(5, { status: 'duplicate' }), { tab: 'closed', filters: {} }, now())).toBe(true);
  });
});

describe('intake slice: writes (optimistic, rolled back on failure)', () => {
  it('creates a request with a client id at the top of the open tab, then takes the server\'s record', async () => {
    const answer = deferred<IntakeIssue>();
    const create = jest.fn(() => answer.promise);
    const { store } = await storeWithOpen({ intake: { create } });
    const made = store.getState().createIntakeIssue(SLUG, P, { name: 'Login fails', description_html: '<p>x</p>', priority: 'urgent' });
    const list = () => selectIntakeList(store.getState(), P, OPEN);
    expect(list()?.ids).toEqual(['id-1', r3.id, r2.id, r1.id]);
    expect(list()?.totalResults).toBe(4);
    expect(list()?.loader).toBe('mutation');
    expect(selectIntakeIssue(store.getState(), 'id-1')).toMatchObject({ status: 'pending', issue: { name: 'Login fails', priority: 'urgent' } });
    await flush();
    expect(create).toHaveBeenCalledWith(SLUG, P, { source: 'in-app', issue: { id: 'id-1', name: 'Login fails', description_html: '<p>x</p>', priority: 'urgent' } });
    answer.resolve(f.intakeIssue(1, { id: 'id-1', created_at: now().toISOString() }, { id: 'id-1', name: 'Login fails', sequence_id: 7, created_at: now().toISOString() }));
    await made;
    expect(selectIntakeIssue(store.getState(), 'id-1')?.issue.sequence_id).toBe(7);
    expect(list()?.ids).toEqual(['id-1', r3.id, r2.id, r1.id]);
    expect(list()?.loader).toBeUndefined();
  });

  it('rolls a failed create back (out of the list, total restored, one toast)', async () => {
    const { store } = await storeWithOpen({ intake: { create: async () => Promise.reject(refused()) } });
    await expect(store.getState().createIntakeIssue(SLUG, P, { name: 'Nope' })).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id, r1.id], totalResults: 3 });
    expect(selectIntakeIssue(store.getState(), 'id-1')).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('accepts: the request leaves the open tab, joins a loaded closed list, and its work item enters the project\'s items', async () => {
    const acceptedItem = { ...r3.issue, updated_at: '2025-02-01T12:00:00.000Z' };
    const update = jest.fn(async () => ({ ...r3, status: 'accepted' as const, issue: acceptedItem }));
    const { store } = await storeWithOpen({ intake: { update, list: jest.fn().mockResolvedValueOnce(f.page([r3, r2, r1])).mockResolvedValueOnce(f.page([])) } });
    await store.getState().loadIntake(SLUG, P, CLOSED);
    const done = store.getState().updateIntakeStatus(SLUG, P, r3.id, { status: 'accepted' });
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r2.id, r1.id], totalResults: 2 });
    expect(selectIntakeList(store.getState(), P, CLOSED)).toMatchObject({ ids: [r3.id], totalResults: 1 });
    await done;
    expect(update).toHaveBeenCalledWith(SLUG, P, r3.id, { status: 'accepted' });
    expect(store.getState().workItemsById[r3.id]).toMatchObject({ id: r3.id, name: 'Request 3' });
  });

  it('rolls a failed accept back to the same place in the open tab', async () => {
    const { store } = await storeWithOpen({ intake: { update: async () => Promise.reject(refused()) } });
    await expect(store.getState().updateIntakeStatus(SLUG, P, r2.id, { status: 'accepted' })).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id, r1.id], totalResults: 3 });
    expect(selectIntakeIssue(store.getState(), r2.id)?.status).toBe('snoozed');
    expect(store.getState().workItemsById[r2.id]).toBeUndefined();
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('snoozes with snoozed_till (stays open), unsnoozes back to pending, and rolls a failed snooze back', async () => {
    const till = '2025-03-10T09:00:00.000Z';
    const update = jest.fn()
      .mockImplementationOnce(async () => ({ ...r1, status: 'snoozed', snoozed_till: till }))
      .mockImplementationOnce(async () => ({ ...r1, status: 'pending', snoozed_till: null }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithOpen({ intake: { update } });
    await store.getState().updateIntakeStatus(SLUG, P, r1.id, { status: 'snoozed', snoozed_till: till });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, r1.id, { status: 'snoozed', snoozed_till: till });
    expect(selectIntakeIssue(store.getState(), r1.id)).toMatchObject({ status: 'snoozed', snoozed_till: till });
    expect(selectIntakeList(store.getState(), P, OPEN)?.ids).toEqual([r3.id, r2.id, r1.id]);
    await store.getState().updateIntakeStatus(SLUG, P, r1.id, { status: 'pending' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, r1.id, { status: 'pending', snoozed_till: null });
    expect(selectIntakeIssue(store.getState(), r1.id)).toMatchObject({ status: 'pending', snoozed_till: null });
    await expect(store.getState().updateIntakeStatus(SLUG, P, r1.id, { status: 'snoozed', snoozed_till: till })).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeIssue(store.getState(), r1.id)).toMatchObject({ status: 'pending', snoozed_till: null });
  });

  it('marks a duplicate (duplicate_to) and declines; a failed decline comes back', async () => {
    const target = fixtures.id(2005);
    const update = jest.fn()
      .mockImplementationOnce(async () => ({ ...r1, status: 'duplicate', duplicate_to: target }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithOpen({ intake: { update } });
    await store.getState().updateIntakeStatus(SLUG, P, r1.id, { status: 'duplicate', duplicate_to: target });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, r1.id, { status: 'duplicate', duplicate_to: target });
    expect(selectIntakeIssue(store.getState(), r1.id)).toMatchObject({ status: 'duplicate', duplicate_to: target });
    expect(selectIntakeList(store.getState(), P, OPEN)?.ids).toEqual([r3.id, r2.id]);

    await expect(store.getState().updateIntakeStatus(SLUG, P, r3.id, { status: 'declined' })).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id], totalResults: 2 });
    expect(selectIntakeIssue(store.getState(), r3.id)?.status).toBe('pending');
  });

  it('edits the request\'s fields and rolls a failed edit back', async () => {
    const update = jest.fn()
      .mockImplementationOnce(async () => ({ ...r1, issue: { ...r1.issue, name: 'Renamed', priority: 'low' } }))
      .mockRejectedValueOnce(refused());
    const { store } = await storeWithOpen({ intake: { update } });
    await store.getState().updateIntakeIssueFields(SLUG, P, r1.id, { name: 'Renamed', priority: 'low' });
    expect(update).toHaveBeenLastCalledWith(SLUG, P, r1.id, { issue: { name: 'Renamed', priority: 'low' } });
    expect(selectIntakeIssue(store.getState(), r1.id)?.issue).toMatchObject({ name: 'Renamed', priority: 'low' });
    const failing = store.getState().updateIntakeIssueFields(SLUG, P, r1.id, { description_html: '<p>new</p>' });
    expect(selectIntakeIssue(store.getState(), r1.id)?.issue.description_html).toBe('<p>new</p>');
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeIssue(store.getState(), r1.id)?.issue.description_html).toBe(r1.issue.description_html);
  });

  it('leaves a filtered list when an edit stops matching its filter', async () => {
    const update = jest.fn(async () => ({ ...r3, issue: { ...r3.issue, priority: 'low' as const } }));
    const high: IntakeListParams = { tab: 'open', filters: { priority: ['high'] } };
    const { store } = makeStore({ intake: { update, list: async () => f.page([r3]) } }, { now });
    await store.getState().loadIntake(SLUG, P, high);
    await store.getState().updateIntakeIssueFields(SLUG, P, r3.id, { priority: 'low' });
    expect(selectIntakeList(store.getState(), P, high)).toMatchObject({ ids: [], totalResults: 0 });
  });

  it('deletes a request and rolls a failed delete back', async () => {
    const remove = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refused());
    const { store } = await storeWithOpen({ intake: { delete: remove } });
    await store.getState().deleteIntakeIssue(SLUG, P, r1.id);
    expect(remove).toHaveBeenCalledWith(SLUG, P, r1.id);
    expect(selectIntakeIssue(store.getState(), r1.id)).toBeUndefined();
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id], totalResults: 2 });
    await expect(store.getState().deleteIntakeIssue(SLUG, P, r2.id)).rejects.toBeInstanceOf(ApiError);
    expect(selectIntakeIssue(store.getState(), r2.id)).toEqual(r2);
    expect(selectIntakeList(store.getState(), P, OPEN)).toMatchObject({ ids: [r3.id, r2.id], totalResults: 2 });
  });
});
