import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishingFixtures as f } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { views, viewServices, viewsUrl } from '../testing/view-services';

const menuOf = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('publishing a view', () => {
  it("disables a private view's entry with the reason", async () => {
    renderApp(viewsUrl(), viewServices());
    const item = within(await menuOf('My work')).getByRole('menuitem', { name: /^Publish/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('Make the view public to publish it');
  });

  it('opens the publish dialog from the menu and publishes the view; the row shows it is published', async () => {
    const publishView = jest.fn().mockResolvedValue(f.board(2, { view_id: views.bugs.id, entity_name: 'view', project_id: testProject.id }));
    renderApp(viewsUrl(), viewServices({ publishing: { publishView } }));
    fireEvent.click(within(await menuOf('Open bugs')).getByRole('menuitem', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the view Open bugs' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishView).toHaveBeenCalledWith('ws-1', testProject.id, views.bugs.id, expect.objectContaining({ is_votes_enabled: true })));
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(`${window.location.origin}/spaces/issues/${f.anchor(2)}`);
    const list = screen.getByRole('list', { name: 'Views' });
    const row = within(list).getByRole('link', { name: 'Open bugs' }).closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
  });

  it('is not offered to members', async () => {
    renderApp(viewsUrl(), viewServices({ projectRole: ROLE.MEMBER, list: [{ ...views.bugs, owned_by: views.theirs.owned_by }] }));
    const menu = await menuOf('Open bugs');
    expect(within(menu).queryByRole('menuitem', { name: /^Publish/ })).toBeNull();
  });
});
