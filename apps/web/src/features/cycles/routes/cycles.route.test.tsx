import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, PLANNING_TEXT } from '@cairn/types';
import { cycleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { cycles, cycleServices, cyclesUrl, dayFrom, someoneElse } from '../testing/cycle-services';

beforeEach(() => window.localStorage.clear());

const menuOf = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('cycles page', () => {
  it('opens on the Active tab with the active cycle\'s overview; the other tabs list their cycles', async () => {
    const { router } = renderApp(cyclesUrl(), cycleServices());
    const active = await screen.findByRole('tab', { name: /Active/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Sprint 5' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Overview of Sprint 5' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Points' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('link', { name: 'Sprint 6' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Upcoming/ }));
    expect(await screen.findByRole('link', { name: 'Sprint 6' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Someday' })).toBeInTheDocument();
    expect(screen.getByText('Drafts without dates')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=upcoming');

    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(await screen.findByRole('link', { name: 'Sprint 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sprint 5' })).toBeNull();
  });

  it('shows an empty state with "New cycle" when no cycle is active', async () => {
    renderApp(cyclesUrl(), cycleServices({ list: [cycles.upcoming] }));
    expect(await screen.findByRole('heading', { name: 'No active cycle' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New cycle' }).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses overlapping dates in the create dialog with the overlap text, then creates', async () => {
    const checkDates = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const create = jest.fn(async (_s: string, _p: string, body: { id?: string; name: string }) => cycleFixtures.cycle(9, { ...body, id: body.id, status: 'upcoming' } as never));
    renderApp(cyclesUrl(), cycleServices({ cycles: { checkDates, create } }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'New cycle' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New cycle' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Sprint 7' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: dayFrom(0) } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: dayFrom(5) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cycle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PLANNING_TEXT.cycleDatesOverlap);
    expect(checkDates).toHaveBeenCalledWith('ws-1', testProject.id, { start_date: dayFrom(0), end_date: dayFrom(5) });
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: dayFrom(30) } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: dayFrom(40) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cycle' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][2]).toMatchObject({ name: 'Sprint 7', start_date: dayFrom(30), end_date: dayFrom(40), owned_by_id: cycles.active.owned_by_id });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New cycle' })).toBeNull());
  });

  it('toggles a favorite from the row', async () => {
    const favorite = jest.fn().mockResolvedValue({ id: 'f', cycle: cycles.active.id, created_at: '' });
    renderApp(cyclesUrl(), cycleServices({ cycles: { favorite } }));
    const star = await screen.findByRole('button', { name: 'Add Sprint 5 to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Remove Sprint 5 from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(favorite).toHaveBeenCalledWith('ws-1', testProject.id, cycles.active.id);
    // The sidebar's Favorites list the cycle now.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Sprint 5' })).toHaveLength(2));
  });

  it('offers Archive only for completed cycles, and archives after confirming', async () => {
    const archive = jest.fn().mockResolvedValue({ archived_at: new Date().toISOString() });
    renderApp(cyclesUrl(), cycleServices({ cycles: { archive } }));
    const activeMenu = await menuOf('Sprint 5');
    expect(within(activeMenu).queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    expect(within(activeMenu).getByRole('menuitem', { name: 'Edit cycle' })).toBeInTheDocument();
    fireEvent.keyDown(activeMenu, { key: 'Escape' });

    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    const doneMenu = await menuOf('Sprint 4');
    fireEvent.click(within(doneMenu).getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this cycle?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive cycle' }));
    await waitFor(() => expect(archive).toHaveBeenCalledWith('ws-1', testProject.id, cycles.completed.id));
    expect(await screen.findByRole('heading', { name: 'No completed cycles yet' })).toBeInTheDocument();
  });

  it('transfers the unfinished work items of a completed cycle to a cycle that has not ended', async () => {
    const transferIssues = jest.fn().mockResolvedValue({ moved: 3 });
    renderApp(cyclesUrl('completed'), cycleServices({ cycles: { transferIssues } }));
    const menu = await menuOf('Sprint 4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Transfer work items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer work items' });
    expect(within(dialog).getByText(/3 unfinished work items of Sprint 4 move/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Transfer 3 work items' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Sprint 5'), expect.stringContaining('Sprint 6'), expect.stringContaining('Someday'),
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Sprint 6/ }));
    fireEvent.click(submit);
    await waitFor(() => expect(transferIssues).toHaveBeenCalledWith('ws-1', testProject.id, cycles.completed.id, cycles.upcoming.id));
    expect(await screen.findByText('3 work items moved to Sprint 6')).toBeInTheDocument();
  });

  it('shows guests no create, edit or delete controls, and members no delete for cycles they did not create', async () => {
    const { unmount } = renderApp(cyclesUrl(), cycleServices({ projectRole: ROLE.GUEST }));
    await screen.findByRole('link', { name: 'Sprint 5' });
    expect(screen.queryByRole('button', { name: 'New cycle' })).toBeNull();
    const guestMenu = await menuOf('Sprint 5');
    expect(within(guestMenu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link']);
    unmount();

    const theirs = { ...cycles.active, created_by: someoneElse };
    renderApp(cyclesUrl(), cycleServices({ projectRole: ROLE.MEMBER, list: [theirs, cycles.upcoming] }));
    await screen.findByRole('link', { name: 'Sprint 5' });
    expect(screen.getAllByRole('button', { name: 'New cycle' }).length).toBeGreaterThan(0);
    const memberMenu = await menuOf('Sprint 5');
    expect(within(memberMenu).getByRole('menuitem', { name: 'Edit cycle' })).toBeInTheDocument();
    expect(within(memberMenu).queryByRole('menuitem', { name: 'Delete cycle' })).toBeNull();
  });
});
