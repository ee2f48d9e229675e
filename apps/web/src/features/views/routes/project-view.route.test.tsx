import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures, viewFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { views, viewServices, viewsUrl, viewUrl } from '../testing/view-services';

const P = { kind: 'project', projectId: testProject.id };
const urgent = fixtures.workItem(1, { name: 'Checkout fails', priority: 'urgent' });
const low = fixtures.workItem(2, { name: 'Typo in footer', priority: 'low' });

describe('project view screen', () => {
  it('shows the view\'s name and its work items through the view\'s list, with lock, favorite and menu', async () => {
    const services = viewServices({ items: [urgent, low] });
    const listView = jest.spyOn(services.workItemLists, 'listView');
    const update = jest.spyOn(services.views, 'update');
    renderApp(viewUrl(views.bugs.id), services);
    expect(await screen.findByText('Checkout fails')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Open bugs');
    expect(listView).toHaveBeenCalledWith('ws-1', testProject.id, views.bugs.id, expect.objectContaining({ priority: 'urgent' }));
    expect(screen.queryByText('Typo in footer')).toBeNull();
    expect(screen.getByText('Priority (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Open bugs to favorites' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Lock Open bugs' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, views.bugs.id, { is_locked: true }));
    expect(await screen.findByRole('button', { name: 'Unlock Open bugs' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits the view\'s name from its menu', async () => {
    const services = viewServices();
    const update = jest.spyOn(services.views, 'update');
    renderApp(viewUrl(views.bugs.id), services);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Open bugs' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' });
    expect(within(dialog).getByText('Priority (1)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Urgent bugs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, views.bugs.id, { name: 'Urgent bugs', description: 'Everything urgent' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Urgent bugs');
  });

  it('says so when the view does not exist (or is another member\'s private view)', async () => {
    renderApp(viewUrl(viewFixtures.id(99)), viewServices());
    expect(await screen.findByRole('heading', { name: 'View not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to views' })).toBeInTheDocument();
  });

  it('leaves for the views page after deleting the view on screen', async () => {
    const services = viewServices();
    const del = jest.spyOn(services.views, 'delete');
    const { router } = renderApp(viewUrl(views.mine.id), services);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for My work' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete view' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this view?' })).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', P, views.mine.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(viewsUrl()));
  });

  it('gives guests the list without the lock toggle or edit entries', async () => {
    renderApp(viewUrl(views.theirs.id), viewServices({ projectRole: ROLE.GUEST, items: [urgent] }));
    expect(await screen.findByText('Checkout fails')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lock|Unlock/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Release board' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link']);
  });
});
