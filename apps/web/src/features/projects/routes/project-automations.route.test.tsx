import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const automationsPath = `/ws-1/projects/${testProject.id}/settings/automations`;
const done = fixtures.state(4, { name: 'Done', group: 'completed' });
const cancelled = fixtures.state(5, { name: 'Cancelled', group: 'cancelled' });

describe('automations tab', () => {
  it('turns auto-archive on and picks the months; auto-close starts with a cancelled state', async () => {
    const update = jest.fn().mockImplementation((_s: string, _p: string, body: object) => Promise.resolve({ ...testProject, ...body }));
    renderApp(automationsPath, projectServices({ projects: { update }, states: { list: () => Promise.resolve([fixtures.state(1), done, cancelled]) } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Auto-archive' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('ws-1', testProject.id, { archive_in: 1 }));
    expect(screen.getByText('On: after 1 month')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Archive items closed for/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '6 months' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('ws-1', testProject.id, { archive_in: 6 }));

    await screen.findByText('Off');
    fireEvent.click(screen.getByRole('switch', { name: 'Auto-close' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('ws-1', testProject.id, { close_in: 1, default_state: cancelled.id }));
    expect(screen.getByRole('button', { name: /Closing state/ })).toHaveTextContent('Cancelled');
  });
});
