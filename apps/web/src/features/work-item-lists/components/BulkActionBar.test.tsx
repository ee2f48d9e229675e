jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type WorkItem } from '@cairn/types';
import { cycleFixtures, fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { listSetup, withDisplay } from '../testing/list-setup.test-util';

// Bulk operations (issue 13): a checkbox per list and spreadsheet row, a bar of pickers while items are selected,
// one store bulk call per project.

jest.setTimeout(20000);
beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const items = [1, 2, 3, 4].map((n) => testWorkItem(n, { name: `Task ${n}` }));
const box = (n: number) => screen.getByRole('checkbox', { name: `Select WEB-${n} Task ${n}` });
const bar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });

function setup(over: Parameters<typeof listSetup>[0] = { items }) {
  const bulkOperation = jest.fn(async () => undefined);
  const bulkArchive = jest.fn(async () => ({ archived_at: '2025-02-01T00:00:00Z' }));
  const bulkDelete = jest.fn(async () => undefined);
  const setup = listSetup({ ...over, workItems: { bulkOperation, bulkArchive, bulkDelete, ...over.workItems } });
  return { ...setup, bulkOperation, bulkArchive, bulkDelete };
}

async function choose(select: string, option: string) {
  fireEvent.click(within(bar()).getByRole('button', { name: new RegExp(`^${select}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('bulk selection in the list layout', () => {
  it('two selected rows get a priority in one bulk call; the selection stays', async () => {
    const { services, bulkOperation } = setup();
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    fireEvent.click(box(1));
    fireEvent.click(box(3));
    expect(bar()).toHaveTextContent('2 selected');
    await choose('Priority', 'High');
    await waitFor(() => expect(bulkOperation).toHaveBeenCalledTimes(1));
    expect(bulkOperation).toHaveBeenCalledWith('ws-1', testProject.id, { issue_ids: [items[0].id, items[2].id], properties: { priority: 'high' } });
    expect(bar()).toHaveTextContent('2 selected');
    expect(box(1)).toBeChecked();
  });

  it('Shift selects the range from the last toggled row; "select all" takes every loaded row; Clear empties it', async () => {
    const { services } = setup();
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    fireEvent.click(box(1));
    fireEvent.click(box(3), { shiftKey: true });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).checked)).toEqual([true, true, true, false]);
    // A Shift-click that unchecks unchecks the range from the last toggled row (3) too.
    fireEvent.click(box(2), { shiftKey: true });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).checked)).toEqual([true, false, false, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded work items' }));
    expect(bar()).toHaveTextContent('4 selected');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(box(1)).not.toBeChecked();
  });

  it('the cycle picker sends cycle_id ("No cycle" sends null) and leaves completed cycles out', async () => {
    const sprint = cycleFixtures.cycle(1, { name: 'Sprint 7', project_id: testProject.id });
    const done = cycleFixtures.cycle(2, { name: 'Sprint 6', project_id: testProject.id, status: 'completed' });
    const { services, bulkOperation } = setup({ items, cycles: { list: jest.fn(async () => [sprint, done]) } });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    fireEvent.click(box(2));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: /^Cycle/ })).toBeInTheDocument());
    fireEvent.click(within(bar()).getByRole('button', { name: /^Cycle/ }));
    expect(await screen.findByRole('option', { name: 'No cycle' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sprint 6' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Sprint 7' }));
    await waitFor(() => expect(bulkOperation).toHaveBeenCalledWith('ws-1', testProject.id, { issue_ids: [items[1].id], properties: { cycle_id: sprint.id } }));
    await choose('Cycle', 'No cycle');
    await waitFor(() => expect(bulkOperation).toHaveBeenLastCalledWith('ws-1', testProject.id, { issue_ids: [items[1].id], properties: { cycle_id: null } }));
  });

  it('labels are set from a panel of checkboxes with Apply', async () => {
    const bug = fixtures.label(1, { name: 'Bug', project_id: testProject.id });
    const { services, bulkOperation } = setup({ items, labels: { list: jest.fn(async () => [bug]) } });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    fireEvent.click(box(1));
    fireEvent.click(within(bar()).getByRole('button', { name: /^Labels/ }));
    const panel = await screen.findByRole('dialog', { name: 'Set the labels of 1 work item' });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Bug' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bulkOperation).toHaveBeenCalledWith('ws-1', testProject.id, { issue_ids: [items[0].id], properties: { label_ids: [bug.id] } }));
    expect(screen.queryByRole('dialog', { name: 'Set the labels of 1 work item' })).not.toBeInTheDocument();
  });

  it('archive clears the selection; delete asks first', async () => {
    const { services, bulkArchive, bulkDelete } = setup();
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    fireEvent.click(box(1));
    fireEvent.click(box(2));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(bulkArchive).toHaveBeenCalledWith('ws-1', testProject.id, [items[0].id, items[1].id]));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
    fireEvent.click(box(3));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 work item?' });
    expect(bulkDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete work item' }));
    await waitFor(() => expect(bulkDelete).toHaveBeenCalledWith('ws-1', testProject.id, [items[2].id]));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('guests (a read-only list) get no checkboxes', async () => {
    const { services } = setup({ items, projectRole: ROLE.GUEST, workspaceRole: ROLE.GUEST });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Task 1' });
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).not.toBeInTheDocument();
  });
});

describe('bulk selection in the spreadsheet', () => {
  it('a first column of checkboxes; the header checkbox selects every loaded row', async () => {
    const { services, bulkOperation } = setup({ items, properties: withDisplay({ layout: 'spreadsheet' }) });
    renderApp(listPath, services);
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(box(1)).toBeInTheDocument());
    expect(within(grid).getAllByRole('columnheader')[0]).toContainElement(screen.getByRole('checkbox', { name: 'Select all loaded work items' }));
    expect(box(1)).toHaveAttribute('data-col', '0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded work items' }));
    expect(bar()).toHaveTextContent('4 selected');
    await choose('Priority', 'Low');
    await waitFor(() => expect(bulkOperation).toHaveBeenCalledWith('ws-1', testProject.id, { issue_ids: items.map((i) => i.id), properties: { priority: 'low' } }));
  });

  it('keyboard: the checkbox column is part of the grid (arrows reach it, Enter toggles)', async () => {
    const { services } = setup({ items, properties: withDisplay({ layout: 'spreadsheet' }) });
    renderApp(listPath, services);
    await screen.findByRole('grid');
    const key = await screen.findByText('WEB-2');
    const cell = key.closest<HTMLElement>('[data-cell]')!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'ArrowLeft' });
    await waitFor(() => expect(box(2)).toHaveFocus());
    fireEvent.keyDown(box(2), { key: 'Enter' });
    expect(box(2)).toBeChecked();
    expect(bar()).toHaveTextContent('1 selected');
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    await waitFor(() => expect(cell).toHaveFocus());
  });

  it('items of several projects: project-specific pickers are off and say why; priority goes to each project', async () => {
    const other = fixtures.project(2, { name: 'Backend', identifier: 'API', member_role: ROLE.ADMIN, is_member: true });
    const mine = { ...testProject, member_role: ROLE.ADMIN, is_member: true };
    const theirs: WorkItem = fixtures.workItem(9, { name: 'Task 9', project_id: other.id, state_id: items[0].state_id, state__group: 'unstarted' });
    const { services, bulkOperation } = setup({ items: [items[0], theirs], projects: { list: async () => [mine, other] } });
    renderApp('/ws-1/workspace-views/all-issues', services);
    await screen.findByRole('grid');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all loaded work items' }));
    expect(bar()).toHaveTextContent('2 selected');
    const state = within(bar()).getByRole('button', { name: 'State' });
    expect(state).toHaveAttribute('aria-disabled', 'true');
    expect(state).toHaveAccessibleDescription(/2 projects/);
    expect(within(bar()).getByRole('button', { name: 'Labels' })).toHaveAttribute('aria-disabled', 'true');
    await choose('Priority', 'Urgent');
    await waitFor(() => expect(bulkOperation).toHaveBeenCalledTimes(2));
    expect(bulkOperation).toHaveBeenCalledWith('ws-1', testProject.id, { issue_ids: [items[0].id], properties: { priority: 'urgent' } });
    expect(bulkOperation).toHaveBeenCalledWith('ws-1', other.id, { issue_ids: [theirs.id], properties: { priority: 'urgent' } });
  });
});
