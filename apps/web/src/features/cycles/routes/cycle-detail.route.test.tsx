import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CYCLE_SIDEBAR_COLLAPSED_KEY, ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { cycles, cycleServices, cycleUrl, cyclesUrl } from '../testing/cycle-services';

beforeEach(() => window.localStorage.clear());

const inCycle = fixtures.workItem(1, { name: 'Write the launch post', cycle_id: cycles.active.id });
const outside = fixtures.workItem(2, { name: 'Fix the footer' });

describe('cycle detail', () => {
  it('shows the cycle\'s work items beside its sidebar, and keeps the sidebar collapsed after a reload', async () => {
    const services = cycleServices({ items: [inCycle] });
    const first = renderApp(cycleUrl(cycles.active.id), services);
    expect(await screen.findByText('Write the launch post')).toBeInTheDocument();
    const sidebar = await screen.findByRole('complementary', { name: 'Cycle details' });
    expect(within(sidebar).getByRole('figure', { name: 'Burndown' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('radio', { name: 'Points' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'Work items' }));
    expect(within(sidebar).getByRole('radio', { name: 'Work items' })).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(screen.getAllByRole('button', { name: 'Hide the cycle details' })[0]);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Cycle details' })).toBeNull());
    expect(window.localStorage.getItem(CYCLE_SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();

    renderApp(cycleUrl(cycles.active.id), services);
    expect(await screen.findByRole('button', { name: 'Show the cycle details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Cycle details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the cycle details' }));
    expect(await screen.findByRole('complementary', { name: 'Cycle details' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CYCLE_SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('adds existing work items picked in the dialog', async () => {
    const addIssues = jest.fn(async (_s: string, _p: string, cycleId: string, ids: string[]) => ids.map((id) => ({ ...outside, id, cycle_id: cycleId })));
    const search = jest.fn(async () => ({ results: [inCycle, outside], total_count: 2, next_cursor: '', prev_cursor: '', next_page_results: false }));
    renderApp(cycleUrl(cycles.active.id), cycleServices({ items: [inCycle], cycles: { addIssues }, workItems: { list: search } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add existing work items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work items to Sprint 5' });
    const option = await within(dialog).findByText('Fix the footer');
    expect(within(dialog).queryByText('Write the launch post')).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cycle' }));
    await waitFor(() => expect(addIssues).toHaveBeenCalledWith('ws-1', testProject.id, cycles.active.id, [outside.id]));
    expect(await screen.findByText('1 work item added to Sprint 5')).toBeInTheDocument();
  });

  it('says so when the cycle does not exist', async () => {
    renderApp(cycleUrl(fixtures.id(7999)), cycleServices());
    expect(await screen.findByRole('heading', { name: 'Cycle not found' })).toBeInTheDocument();
  });

  it('leaves for the cycles page after deleting the cycle on screen', async () => {
    const del = jest.fn().mockResolvedValue(undefined);
    const { router } = renderApp(cycleUrl(cycles.upcoming.id), cycleServices({ cycles: { delete: del } }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Sprint 6' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete cycle' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this cycle?' })).getByRole('button', { name: 'Delete cycle' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', testProject.id, cycles.upcoming.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(cyclesUrl()));
  });

  it('gives guests no way to add items or edit', async () => {
    renderApp(cycleUrl(cycles.active.id), cycleServices({ projectRole: ROLE.GUEST, items: [inCycle] }));
    expect(await screen.findByText('Write the launch post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add existing work items' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Sprint 5' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link']);
  });
});
