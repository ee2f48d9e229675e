import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { publishingFixtures as f } from '@cairn/state';
import { ROLE, type DeployBoard, type Role } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';
import { workItemServices } from '../../../testing/work-item-services';

const P = testProject.id;
const settingsPath = `/ws-1/projects/${P}/settings/publish`;
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  window.localStorage.clear();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const board = (over: Partial<DeployBoard> = {}) => f.board(1, { project_id: P, ...over });

async function tabNames() {
  const tabs = await screen.findByRole('tablist', { name: 'Project settings' });
  return within(tabs).getAllByRole('tab').map((tab) => tab.textContent);
}

describe('project settings → Publish', () => {
  it.each<[string, Role, Role, boolean]>([
    ['a workspace admin', ROLE.ADMIN, ROLE.MEMBER, true],
    ['a project admin', ROLE.MEMBER, ROLE.ADMIN, true],
    ['a project member', ROLE.MEMBER, ROLE.MEMBER, false],
    ['a project guest', ROLE.GUEST, ROLE.GUEST, false],
  ])('%s %s the tab', async (_who, workspaceRole, projectRole, sees) => {
    const getProjectBoard = jest.fn().mockResolvedValue(null);
    renderApp(`/ws-1/projects/${P}/settings`, projectServices({ workspaceRole, projectRole, publishing: { getProjectBoard } }));
    expect((await tabNames()).includes('Publish')).toBe(sees);
  });

  it('a member opening the tab gets "You don\'t have access" and no call', async () => {
    const getProjectBoard = jest.fn().mockResolvedValue(null);
    renderApp(settingsPath, projectServices({ workspaceRole: ROLE.MEMBER, projectRole: ROLE.MEMBER, publishing: { getProjectBoard } }));
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect(getProjectBoard).not.toHaveBeenCalled();
  });

  it('publishes with the defaults, shows the link (copy, open) and saves each switch at once', async () => {
    const publishProject = jest.fn().mockResolvedValue(board());
    const updateProjectBoard = jest.fn().mockImplementation((_s, _p, _id, patch) => Promise.resolve(board({ ...patch, view_props: { ...board().view_props, ...patch.view_props } })));
    renderApp(settingsPath, projectServices({ publishing: { getProjectBoard: jest.fn().mockResolvedValue(null), publishProject, updateProjectBoard } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishProject).toHaveBeenCalledWith('ws-1', P, expect.objectContaining({
      is_comments_enabled: true, is_votes_enabled: true, is_intake_enabled: false, view_props: { list: true, kanban: true, calendar: false, spreadsheet: false, gantt: false },
    })));
    const url = `${window.location.origin}/spaces/issues/${f.anchor(1)}`;
    expect(await screen.findByRole('textbox', { name: 'Public link' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Allow search engines' }));
    expect(screen.getByRole('switch', { name: 'Allow search engines' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(updateProjectBoard).toHaveBeenCalledWith('ws-1', P, f.id(1), { is_indexable: true }));
  });

  it('a refused publish (someone published meanwhile) toasts and reads the board again', async () => {
    const getProjectBoard = jest.fn().mockResolvedValueOnce(null).mockResolvedValue(board());
    const publishProject = jest.fn().mockRejectedValue(new ApiError(409, { error: 'This is already published' }));
    renderApp(settingsPath, projectServices({ publishing: { getProjectBoard, publishProject } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('This is already published')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Public link' })).toHaveValue(`${window.location.origin}/spaces/issues/${f.anchor(1)}`);
    expect(getProjectBoard).toHaveBeenCalledTimes(2);
  });

  it('rolls a switch back with a toast when the server refuses it', async () => {
    const updateProjectBoard = jest.fn().mockRejectedValue(new ApiError(500, { error: 'Something broke' }));
    renderApp(settingsPath, projectServices({ publishing: { getProjectBoard: jest.fn().mockResolvedValue(board()), updateProjectBoard } }));
    const votes = await screen.findByRole('switch', { name: 'Votes' });
    fireEvent.click(votes);
    await waitFor(() => expect(updateProjectBoard).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Votes' })).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
  });

  it('unpublishes only after the confirmation that the link stops working', async () => {
    const unpublishProject = jest.fn().mockResolvedValue(undefined);
    const { store } = renderApp(settingsPath, projectServices({
      projects: { get: () => Promise.resolve({ ...testProject, anchor: f.anchor(1) }) },
      publishing: { getProjectBoard: jest.fn().mockResolvedValue(board()), unpublishProject },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this board?' });
    expect(dialog).toHaveTextContent('The link stops working at once');
    expect(unpublishProject).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(unpublishProject).toHaveBeenCalledWith('ws-1', P, f.id(1)));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(store.getState().projectsById[P]?.anchor).toBeNull();
  });
});

describe("the project header's Publish", () => {
  it('publishes in two clicks: open the dialog, press Publish', async () => {
    const publishProject = jest.fn().mockResolvedValue(board());
    renderApp(`/ws-1/projects/${P}/issues`, workItemServices({ publishing: { publishProject } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Website' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishProject).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(`${window.location.origin}/spaces/issues/${f.anchor(1)}`);
    expect(await screen.findByRole('button', { name: 'Published' })).toBeInTheDocument();
  });

  it('is not offered to project members', async () => {
    renderApp(`/ws-1/projects/${P}/issues`, workItemServices({ workspaceRole: ROLE.MEMBER, projectRole: ROLE.MEMBER }));
    expect(await screen.findByRole('button', { name: /Create work item/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
