jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Sticky } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { homeServices, homeSticky, stickyPage } from '../testing/home-services';

beforeEach(() => window.localStorage.clear());

// Shown top first (sort_order descending): A 30000, B 20000, C 10000.
const a = homeSticky(1, 30_000, { name: 'A' });
const b = homeSticky(2, 20_000, { name: 'B' });
const c = homeSticky(3, 10_000, { name: 'C' });
const names = () => within(screen.getByRole('list', { name: 'Stickies' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const answer = jest.fn(async (_s: string, id: string, body: Partial<Sticky>) => ({ ...[a, b, c].find((s) => s.id === id)!, ...body }));

function setup(home: Parameters<typeof homeServices>[0] = {}) {
  const listStickies = jest.fn(async (_s: string, q: { query?: string }) => stickyPage(q.query ? [b] : [c, a, b]));
  const utils = renderApp('/ws-1/stickies', homeServices({ listStickies, updateSticky: answer, ...home } as never));
  return { ...utils, listStickies };
}

describe('stickies page', () => {
  it('lists the stickies by sort_order descending and searches', async () => {
    const { listStickies } = setup();
    await screen.findByRole('listitem', { name: 'A' });
    expect(names()).toEqual(['A', 'B', 'C']);
    expect(listStickies).toHaveBeenCalledWith('ws-1', { cursor: '20:0:0', per_page: 20 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stickies' }), { target: { value: 'b' } });
    await waitFor(() => expect(listStickies).toHaveBeenLastCalledWith('ws-1', { cursor: '20:0:0', per_page: 20, query: 'b' }));
    await waitFor(() => expect(names()).toEqual(['B']));
  });

  it('"+" turns the add-new flag on and creates one sticky on top', async () => {
    const createSticky = jest.fn(async (_s: string, body: Partial<Sticky>) => homeSticky(9, body.sort_order ?? 0, { name: '', ...body, id: body.id! }));
    const { store } = setup({ createSticky } as never);
    await screen.findByRole('listitem', { name: 'A' });
    // Without the flag the store creates nothing.
    await store.getState().createSticky('ws-1');
    expect(createSticky).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add sticky' }));
    await waitFor(() => expect(createSticky).toHaveBeenCalledTimes(1));
    expect(createSticky.mock.calls[0]![1]).toMatchObject({ sort_order: 40_000 });
    expect(names()).toEqual(['Untitled sticky', 'A', 'B', 'C']);
    expect(store.getState().stickyAddNew).toBe(false);
  });

  it('moves a sticky with the keyboard buttons (spec rule) and reverts a failed move', async () => {
    const updateSticky = jest.fn().mockImplementationOnce(answer).mockRejectedValueOnce(new Error('offline'));
    setup({ updateSticky });
    await screen.findByRole('listitem', { name: 'C' });
    fireEvent.click(screen.getByRole('button', { name: 'Move C up' }));
    // Above B, below A: the midpoint.
    await waitFor(() => expect(updateSticky).toHaveBeenCalledWith('ws-1', c.id, { sort_order: 25_000 }));
    await waitFor(() => expect(names()).toEqual(['A', 'C', 'B']));
    fireEvent.click(screen.getByRole('button', { name: 'Move A down' }));
    await waitFor(() => expect(updateSticky).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(names()).toEqual(['A', 'C', 'B']));
  });

  it('edits the title with autosave (one PATCH after a pause)', async () => {
    const updateSticky = jest.fn(answer);
    setup({ updateSticky });
    // The drag layer (its own chunk) replaces the plain grid once loaded: each card gets a handle.
    await screen.findByRole('button', { name: 'Drag B' });
    const card = screen.getByRole('listitem', { name: 'B' });
    const title = within(card).getByRole('textbox', { name: 'Sticky title' });
    fireEvent.change(title, { target: { value: 'Be' } });
    fireEvent.change(title, { target: { value: 'Bee' } });
    expect(updateSticky).not.toHaveBeenCalled();
    await waitFor(() => expect(updateSticky).toHaveBeenCalledWith('ws-1', b.id, { name: 'Bee' }), { timeout: 2500 });
    expect(updateSticky).toHaveBeenCalledTimes(1);
  });

  it('changes the colour and deletes after confirming', async () => {
    const deleteSticky = jest.fn(async () => undefined);
    const updateSticky = jest.fn(answer);
    setup({ updateSticky, deleteSticky });
    await screen.findByRole('button', { name: 'Drag A' });
    const card = screen.getByRole('listitem', { name: 'A' });
    fireEvent.click(within(card).getByRole('radio', { name: 'Green' }));
    await waitFor(() => expect(updateSticky).toHaveBeenCalledWith('ws-1', a.id, { background_color: 'green' }));
    expect(card).toHaveAttribute('data-color', 'green');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sticky?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteSticky).toHaveBeenCalledWith('ws-1', a.id));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'A' })).toBeNull());
  });
});
