import { ApiError } from '@cairn/services';
import { PROJECT_TEXT } from '@cairn/types';
import type { State } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectDefaultState, selectProjectStates, selectProjectStatesByGroup, selectState } from './states.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const backlog = fixtures.state(1, { name: 'Backlog', group: 'backlog', default: true, sequence: 1000 });
const todo = fixtures.state(2, { name: 'Todo', group: 'unstarted', sequence: 1000 });
const ready = fixtures.state(3, { name: 'Ready', group: 'unstarted', sequence: 2000 });
const next = fixtures.state(4, { name: 'Next', group: 'unstarted', sequence: 3000 });
const done = fixtures.state(5, { name: 'Done', group: 'completed', sequence: 1000 });
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

async function storeWithStates(states: FakeServicesOverrides['states'] = {}) {
  // The server order is shuffled on purpose: the selector sorts by group, then sequence.
  const made = makeStore({ states: { list: async () => [done, next, todo, backlog, ready], ...states } });
  await made.store.getState().loadProjectStates(SLUG, P);
  return made;
}
const names = (list: readonly State[]) => list.map((s) => s.name);

describe('states slice', () => {
  it('orders states by group, then sequence, and finds the default', async () => {
    const { store } = await storeWithStates();
    expect(names(selectProjectStates(store.getState(), P))).toEqual(['Backlog', 'Todo', 'Ready', 'Next', 'Done']);
    expect(selectProjectStates(store.getState(), P)).toBe(selectProjectStates(store.getState(), P));
    expect(names(selectProjectStatesByGroup(store.getState(), P).unstarted)).toEqual(['Todo', 'Ready', 'Next']);
    expect(selectProjectStatesByGroup(store.getState(), P).started).toEqual([]);
    expect(selectDefaultState(store.getState(), P)?.id).toBe(backlog.id);
    expect(store.getState().statesStatusByProject[P]).toBe('ready');
  });

  it('creates a state after the server answers; a taken name adds nothing', async () => {
    const qa = fixtures.state(6, { name: 'QA', group: 'started' });
    const create = jest.fn().mockResolvedValueOnce(qa).mockRejectedValueOnce(new ApiError(409, { error: PROJECT_TEXT.stateNameTaken, error_code: 'STATE_NAME_TAKEN' }));
    const { store } = await storeWithStates({ create });
    await store.getState().createState(SLUG, P, { name: 'QA', color: '#aabbcc', group: 'started' });
    expect(names(selectProjectStates(store.getState(), P))).toContain('QA');
    await expect(store.getState().createState(SLUG, P, { name: 'QA', color: '#aabbcc', group: 'started' })).rejects.toMatchObject({ status: 409 });
    expect(selectProjectStates(store.getState(), P)).toHaveLength(6);
    expect(store.getState().toasts).toMatchObject([{ title: PROJECT_TEXT.stateNameTaken }]);
  });

  it('updates at once and takes the server version; a failure rolls back', async () => {
    const answer = deferred<State>();
    const update = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(refused());
    const { store } = await storeWithStates({ update });
    const pending = store.getState().updateState(SLUG, P, todo.id, { name: 'To do', color: '#000000' });
    expect(selectState(store.getState(), todo.id)).toMatchObject({ name: 'To do', color: '#000000' });
    answer.resolve({ ...todo, name: 'To do', color: '#000000', updated_at: 'later' });
    await pending;
    expect(selectState(store.getState(), todo.id)?.updated_at).toBe('later');
    const before = selectState(store.getState(), todo.id);
    await expect(store.getState().updateState(SLUG, P, todo.id, { name: 'Nope' })).rejects.toMatchObject({ status: 403 });
    expect(selectState(store.getState(), todo.id)).toEqual(before);
  });

  it('deletes at once and restores the state when the server refuses', async () => {
    const remove = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const { store } = await storeWithStates({ delete: remove });
    const pending = store.getState().deleteState(SLUG, P, ready.id);
    expect(names(selectProjectStates(store.getState(), P))).toEqual(['Backlog', 'Todo', 'Next', 'Done']);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(names(selectProjectStates(store.getState(), P))).toEqual(['Backlog', 'Todo', 'Ready', 'Next', 'Done']);
    await store.getState().deleteState(SLUG, P, ready.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, ready.id);
    expect(selectState(store.getState(), ready.id)).toBeUndefined();
  });

  it('refuses to delete the default state before calling the server', async () => {
    const remove = jest.fn();
    const { store } = await storeWithStates({ delete: remove });
    await expect(store.getState().deleteState(SLUG, P, backlog.id)).rejects.toThrow(PROJECT_TEXT.defaultStateDelete);
    expect(remove).not.toHaveBeenCalled();
    expect(selectDefaultState(store.getState(), P)?.id).toBe(backlog.id);
  });

  describe('markDefaultState', () => {
    it('makes exactly one default at once, clearing the previous', async () => {
      const answer = deferred<State>();
      const markDefault = jest.fn(() => answer.promise);
      const { store } = await storeWithStates({ markDefault });
      const pending = store.getState().markDefaultState(SLUG, P, todo.id);
      const defaults = selectProjectStates(store.getState(), P).filter((s) => s.default);
      expect(defaults.map((s) => s.id)).toEqual([todo.id]);
      answer.resolve({ ...todo, default: true, updated_at: 'later' });
      await pending;
      expect(markDefault).toHaveBeenCalledWith(SLUG, P, todo.id);
      expect(selectDefaultState(store.getState(), P)).toMatchObject({ id: todo.id, updated_at: 'later' });
      expect(selectProjectStates(store.getState(), P).filter((s) => s.default)).toHaveLength(1);
    });

    it('on failure keeps exactly the old default', async () => {
      const { store } = await storeWithStates({ markDefault: () => Promise.reject(refused()) });
      await expect(store.getState().markDefaultState(SLUG, P, done.id)).rejects.toMatchObject({ status: 403 });
      const defaults = selectProjectStates(store.getState(), P).filter((s) => s.default);
      expect(defaults.map((s) => s.id)).toEqual([backlog.id]);
      expect(store.getState().toasts).toHaveLength(1);
    });

    it('does nothing for the state that already is the default', async () => {
      const markDefault = jest.fn();
      const { store } = await storeWithStates({ markDefault });
      await store.getState().markDefaultState(SLUG, P, backlog.id);
      expect(markDefault).not.toHaveBeenCalled();
    });
  });

  describe('moveState', () => {
    it.each([
      ['between two neighbours', { beforeId: todo.id, afterId: ready.id }, next.id, 1500, ['Todo', 'Next', 'Ready']],
      ['first, before the first', { afterId: todo.id }, next.id, 500, ['Next', 'Todo', 'Ready']],
      ['last, after the last', { beforeId: next.id }, todo.id, 13000, ['Ready', 'Next', 'Todo']],
      ['after one neighbour (the next one inferred)', { beforeId: todo.id }, next.id, 1500, ['Todo', 'Next', 'Ready']],
    ])('moves %s within the group', async (_name, target, stateId, sequence, order) => {
      const update = jest.fn(async (_s: string, _p: string, id: string, body: { sequence?: number }) => ({ ...fixtures.state(0), ...selectState(store.getState(), id)!, ...body }));
      const { store } = await storeWithStates({ update });
      await store.getState().moveState(SLUG, P, stateId, target);
      expect(update).toHaveBeenCalledWith(SLUG, P, stateId, { sequence });
      expect(names(selectProjectStatesByGroup(store.getState(), P).unstarted)).toEqual(order);
    });

    it('rolls the sequence back when the server refuses', async () => {
      const { store } = await storeWithStates({ update: () => Promise.reject(refused()) });
      const pending = store.getState().moveState(SLUG, P, next.id, { afterId: todo.id });
      expect(names(selectProjectStatesByGroup(store.getState(), P).unstarted)).toEqual(['Next', 'Todo', 'Ready']);
      await expect(pending).rejects.toMatchObject({ status: 403 });
      expect(names(selectProjectStatesByGroup(store.getState(), P).unstarted)).toEqual(['Todo', 'Ready', 'Next']);
      expect(selectState(store.getState(), next.id)?.sequence).toBe(3000);
    });

    it('sends nothing when the state already sits there or no position is given', async () => {
      const update = jest.fn();
      const { store } = await storeWithStates({ update });
      await store.getState().moveState(SLUG, P, ready.id, { beforeId: todo.id, afterId: next.id });
      await store.getState().moveState(SLUG, P, ready.id, {});
      await store.getState().moveState(SLUG, P, ready.id, { beforeId: ready.id });
      expect(update).not.toHaveBeenCalled();
    });

    it('refuses a neighbour from another group', async () => {
      const update = jest.fn();
      const { store } = await storeWithStates({ update });
      await expect(store.getState().moveState(SLUG, P, ready.id, { afterId: done.id })).rejects.toThrow(PROJECT_TEXT.stateNotFound);
      expect(update).not.toHaveBeenCalled();
    });
  });
});
