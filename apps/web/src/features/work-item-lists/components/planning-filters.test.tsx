jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cycleFixtures, moduleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { listSetup } from '../testing/list-setup.test-util';

// Cycles and modules in the project list (issue 13): the filter panel offers them (with "No cycle" / "No module"),
// rows show an item's cycle and modules, and the chips name them.

jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const sprint = cycleFixtures.cycle(1, { name: 'Sprint 7', project_id: testProject.id });
const billing = moduleFixtures.module(1, { name: 'Billing', project_id: testProject.id });
const planned = testWorkItem(1, { name: 'Plan the launch', cycle_id: sprint.id, module_ids: [billing.id] });
const loose = testWorkItem(2, { name: 'Tidy the docs' });

function setup() {
  return listSetup({
    items: [planned, loose],
    cycles: { list: jest.fn(async () => [sprint]) },
    modules: { list: jest.fn(async () => [billing]) },
  });
}

describe('cycles and modules in a project list', () => {
  it('rows name the cycle and the module of an item', async () => {
    renderApp(listPath, setup().services);
    const row = (await screen.findByRole('button', { name: 'Open WEB-1 Plan the launch' })).closest('[data-item-id]') ?? document.body;
    await waitFor(() => expect(row).toHaveTextContent('Cycle: Sprint 7'));
    expect(row).toHaveTextContent('Module: Billing');
  });

  it('the cycle filter stores the chosen cycle and shows it as a chip; "No module" stores None', async () => {
    const { services, lists } = setup();
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-2 Tidy the docs' });
    fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const cycles = await within(panel).findByRole('group', { name: 'Cycle' });
    fireEvent.click(within(cycles).getByRole('checkbox', { name: 'Sprint 7' }));
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { filters: { cycle: [sprint.id] } }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ cycle: sprint.id })));
    expect(screen.getByRole('group', { name: 'Applied filters' })).toHaveTextContent('Cycle:Sprint 7');
    const modules = within(panel).getByRole('group', { name: 'Module' });
    fireEvent.click(within(modules).getByRole('checkbox', { name: 'No module' }));
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenLastCalledWith('ws-1', testProject.id, { filters: expect.objectContaining({ module: ['None'] }) }));
  });
});
