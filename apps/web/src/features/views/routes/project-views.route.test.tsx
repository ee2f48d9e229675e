import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORGANISE_TEXT, ROLE } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { views, viewServices, viewsUrl, viewUrl } from '../testing/view-services';

const menuOf = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};
const P = { kind: 'project', projectId: testProject.id };

describe('project views page', () => {
  it('lists the project\'s views with access, lock and owner, and filters them by name', async () => {
    renderApp(viewsUrl(), viewServices());
    const list = await screen.findByRole('list', { name: 'Views' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Open bugs', 'My work', 'Release board']);
    expect(within(list).getByText('Everything urgent')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: 'Private' })).toHaveLength(1);
    expect(within(list).getAllByRole('img', { name: 'Public' })).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Unlock Release board' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('link', { name: 'Open bugs' })).toHaveAttribute('href', viewUrl(views.bugs.id));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search views' }), { target: { value: 'BOARD' } });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Release board']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search views' }), { target: { value: 'nothing like it' } });
    expect(await screen.findByRole('heading', { name: 'No matching views' })).toBeInTheDocument();
  });

  it('creates a view: the name is required; a private view is created, then its access set; the view opens', async () => {
    const services = viewServices();
    const create = jest.spyOn(services.views, 'create');
    const update = jest.spyOn(services.views, 'update');
    const { router } = renderApp(viewsUrl(), services);
    fireEvent.click(await screen.findByRole('button', { name: 'Create view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    expect(await within(dialog).findByText(ORGANISE_TEXT.viewNameRequired)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Triage' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'New this week' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    expect(within(dialog).getByText('Only you can see this view.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const id = create.mock.calls[0][2].id!;
    expect(create.mock.calls[0][2]).toMatchObject({ name: 'Triage', description: 'New this week' });
    expect(create.mock.calls[0][2]).not.toHaveProperty('access');
    expect(update).toHaveBeenCalledWith('ws-1', P, id, { access: 'private' });
    await waitFor(() => expect(router.state.location.pathname).toBe(viewUrl(id)));
  });

  it('locks, makes private and deletes a view from its menu', async () => {
    const services = viewServices();
    const update = jest.spyOn(services.views, 'update');
    const del = jest.spyOn(services.views, 'delete');
    renderApp(viewsUrl(), services);
    fireEvent.click(within(await menuOf('Open bugs')).getByRole('menuitem', { name: 'Lock view' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, views.bugs.id, { is_locked: true }));
    expect(await screen.findByRole('button', { name: 'Unlock Open bugs' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(await menuOf('Open bugs')).getByRole('menuitem', { name: 'Make private' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, views.bugs.id, { access: 'private' }));

    fireEvent.click(within(await menuOf('My work')).getByRole('menuitem', { name: 'Delete view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this view?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', P, views.mine.id));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My work' })).toBeNull());
  });

  it('toggles a favorite from the row (and back when the server refuses)', async () => {
    const favorite = jest.fn().mockRejectedValueOnce(Object.assign(new Error('Not allowed'), { status: 403 })).mockResolvedValueOnce({});
    renderApp(viewsUrl(), viewServices({ views: { favorite } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Open bugs to favorites' }));
    await waitFor(() => expect(favorite).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Add Open bugs to favorites' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Add Open bugs to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove Open bugs from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(favorite).toHaveBeenLastCalledWith('ws-1', testProject.id, views.bugs.id);
  });

  it('gives guests no create, lock or edit; members manage only their own views', async () => {
    const { unmount } = renderApp(viewsUrl(), viewServices({ projectRole: ROLE.GUEST }));
    await screen.findByRole('link', { name: 'Open bugs' });
    expect(screen.queryByRole('button', { name: 'Create view' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Lock|Unlock) / })).toBeNull();
    expect(screen.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(await menuOf('Open bugs')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link']);
    unmount();

    renderApp(viewsUrl(), viewServices({ projectRole: ROLE.MEMBER }));
    await screen.findByRole('link', { name: 'Open bugs' });
    expect(screen.getByRole('button', { name: 'Create view' })).toBeInTheDocument();
    expect(within(await menuOf('Open bugs')).getByRole('menuitem', { name: 'Edit view' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(within(await menuOf('Release board')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link']);
  });

  it('shows an empty state with "Create view" when the project has no views', async () => {
    renderApp(viewsUrl(), viewServices({ list: [] }));
    expect(await screen.findByRole('heading', { name: 'No views yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create view' })).toHaveLength(2);
  });

  it('shows a note instead of the views when the project has them turned off (issue_views_view)', async () => {
    const services = viewServices({ viewsOff: true });
    const list = jest.spyOn(services.views, 'list');
    renderApp(viewsUrl(), services);
    expect(await screen.findByRole('heading', { name: 'Views are turned off in this project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open features' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create view' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});
