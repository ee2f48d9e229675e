import { WORK_ITEM_TEXT } from '@cairn/types';
import type { RelationsResponse } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { P, refused, SLUG, toastTitles, workItemStore } from '../../testing/work-item-store.test-util';
import { selectWorkItemRelations, selectWorkItemRelationsOfType } from './relations.selectors';

const a = fixtures.workItem(1);
const b = fixtures.workItem(2);
const c = fixtures.workItem(3);
const empty = (): RelationsResponse => ({ blocked_by: [], blocking: [], relates_to: [], duplicate: [] });
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

async function relationStore(relations: FakeServicesOverrides['relations'] = {}) {
  const get = jest.fn(async (_s: string, _p: string, id: string) => (id === a.id ? { ...empty(), relates_to: [fixtures.relatedWorkItem(3, 'relates_to')] } : empty()));
  const made = await workItemStore({ relations: { get, ...relations } }, [a, b, c]);
  await made.store.getState().loadWorkItemRelations(SLUG, P, a.id);
  await made.store.getState().loadWorkItemRelations(SLUG, P, b.id);
  get.mockClear();
  return { ...made, get };
}

describe('relations slice', () => {
  it('adds at once on both sides (blocked_by ↔ blocking) and takes the server entries', async () => {
    const answer = deferred<never[]>();
    const create = jest.fn(() => answer.promise);
    const { store } = await relationStore({ create });
    const pending = store.getState().addWorkItemRelations(SLUG, P, a.id, 'blocked_by', [b.id]);
    expect(ids(selectWorkItemRelationsOfType(store.getState(), a.id, 'blocked_by'))).toEqual([b.id]);
    expect(ids(selectWorkItemRelationsOfType(store.getState(), b.id, 'blocking'))).toEqual([a.id]);
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(SLUG, P, a.id, 'blocked_by', [b.id]);
    answer.resolve([{ ...fixtures.relatedWorkItem(2, 'blocked_by'), name: 'Server name' }] as never[]);
    await pending;
    expect(selectWorkItemRelationsOfType(store.getState(), a.id, 'blocked_by')[0].name).toBe('Server name');
  });

  it('on a refused add: rollback, one toast, the relations are refetched (spec §4)', async () => {
    const { store, get } = await relationStore({ create: () => Promise.reject(refused()) });
    await expect(store.getState().addWorkItemRelations(SLUG, P, a.id, 'duplicate', [b.id])).rejects.toMatchObject({ status: 403 });
    expect(selectWorkItemRelationsOfType(store.getState(), a.id, 'duplicate')).toEqual([]);
    expect(selectWorkItemRelationsOfType(store.getState(), b.id, 'duplicate')).toEqual([]);
    expect(get).toHaveBeenCalledWith(SLUG, P, a.id);
    expect(toastTitles(store.getState())).toEqual(['Not allowed']);
  });

  it('removes at once; a refused removal puts it back and refetches', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(answer.promise).mockResolvedValueOnce(undefined);
    const { store, get } = await relationStore({ remove });
    const pending = store.getState().removeWorkItemRelation(SLUG, P, a.id, 'relates_to', c.id);
    expect(selectWorkItemRelationsOfType(store.getState(), a.id, 'relates_to')).toEqual([]);
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(ids(selectWorkItemRelationsOfType(store.getState(), a.id, 'relates_to'))).toEqual([c.id]);
    await store.getState().removeWorkItemRelation(SLUG, P, a.id, 'relates_to', c.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, a.id, 'relates_to', c.id);
    expect(selectWorkItemRelations(store.getState(), a.id)).toEqual(empty());
  });

  it('refuses relating an item to itself', async () => {
    const create = jest.fn();
    const { store } = await relationStore({ create });
    await expect(store.getState().addWorkItemRelations(SLUG, P, a.id, 'relates_to', [a.id])).rejects.toThrow(WORK_ITEM_TEXT.relationSelf);
    expect(create).not.toHaveBeenCalled();
  });
});
