jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { listSetup } from '../testing/list-setup.test-util';

beforeEach(() => window.localStorage.clear());

const me = fixtures.user().id;
const item = testWorkItem(1, { name: 'Fix the login page', priority: 'high' });
const base = `/ws-1/projects/${testProject.id}`;

describe('the list view in each context (spec §6 restrictions)', () => {
  it('project list: quick add, the create button and inline pickers', async () => {
    const { services, lists } = listSetup({ items: [item] });
    renderApp(`${base}/issues`, services);
    expect(await screen.findByRole('button', { name: 'State of WEB-1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add a work item' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create work item' }).length).toBeGreaterThan(0);
    expect(lists.getProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id);
    expect(lists.listProject).toHaveBeenCalledWith('ws-1', testProject.id, expect.objectContaining({ order_by: '-created_at', per_page: '50' }));
  });

  it('the bare project path shows the same list', async () => {
    const { services } = listSetup({ items: [item] });
    renderApp(base, services);
    expect(await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();
  });

  it('archived: no quick add and no creation, inline editing still works', async () => {
    const archived = testWorkItem(2, { name: 'Old thing', archived_at: '2024-12-01T00:00:00.000Z' });
    const { services, lists, update } = listSetup({ items: [archived] });
    renderApp(`${base}/archives/issues`, services);
    const priority = await screen.findByRole('button', { name: 'Priority of WEB-2' });
    expect(lists.listArchived).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Add a work item/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create work item' })).not.toBeInTheDocument();
    fireEvent.click(priority);
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() => expect(update.mock.calls[0]?.slice(0, 4)).toEqual(['ws-1', testProject.id, archived.id, { priority: 'urgent' }]));
  });

  it('an empty archive explains itself without a create action', async () => {
    const { services } = listSetup({ items: [] });
    renderApp(`${base}/archives/issues`, services);
    expect(await screen.findByRole('heading', { name: 'No archived work items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create work item' })).not.toBeInTheDocument();
  });

  it('guests only read: no pickers, no quick add, no create', async () => {
    const { services } = listSetup({ items: [item], projectRole: ROLE.GUEST, workspaceRole: ROLE.GUEST });
    renderApp(`${base}/issues`, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    expect(screen.queryByRole('button', { name: 'State of WEB-1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a work item' })).not.toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
  });

  it('drafts: quick add creates a draft of the project', async () => {
    const { services, lists, create } = listSetup({ items: [] });
    renderApp(`${base}/drafts`, services);
    expect(await screen.findByRole('heading', { name: 'No drafts' })).toBeInTheDocument();
    expect(lists.listDrafts).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Add a work item' }));
    const title = screen.getByRole('textbox', { name: 'Work item title' });
    fireEvent.change(title, { target: { value: 'Think about it' } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    await waitFor(() => expect(create.mock.calls[0]?.slice(0, 3)).toEqual(['ws-1', testProject.id, expect.objectContaining({ name: 'Think about it', is_draft: true })]));
  });

  it('workspace views: four tabs, spreadsheet by default, no creation; a tab is its own view', async () => {
    const { services, lists } = listSetup({ items: [item] });
    const { router } = renderApp('/ws-1/workspace-views', services);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/workspace-views/all-issues'));
    const tabs = await screen.findByRole('tablist', { name: 'Views' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All work items', 'Assigned', 'Created', 'Subscribed']);
    await waitFor(() => expect(lists.listWorkspace).toHaveBeenCalledWith('ws-1', expect.objectContaining({ per_page: '50' })));
    expect(screen.getByRole('button', { name: 'Spreadsheet layout' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Add a work item/ })).not.toBeInTheDocument();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Assigned' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/workspace-views/assigned'));
    await waitFor(() => expect(lists.getWorkspaceUserProperties).toHaveBeenCalledWith('ws-1', 'assigned'));
    await waitFor(() => expect(lists.listWorkspace).toHaveBeenCalledWith('ws-1', expect.objectContaining({ assignees: me })));
  });

  it('"Your work" opens the signed-in user’s assigned list; the subscribed list allows no creation', async () => {
    const { services, lists } = listSetup({ items: [item] });
    const { router } = renderApp('/ws-1/profile', services);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/profile/${me}/assigned`));
    expect(await screen.findByRole('heading', { name: 'Your work' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    expect(lists.listProfile).toHaveBeenCalledWith('ws-1', me, 'assigned', expect.any(Object));
    expect(screen.getByRole('button', { name: 'Add a work item' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Subscribed' }));
    await waitFor(() => expect(lists.listProfile).toHaveBeenCalledWith('ws-1', me, 'subscribed', expect.any(Object)));
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    expect(screen.queryByRole('button', { name: 'Add a work item' })).not.toBeInTheDocument();
  });

  it('a quick add in a profile list asks for the project and assigns the member of the assigned list', async () => {
    const { services, create } = listSetup({ items: [item] });
    renderApp(`/ws-1/profile/${me}/assigned`, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a work item' }));
    expect(screen.getByRole('button', { name: 'Project' })).toHaveTextContent('Website');
    const title = screen.getByRole('textbox', { name: 'Work item title' });
    fireEvent.change(title, { target: { value: 'Call the client' } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    await waitFor(() => expect(create.mock.calls[0]?.slice(0, 3)).toEqual(['ws-1', testProject.id, expect.objectContaining({ name: 'Call the client', assignee_ids: [me] })]));
  });

  it('the sidebar links Views and Your work to these pages', async () => {
    const { services } = listSetup({ items: [] });
    renderApp('/ws-1', services);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Views' })).toHaveAttribute('href', '/ws-1/workspace-views');
    expect(within(nav).getByRole('link', { name: 'Your work' })).toHaveAttribute('href', '/ws-1/profile');
  });
});

describe('opening a list seen before in the session', () => {
  it('loads at once with the settings the store holds, re-reads them alongside and reloads when they changed', async () => {
    const { services, lists } = listSetup({ items: [item] });
    const { router } = renderApp(`${base}/issues`, services);
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    expect(lists.listProject).toHaveBeenCalledTimes(1);

    // Away and back; on the way back the settings call hangs: the list is asked anyway, with the known settings.
    await act(() => router.navigate(`${base}/archives/issues`));
    await waitFor(() => expect(lists.listArchived).toHaveBeenCalled());
    let answer: (value: Awaited<ReturnType<typeof lists.getProjectUserProperties>>) => void = () => undefined;
    const stored = await lists.getProjectUserProperties.mock.results[0].value;
    lists.getProjectUserProperties.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(() => router.navigate(`${base}/issues`));
    await waitFor(() => expect(lists.listProject).toHaveBeenCalledTimes(2));
    expect(lists.listProject.mock.calls[1][2]).toMatchObject({ order_by: '-created_at' });
    expect(await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();

    // The re-read answers other settings (changed in another tab): the list is asked again with them.
    await act(async () => answer({ ...stored, display_filters: { ...stored.display_filters, order_by: 'priority' } }));
    await waitFor(() => expect(lists.listProject).toHaveBeenCalledTimes(3));
    expect(lists.listProject.mock.calls[2][2]).toMatchObject({ order_by: 'priority' });
  });
});
