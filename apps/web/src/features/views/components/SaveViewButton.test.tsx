import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { defaultProperties } from '../../../testing/work-item-list-services';
import { viewServices, viewUrl } from '../testing/view-services';

const listUrl = `/ws-1/projects/${testProject.id}/issues`;
const filtered = () => {
  const base = defaultProperties();
  return { ...base, filters: { priority: ['urgent', 'high'], labels: [fixtures.id(600)] }, display_filters: { ...base.display_filters, layout: 'kanban' as const, group_by: 'state' as const } };
};

describe('"Save as view" on a project list', () => {
  it('opens the create dialog with the list\'s filters and display settings, saves them and opens the new view', async () => {
    const services = viewServices({ workItemLists: { getProjectUserProperties: async () => filtered() } });
    const create = jest.spyOn(services.views, 'create');
    const { router } = renderApp(listUrl, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    const summary = within(dialog).getByRole('region', { name: 'What the view saves' });
    await waitFor(() => expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Priority (2)', 'Labels (1)', 'Layout: Board', 'Grouped by State',
    ]));
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Hot items' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0][2];
    expect(body).toMatchObject({
      name: 'Hot items', filters: { priority: ['urgent', 'high'], labels: [fixtures.id(600)] },
      display_filters: expect.objectContaining({ layout: 'kanban', group_by: 'state' }), display_properties: expect.objectContaining({ priority: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(viewUrl(body.id!)));
  });

  it('is not offered to guests, nor when the project has views turned off', async () => {
    const { unmount } = renderApp(listUrl, viewServices({ projectRole: ROLE.GUEST }));
    expect(await screen.findByRole('button', { name: 'Open project settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as view' })).toBeNull();
    unmount();
    renderApp(listUrl, viewServices({ viewsOff: true }));
    expect(await screen.findByRole('button', { name: 'Open project settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as view' })).toBeNull();
  });
});
