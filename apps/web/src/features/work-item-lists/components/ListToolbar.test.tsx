jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { doneState, testWorkItem, todoState } from '../../../testing/work-item-services';
import { defaultProperties } from '../../../testing/work-item-list-services';
import { listSetup, withDisplay } from '../testing/list-setup.test-util';

jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const urgent = testWorkItem(1, { name: 'Fix the login page', priority: 'urgent' });
const low = testWorkItem(2, { name: 'Write the docs', priority: 'low', state_id: doneState.id, state__group: 'completed' });

async function openPanel(name: 'Filters' | 'Display') {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name: name === 'Filters' ? 'Filters' : 'Display options' });
}

async function choose(panel: HTMLElement, select: string, option: string) {
  fireEvent.click(within(panel).getByRole('button', { name: new RegExp(`^${select}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('filter bar', () => {
  it('a checked value becomes a stored filter, a chip and a narrower list; the chip removes it again', async () => {
    const { services, lists } = listSetup({ items: [urgent, low] });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-2 Write the docs' });
    const panel = await openPanel('Filters');
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Urgent' }));
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { filters: { priority: ['urgent'] } }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ priority: 'urgent' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open WEB-2 Write the docs' })).not.toBeInTheDocument());
    const chips = screen.getByRole('group', { name: 'Applied filters' });
    expect(chips).toHaveTextContent('Priority:Urgent');
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove the Priority filter' }));
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenLastCalledWith('ws-1', testProject.id, { filters: { priority: [] } }));
    expect(await screen.findByRole('button', { name: 'Open WEB-2 Write the docs' })).toBeInTheDocument();
  });

  it('date presets and ranges store clauses; the search box narrows the list', async () => {
    const { services, lists } = listSetup({ items: [urgent, low] });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    const panel = await openPanel('Filters');
    const due = within(panel).getByRole('radiogroup', { name: 'Due date' });
    fireEvent.click(within(due).getByRole('radio', { name: 'Within the next 2 weeks' }));
    await waitFor(() =>
      expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { filters: { target_date: ['0_days;after;fromnow', '2_weeks;before;fromnow'] } }),
    );
    fireEvent.change(within(panel).getByLabelText('Start date from'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ filters: expect.objectContaining({ start_date: ['2025-02-01;after'] }) })));
    expect(within(due).getByRole('radio', { name: 'Within the next 2 weeks' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Applied filters' })).toHaveTextContent('Due date:Within the next 2 weeks');
    expect(screen.getByRole('group', { name: 'Applied filters' })).toHaveTextContent('Start date:from 2025-02-01');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search work items' }), { target: { value: 'docs' } });
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ search: 'docs' })));
  });

  it('"Clear all filters" on an empty result clears every stored filter', async () => {
    const stored = { ...defaultProperties(), filters: { priority: ['medium'] } };
    const { services, lists } = listSetup({ items: [urgent, low], properties: stored });
    renderApp(listPath, services);
    expect(await screen.findByRole('heading', { name: 'No work items match' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]);
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { filters: { priority: [] } }));
    expect(await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();
  });
});

describe('display menu', () => {
  it('groups the list (store patch + grouped headers); "None" clears grouping', async () => {
    const { services, lists } = listSetup({ items: [urgent, low] });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    const panel = await openPanel('Display');
    expect(within(panel).queryByRole('button', { name: /^Sub-group by/ })).not.toBeInTheDocument();
    await choose(panel, 'Group by', 'State');
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { display_filters: expect.objectContaining({ group_by: 'state' }) }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ group_by: 'state' })));
    expect(await screen.findByRole('button', { name: /^Todo/, expanded: true })).toBeInTheDocument();
    await choose(panel, 'Group by', 'None');
    await waitFor(() =>
      expect(lists.patchProjectUserProperties).toHaveBeenLastCalledWith('ws-1', testProject.id, { display_filters: expect.objectContaining({ group_by: null, sub_group_by: null }) }),
    );
  });

  it('kanban: switching groups by state; lanes can be chosen, never the same field twice, and "None" is no group', async () => {
    const { services, lists } = listSetup({ items: [urgent, low] });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    fireEvent.click(screen.getByRole('button', { name: 'Board layout' }));
    // The board's state grouping is asked for, not stored: the list keeps its own (none) for when it comes back.
    await waitFor(() =>
      expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { display_filters: expect.objectContaining({ layout: 'kanban', group_by: null }) }),
    );
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ group_by: 'state' })));
    expect(await screen.findByRole('list', { name: todoState.name })).toBeInTheDocument();
    const panel = await openPanel('Display');
    fireEvent.click(within(panel).getByRole('button', { name: /^Group by/ }));
    expect(screen.queryByRole('option', { name: 'None' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(within(panel).getByRole('button', { name: /^Sub-group by/ }));
    expect(screen.queryByRole('option', { name: 'State' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Priority' }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ group_by: 'state', sub_group_by: 'priority' })));
    expect(await screen.findByRole('list', { name: `${todoState.name} · Urgent` })).toBeInTheDocument();
  });

  it('property toggles hide row properties; sub-items and type change the query', async () => {
    const { services, lists } = listSetup({ items: [urgent], properties: withDisplay({ layout: 'list' }) });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'State of WEB-1' });
    const panel = await openPanel('Display');
    fireEvent.click(within(panel).getByRole('button', { name: 'State', pressed: true }));
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { display_properties: expect.objectContaining({ state: false }) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'State of WEB-1' })).not.toBeInTheDocument());
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show sub-work items' }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ sub_issue: 'false' })));
    await choose(panel, 'Show', 'Backlog work items');
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ type: 'backlog' })));
  });
});
