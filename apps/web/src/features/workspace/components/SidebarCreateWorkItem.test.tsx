jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type WorkItem, type WorkItemCreate } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';
import { projectIdOfPath } from './SidebarCreateWorkItem';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const website = fixtures.projectLite(1, { name: 'Website', identifier: 'WEB', member_role: ROLE.MEMBER });
const mobile = fixtures.projectLite(2, { name: 'Mobile', identifier: 'MOB', member_role: ROLE.ADMIN });
const readOnly = fixtures.projectLite(3, { name: 'Handbook', identifier: 'HB', member_role: ROLE.GUEST });

function setup(projects = [website, mobile, readOnly], path = '/ws-1/projects') {
  const create = jest.fn((_s: string, projectId: string, body: WorkItemCreate): Promise<WorkItem> =>
    Promise.resolve(testWorkItem(30, { ...body, project_id: projectId, id: body.id ?? fixtures.id(3030), description_html: body.description_html ?? '' } as Partial<WorkItem>)));
  // Each project has its own default state.
  const statesOf = async (_slug: string, projectId: string) => [fixtures.state(Number(projectId.slice(-3)) * 10, { name: 'Todo', group: 'unstarted', default: true, project_id: projectId })];
  const services = workItemServices({ workspaceRole: ROLE.MEMBER, workItems: { create }, projects: { list: async () => projects }, states: { list: statesOf } });
  return { ...renderApp(path, services), create };
}

async function openFromSidebar() {
  fireEvent.click(await screen.findByRole('button', { name: 'New work item' }));
  return screen.findByRole('dialog', { name: 'Create work item' });
}

describe('global "New work item"', () => {
  it('opens the create dialog with a project picker of the projects that take new items, and creates in the chosen one', async () => {
    const { create } = setup();
    await screen.findAllByRole('link', { name: /Mobile/ });
    const dialog = await openFromSidebar();
    const picker = within(dialog).getByRole('button', { name: /^Project/ });
    await waitFor(() => expect(picker).toHaveTextContent('Website'));
    fireEvent.click(picker);
    expect(screen.queryByRole('option', { name: 'Handbook' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Mobile' }));
    // The chosen project's default state is preset once its states arrive.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^State/ })).toHaveTextContent('Todo'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Offline mode' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1]).toBe(mobile.id);
    expect(create.mock.calls[0][2]).toEqual(expect.objectContaining({ name: 'Offline mode', state_id: fixtures.state(Number(mobile.id.slice(-3)) * 10).id }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The session remembers the last project chosen.
    const again = await openFromSidebar();
    await waitFor(() => expect(within(again).getByRole('button', { name: /^Project/ })).toHaveTextContent('Mobile'));
  });

  it("from a project's page whose states are loaded: that project, with its default state preset", async () => {
    setup(undefined, `/ws-1/projects/${website.id}/issues`);
    await screen.findAllByRole('link', { name: /Mobile/ });
    const dialog = await openFromSidebar();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Project/ })).toHaveTextContent('Website'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^State/ })).toHaveTextContent('Todo'));
  });

  it('opens with C outside a project', async () => {
    setup();
    await screen.findAllByRole('link', { name: /Mobile/ });
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(await screen.findByRole('dialog', { name: 'Create work item' })).toBeInTheDocument();
  });

  it('says so when no project takes new items', async () => {
    setup([readOnly]);
    await screen.findAllByRole('link', { name: /Handbook/ });
    fireEvent.click(screen.getByRole('button', { name: 'New work item' }));
    expect(await screen.findByRole('heading', { name: 'No project to create work items in' })).toBeInTheDocument();
  });

  it('reads the project of a project path', () => {
    expect(projectIdOfPath('/ws-1/projects/p1/issues', 'ws-1')).toBe('p1');
    expect(projectIdOfPath('/ws-1/projects/archives', 'ws-1')).toBeUndefined();
    expect(projectIdOfPath('/ws-1/drafts', 'ws-1')).toBeUndefined();
  });
});
