import { HOME_REORDER_STEP } from '@cairn/types';
import type { Sticky } from '@cairn/types';
import { deferred, flush } from '../../testing/test-store.test-util';
import { selectStickies } from './home.selectors';
import { homeStore, refused, SLUG, sticky, stickyPage } from './home.test-util';

const names = (list: readonly Sticky[]) => list.map((s) => s.name);
// Loaded list (sort_order descending): A 30000, B 20000, C 10000.
const a = sticky(1, 30_000, { name: 'A' });
const b = sticky(2, 20_000, { name: 'B' });
const c = sticky(3, 10_000, { name: 'C' });

async function loaded(home: Parameters<typeof homeStore>[0] = {}) {
  const made = homeStore({ listStickies: async () => stickyPage([b, c, a]), ...home });
  await made.store.getState().loadStickies(SLUG);
  return made;
}

describe('stickies', () => {
  it('lists the first page sorted by sort_order descending, and searches', async () => {
    const listStickies = jest.fn().mockResolvedValueOnce(stickyPage([b, c, a], { next_page_results: true })).mockResolvedValueOnce(stickyPage([b]));
    const { store } = await loaded({ listStickies });
    expect(listStickies).toHaveBeenCalledWith(SLUG, { cursor: '20:0:0', per_page: 20 });
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['A', 'B', 'C']);
    expect(store.getState().stickyNextCursorBySlug[SLUG]).toBe('20:1:0');
    await store.getState().loadStickies(SLUG, 'b');
    expect(listStickies).toHaveBeenLastCalledWith(SLUG, { cursor: '20:0:0', per_page: 20, query: 'b' });
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['B']);
  });

  it('creates nothing while the add-new flag is off (spec §5)', async () => {
    const createSticky = jest.fn();
    const { store } = await loaded({ createSticky });
    await expect(store.getState().createSticky(SLUG, { name: 'No' })).resolves.toBeUndefined();
    expect(createSticky).not.toHaveBeenCalled();
    expect(selectStickies(store.getState(), SLUG)).toHaveLength(3);
  });

  it('with the flag on, prepends the new sticky (top sort_order + 10000), makes it active and recent, and uses the flag up', async () => {
    const createSticky = jest.fn(async (_s: string, body: Partial<Sticky>) => sticky(9, body.sort_order ?? 0, { ...body, id: body.id ?? '' }));
    const { store } = await loaded({ createSticky } as never);
    store.getState().setStickyAddNew(true);
    const pending = store.getState().createSticky(SLUG, { name: 'New' });
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['New', 'A', 'B', 'C']);
    expect(store.getState()).toMatchObject({ activeStickyId: 'id-1', recentStickyId: 'id-1', stickyAddNew: false });
    await pending;
    expect(createSticky).toHaveBeenCalledWith(SLUG, { id: 'id-1', sort_order: 30_000 + HOME_REORDER_STEP, name: 'New' });
    await expect(store.getState().createSticky(SLUG)).resolves.toBeUndefined(); // the flag was used up
    expect(createSticky).toHaveBeenCalledTimes(1);
  });

  it('a refused create removes the sticky and turns the flag back on', async () => {
    const { store } = await loaded({ createSticky: () => Promise.reject(refused()) });
    store.getState().setStickyAddNew(true);
    await expect(store.getState().createSticky(SLUG)).rejects.toMatchObject({ status: 403 });
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['A', 'B', 'C']);
    expect(store.getState()).toMatchObject({ activeStickyId: null, stickyAddNew: true });
  });

  it('autosave: edits show at once and are sent as one PATCH', async () => {
    const updateSticky = jest.fn(async (_s: string, _id: string, body: Partial<Sticky>) => ({ ...a, ...body }));
    const { store } = await loaded({ updateSticky } as never);
    const first = store.getState().editSticky(SLUG, a.id, { name: 'A1' });
    const second = store.getState().editSticky(SLUG, a.id, { description_html: '<p>x</p>' });
    expect(store.getState().stickiesById[a.id]).toMatchObject({ name: 'A1', description_html: '<p>x</p>' });
    expect(updateSticky).not.toHaveBeenCalled();
    store.getState().flushStickyEdits();
    await Promise.all([first, second]);
    expect(updateSticky).toHaveBeenCalledTimes(1);
    expect(updateSticky).toHaveBeenCalledWith(SLUG, a.id, { name: 'A1', description_html: '<p>x</p>' });
    expect(store.getState().recentStickyId).toBe(a.id);
  });

  it('autosave waits about a second before it sends', async () => {
    jest.useFakeTimers();
    try {
      const updateSticky = jest.fn(async () => a);
      const { store } = await loaded({ updateSticky });
      void store.getState().editSticky(SLUG, a.id, { name: 'A1' });
      jest.advanceTimersByTime(900);
      void store.getState().editSticky(SLUG, a.id, { name: 'A2' });
      jest.advanceTimersByTime(900);
      expect(updateSticky).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      expect(updateSticky).toHaveBeenCalledWith(SLUG, a.id, { name: 'A2' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refused autosave rolls every edit of the batch back with one toast', async () => {
    const { store } = await loaded({ updateSticky: () => Promise.reject(refused()) });
    const first = store.getState().editSticky(SLUG, a.id, { name: 'A1' });
    const second = store.getState().editSticky(SLUG, a.id, { name: 'A2' });
    store.getState().flushStickyEdits();
    await expect(first).rejects.toMatchObject({ status: 403 });
    await expect(second).rejects.toMatchObject({ status: 403 });
    expect(store.getState().stickiesById[a.id]?.name).toBe('A');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('changes the colour at once; a refusal restores it', async () => {
    const gate = deferred<Sticky>();
    const { store } = await loaded({ updateSticky: () => gate.promise });
    const pending = store.getState().updateSticky(SLUG, b.id, { background_color: 'peach' });
    expect(store.getState().stickiesById[b.id]?.background_color).toBe('peach');
    gate.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(store.getState().stickiesById[b.id]?.background_color).toBe('');
  });

  it('deletes a sticky; a refusal brings it back in place', async () => {
    const deleteSticky = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const { store } = await loaded({ deleteSticky });
    await expect(store.getState().deleteSticky(SLUG, b.id)).rejects.toMatchObject({ status: 403 });
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['A', 'B', 'C']);
    await store.getState().deleteSticky(SLUG, b.id);
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['A', 'C']);
  });

  it.each([
    ['C above B (neighbour above A) → midpoint of B and A', c, b, 'above', 25_000, ['A', 'C', 'B']],
    ['C above A (no neighbour above) → A + 10000', c, a, 'above', 40_000, ['C', 'A', 'B']],
    ['A below C → C - 10000', a, c, 'below', 0, ['B', 'C', 'A']],
    ['A below B → B - 10000 (the rule ignores the row below)', a, b, 'below', 10_000, ['B', 'A', 'C']],
  ] as const)('drag reorder with the spec rule: %s', async (_name, source, target, position, expected, order) => {
    const updateSticky = jest.fn(async (_s: string, _id: string, body: Partial<Sticky>) => ({ ...source, ...body }));
    const { store } = await loaded({ updateSticky } as never);
    await expect(store.getState().moveSticky(SLUG, source.id, target.id, position)).resolves.toBe(true);
    expect(updateSticky).toHaveBeenCalledWith(SLUG, source.id, { sort_order: expected });
    // Equal sort_orders keep the previous relative order (a stable sort).
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(order);
  });

  it('a failed move reverts the order', async () => {
    const gate = deferred<Sticky>();
    const { store } = await loaded({ updateSticky: () => gate.promise });
    const pending = store.getState().moveSticky(SLUG, c.id, a.id, 'above');
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['C', 'A', 'B']);
    gate.reject(refused());
    await expect(pending).rejects.toMatchObject({ status: 403 });
    await flush();
    expect(names(selectStickies(store.getState(), SLUG))).toEqual(['A', 'B', 'C']);
    await expect(store.getState().moveSticky(SLUG, c.id, c.id, 'above')).resolves.toBe(false);
  });
});
