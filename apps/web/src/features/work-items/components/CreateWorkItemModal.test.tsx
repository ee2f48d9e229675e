jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkItem, WorkItemCreate, WorkspaceDraftCreate } from '@cairn/types';
import { cycleFixtures, fixtures, moduleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { doneState, testWorkItem, todoState, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const existing = testWorkItem(1, { name: 'Existing item' });

function setup() {
  const create = jest.fn((_s: string, _p: string, body: WorkItemCreate): Promise<WorkItem> =>
    Promise.resolve(testWorkItem(2, { ...body, id: body.id ?? fixtures.id(2002), description_html: body.description_html ?? '' } as Partial<WorkItem>)),
  );
  const createDraft = jest.fn((_s: string, body: WorkspaceDraftCreate) => Promise.resolve(fixtures.workspaceDraft(1, { ...body, id: body.id ?? fixtures.id(6001) } as never)));
  const utils = renderApp(listPath, workItemServices({ items: [existing], workItems: { create }, workspaceDrafts: { create: createDraft } }));
  return { ...utils, create, createDraft };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create work item' }));
  return screen.findByRole('dialog', { name: 'Create work item in Website' });
}

describe('create work item dialog', () => {
  it('requires a title and checks the dates', async () => {
    const { create } = setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'New item' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2025-03-10' } });
    fireEvent.change(within(dialog).getByLabelText('Target date'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The start date must be on or before the target date')).toBeInTheDocument();
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates with the chosen properties, lists the item and closes', async () => {
    const { create } = setup();
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^State/ })).toHaveTextContent(todoState.name));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: '  Add dark mode ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: '<p>Both themes</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^State/ }));
    fireEvent.click(await screen.findByRole('option', { name: doneState.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Priority/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][2]).toEqual(
      expect.objectContaining({ name: 'Add dark mode', description_html: '<p>Both themes</p>', state_id: doneState.id, priority: 'urgent', parent_id: null }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Open WEB-2 Add dark mode' })).toBeInTheDocument();
  });

  it('puts the new item into a cycle and a module of the project (completed cycles are not offered)', async () => {
    const create = jest.fn((_s: string, _p: string, body: WorkItemCreate): Promise<WorkItem> =>
      Promise.resolve(testWorkItem(2, { ...body, id: body.id ?? fixtures.id(2002), description_html: '' } as Partial<WorkItem>)),
    );
    const sprint = cycleFixtures.cycle(1, { name: 'Sprint 7', project_id: testProject.id });
    const old = cycleFixtures.cycle(2, { name: 'Sprint 6', project_id: testProject.id, status: 'completed' });
    const billing = moduleFixtures.module(1, { name: 'Billing', project_id: testProject.id });
    renderApp(listPath, workItemServices({ items: [existing], workItems: { create }, cycles: { list: async () => [sprint, old] }, modules: { list: async () => [billing] } }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Planned work' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Cycle/ }));
    expect(screen.queryByRole('option', { name: 'Sprint 6' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Sprint 7' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Modules/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Billing' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][2]).toEqual(expect.objectContaining({ name: 'Planned work', cycle_id: sprint.id, module_ids: [billing.id] }));
  });

  it('keeps the dialog open and empties it with "Create more"', async () => {
    const { create } = setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Create more' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'First of many' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue(''));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers the points of the active estimate only when the project has one', async () => {
    const estimate = fixtures.estimate(1, { last_used: true, project: testProject.id });
    const create = jest.fn((_s: string, _p: string, body: WorkItemCreate) => Promise.resolve(testWorkItem(2, { name: body.name, estimate_point: body.estimate_point ?? null })));
    renderApp(listPath, workItemServices({ items: [existing], workItems: { create }, estimates: { list: () => Promise.resolve([estimate]) } }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Sized item' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Estimate/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create.mock.calls[0][2]).toEqual(expect.objectContaining({ estimate_point: estimate.points[1].id })));
  });

  it('has no estimate field without an active estimate', async () => {
    setup();
    const dialog = await openDialog();
    // The project's options have loaded once the default state shows.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^State/ })).toHaveTextContent(todoState.name));
    expect(within(dialog).queryByRole('button', { name: /^Estimate/ })).not.toBeInTheDocument();
  });

  it('saves as a workspace draft of the project without needing a title', async () => {
    const { create, createDraft } = setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(createDraft).toHaveBeenCalled());
    expect(createDraft.mock.calls[0][1]).toEqual(expect.objectContaining({ project_id: testProject.id, name: '' }));
    expect(create).not.toHaveBeenCalled();
    expect(await screen.findByText('Saved to your drafts')).toBeInTheDocument();
  });
});
