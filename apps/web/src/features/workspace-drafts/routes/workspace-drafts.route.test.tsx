jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkspaceDraft, WorkspaceDraftUpdate } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const withProject = fixtures.workspaceDraft(1, { name: 'Plan the launch', project_id: testProject.id, priority: 'high' });
const loose = fixtures.workspaceDraft(2, { name: 'Someday idea' });

function setup(over: { list?: jest.Mock; toIssue?: jest.Mock; update?: jest.Mock; remove?: jest.Mock } = {}) {
  const list = over.list ?? jest.fn().mockResolvedValue({ results: [withProject, loose], total_count: 2, next_cursor: '50:1:0', prev_cursor: '', next_page_results: false });
  const toIssue = over.toIssue ?? jest.fn().mockResolvedValue(testWorkItem(5, { name: 'Plan the launch' }));
  const update =
    over.update ?? jest.fn((_s: string, id: string, body: WorkspaceDraftUpdate): Promise<WorkspaceDraft> => Promise.resolve({ ...withProject, ...body, id } as WorkspaceDraft));
  const remove = over.remove ?? jest.fn().mockResolvedValue(undefined);
  const utils = renderApp('/ws-1/drafts', workItemServices({ workspaceDrafts: { list, toIssue, update, delete: remove } }));
  return { ...utils, list, toIssue, update, remove };
}

describe('workspace drafts', () => {
  it('lists the drafts with their project and the count', async () => {
    const { list } = setup();
    const rows = await screen.findByRole('list', { name: 'Drafts' });
    expect(within(rows).getByRole('listitem', { name: 'Plan the launch' })).toHaveTextContent('Website');
    expect(within(rows).getByRole('listitem', { name: 'Someday idea' })).toHaveTextContent('No project');
    expect(screen.getByText('2 drafts')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('ws-1', '50:0:0');
  });

  it('turns a draft into a work item and drops it from the list', async () => {
    const { toIssue } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a work item from Plan the launch' }));
    await waitFor(() => expect(toIssue).toHaveBeenCalledWith('ws-1', withProject.id));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Plan the launch' })).not.toBeInTheDocument());
    expect(screen.getByText('1 draft')).toBeInTheDocument();
    expect(await screen.findByText('Work item created from the draft')).toBeInTheDocument();
  });

  it('deletes a draft after confirming', async () => {
    const { remove } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Someday idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', loose.id));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Someday idea' })).not.toBeInTheDocument());
  });

  it('edits a draft in the dialog', async () => {
    const { update } = setup();
    const row = await screen.findByRole('listitem', { name: 'Plan the launch' });
    fireEvent.click(within(row).getAllByRole('button', { name: 'Edit Plan the launch' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit draft' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Plan the launch');
    fireEvent.change(title, { target: { value: 'Plan the launch party' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1]).toBe(withProject.id);
    expect(update.mock.calls[0][2]).toEqual(expect.objectContaining({ name: 'Plan the launch party', priority: 'high', project_id: testProject.id }));
    expect(await screen.findByRole('listitem', { name: 'Plan the launch party' })).toBeInTheDocument();
  });

  it('is linked from the workspace sidebar', async () => {
    setup();
    await screen.findByRole('list', { name: 'Drafts' });
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('href', '/ws-1/drafts');
  });

  it('shows the empty state when there are no drafts', async () => {
    setup({ list: jest.fn().mockResolvedValue({ results: [], total_count: 0, next_cursor: '', prev_cursor: '', next_page_results: false }) });
    expect(await screen.findByRole('heading', { name: 'No drafts' })).toBeInTheDocument();
  });
});
