import { ApiError } from '@cairn/services';
import { PROJECT_TEXT } from '@cairn/types';
import type { Label, LabelUpdate } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectLabel, selectLabelTree, selectProjectLabels, selectWorkspaceLabels, type LabelTreeNode } from './labels.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const a = fixtures.label(1, { name: 'a', sort_order: 1000 });
const b = fixtures.label(2, { name: 'b', sort_order: 2000 });
const c = fixtures.label(3, { name: 'c', sort_order: 3000 });
const a1 = fixtures.label(4, { name: 'a1', parent: a.id, sort_order: 100 });
const a2 = fixtures.label(5, { name: 'a2', parent: a.id, sort_order: 200 });
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

async function storeWithLabels(labels: FakeServicesOverrides['labels'] = {}) {
  const made = makeStore({ labels: { list: async () => [a2, c, a, b, a1], ...labels } });
  await made.store.getState().loadProjectLabels(SLUG, P);
  return made;
}
// The tree as nested names, e.g. ['a', ['a1', 'a2']].
const shape = (nodes: readonly LabelTreeNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.label.name, shape(n.children)] : n.label.name));
// An update stub that answers the label as the server would store it.
const byId = new Map([a, b, c, a1, a2].map((l) => [l.id, l]));
const echoUpdate = () => jest.fn(async (_s: string, _p: string, id: string, body: LabelUpdate): Promise<Label> => ({ ...byId.get(id)!, ...body }));

describe('labels slice', () => {
  it('builds a tree sorted by sort_order at every level, with a stable answer', async () => {
    const { store } = await storeWithLabels();
    expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['a1', 'a2']], 'b', 'c']);
    expect(selectLabelTree(store.getState(), P)).toBe(selectLabelTree(store.getState(), P));
    expect(selectLabelTree(store.getState(), 'other')).toEqual([]);
  });

  it('shows labels with an unknown parent or in a loop at the top level instead of losing them', async () => {
    const x = fixtures.label(6, { name: 'x', parent: fixtures.id(9999), sort_order: 1 });
    const y = fixtures.label(7, { name: 'y', parent: fixtures.id(708), sort_order: 2 });
    const z = fixtures.label(8, { name: 'z', parent: fixtures.id(707), sort_order: 3 });
    const { store } = makeStore({ labels: { list: async () => [x, y, z] } });
    await store.getState().loadProjectLabels(SLUG, P);
    expect(shape(selectLabelTree(store.getState(), P))).toEqual(['x', ['y', ['z']]]);
  });

  it('loads the workspace labels', async () => {
    const { store } = makeStore({ labels: { listWorkspace: async () => [a, b] } });
    await store.getState().loadWorkspaceLabels(SLUG);
    expect(selectWorkspaceLabels(store.getState(), SLUG)).toEqual([a, b]);
  });

  it('creates a label after the server answers; a taken name adds nothing', async () => {
    const d = fixtures.label(9, { name: 'd', sort_order: 13000 });
    const create = jest.fn().mockResolvedValueOnce(d).mockRejectedValueOnce(new ApiError(409, { error: PROJECT_TEXT.labelNameTaken, error_code: 'LABEL_NAME_TAKEN' }));
    const { store } = await storeWithLabels({ create });
    await store.getState().createLabel(SLUG, P, { name: 'd' });
    expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['a1', 'a2']], 'b', 'c', 'd']);
    await expect(store.getState().createLabel(SLUG, P, { name: 'd' })).rejects.toMatchObject({ status: 409 });
    expect(selectProjectLabels(store.getState(), P)).toHaveLength(6);
  });

  it('updates at once and rolls back a refused update', async () => {
    const update = jest.fn().mockImplementationOnce(async () => ({ ...b, name: 'bee', color: '#000000' })).mockRejectedValueOnce(refused());
    const { store } = await storeWithLabels({ update });
    const pending = store.getState().updateLabel(SLUG, P, b.id, { name: 'bee', color: '#000000' });
    expect(selectLabel(store.getState(), b.id)).toMatchObject({ name: 'bee', color: '#000000' });
    await pending;
    await expect(store.getState().updateLabel(SLUG, P, b.id, { name: 'nope' })).rejects.toMatchObject({ status: 403 });
    expect(selectLabel(store.getState(), b.id)).toMatchObject({ name: 'bee' });
  });

  it('refuses an update that would make a label its own ancestor', async () => {
    const update = jest.fn();
    const { store } = await storeWithLabels({ update });
    await expect(store.getState().updateLabel(SLUG, P, a.id, { parent: a1.id })).rejects.toThrow(PROJECT_TEXT.labelLoop);
    await expect(store.getState().updateLabel(SLUG, P, a.id, { parent: a.id })).rejects.toThrow(PROJECT_TEXT.labelLoop);
    expect(update).not.toHaveBeenCalled();
  });

  it('deletes at once, moving the children up to the parent; a failure puts everything back', async () => {
    const answer = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(answer.promise).mockResolvedValueOnce(undefined);
    const { store } = await storeWithLabels({ delete: remove });
    const pending = store.getState().deleteLabel(SLUG, P, a.id);
    expect(shape(selectLabelTree(store.getState(), P))).toEqual(['a1', 'a2', 'b', 'c']);
    expect(selectLabel(store.getState(), a1.id)?.parent).toBeNull();
    answer.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['a1', 'a2']], 'b', 'c']);
    await store.getState().deleteLabel(SLUG, P, a1.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, a1.id);
    expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['a2']], 'b', 'c']);
  });

  describe('moveLabel', () => {
    it.each([
      ['first (half the next)', c.id, { afterId: a.id }, { sort_order: 500 }, ['c', ['a', ['a1', 'a2']], 'b']],
      ['last (previous + 10000)', a.id, { beforeId: c.id }, { sort_order: 13000 }, ['b', 'c', ['a', ['a1', 'a2']]]],
      ['between (the midpoint)', c.id, { beforeId: a.id, afterId: b.id }, { sort_order: 1500 }, [['a', ['a1', 'a2']], 'c', 'b']],
      ['between, the other side inferred', c.id, { beforeId: a.id }, { sort_order: 1500 }, [['a', ['a1', 'a2']], 'c', 'b']],
      ['into a new parent, last among its children', b.id, { parentId: a.id }, { parent: a.id, sort_order: 10200 }, [['a', ['a1', 'a2', 'b']], 'c']],
      ['into a new parent at a position', b.id, { parentId: a.id, afterId: a1.id }, { parent: a.id, sort_order: 50 }, [['a', ['b', 'a1', 'a2']], 'c']],
      ['into an empty parent (alone)', b.id, { parentId: c.id }, { parent: c.id, sort_order: 65535 }, [['a', ['a1', 'a2']], ['c', ['b']]]],
      ['out to the top level', a2.id, { parentId: null, beforeId: a.id, afterId: b.id }, { parent: null, sort_order: 1500 }, [['a', ['a1']], 'a2', 'b', 'c']],
    ])('%s', async (_name, labelId, target, body, tree) => {
      const update = echoUpdate();
      const { store } = await storeWithLabels({ update });
      const pending = store.getState().moveLabel(SLUG, P, labelId, target);
      expect(shape(selectLabelTree(store.getState(), P))).toEqual(tree);
      await pending;
      expect(update).toHaveBeenCalledWith(SLUG, P, labelId, body);
      expect(shape(selectLabelTree(store.getState(), P))).toEqual(tree);
    });

    it.each([
      ['no parent and no position', {}],
      ['the same parent and no position', { parentId: a.id }],
      ['nulls only', { beforeId: null, afterId: null }],
      ['already between these neighbours', { beforeId: a1.id }],
      ['dropped on itself', { afterId: a2.id }],
    ])('does nothing for %s (spec §5)', async (_name, target) => {
      const update = jest.fn();
      const { store } = await storeWithLabels({ update });
      const before = selectLabelTree(store.getState(), P);
      await store.getState().moveLabel(SLUG, P, a2.id, target);
      expect(update).not.toHaveBeenCalled();
      expect(selectLabelTree(store.getState(), P)).toBe(before);
    });

    it('rolls parent and sort_order back when the server refuses', async () => {
      const { store } = await storeWithLabels({ update: () => Promise.reject(refused()) });
      const pending = store.getState().moveLabel(SLUG, P, b.id, { parentId: a.id, afterId: a1.id });
      expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['b', 'a1', 'a2']], 'c']);
      await expect(pending).rejects.toMatchObject({ status: 403 });
      expect(selectLabel(store.getState(), b.id)).toEqual(b);
      expect(shape(selectLabelTree(store.getState(), P))).toEqual([['a', ['a1', 'a2']], 'b', 'c']);
      expect(store.getState().toasts).toHaveLength(1);
    });

    it('refuses a move under its own descendant or next to a label of another parent', async () => {
      const update = jest.fn();
      const { store } = await storeWithLabels({ update });
      await expect(store.getState().moveLabel(SLUG, P, a.id, { parentId: a2.id })).rejects.toThrow(PROJECT_TEXT.labelLoop);
      await expect(store.getState().moveLabel(SLUG, P, c.id, { afterId: a1.id })).rejects.toThrow(PROJECT_TEXT.labelNotFound);
      await expect(store.getState().moveLabel(SLUG, P, c.id, { parentId: fixtures.id(9999) })).rejects.toThrow(PROJECT_TEXT.labelNotFound);
      expect(update).not.toHaveBeenCalled();
    });
  });
});
