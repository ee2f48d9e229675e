import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const ALL_ON = { property_change: true, state_change: true, comment: true, mention: true, issue_completed: true };
const section = async () => (await screen.findByRole('heading', { name: 'Notifications' })).closest('section') as HTMLElement;

describe('notification mails in the account settings', () => {
  it('shows the five switches and saves one at once', async () => {
    const updatePreferences = jest.fn(async (patch: Partial<typeof ALL_ON>) => ({ ...ALL_ON, ...patch }));
    renderApp('/ws-1/settings/account', signedInServices({ notifications: { getPreferences: async () => ({ ...ALL_ON, comment: false }), updatePreferences } }));
    const box = await section();
    const names = ['Property changes', 'State changes', 'Comments', 'Mentions', 'Completed work items'];
    for (const name of names) expect(await within(box).findByRole('switch', { name })).toBeInTheDocument();
    expect(within(box).getByRole('switch', { name: 'Comments' })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(within(box).getByRole('switch', { name: 'Mentions' }));
    expect(within(box).getByRole('switch', { name: 'Mentions' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(updatePreferences).toHaveBeenCalledWith({ mention: false }));
  });

  it('puts a switch back when the save fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const updatePreferences = jest.fn(async () => Promise.reject(new ApiError(500, { error: 'Boom', error_code: 'INTERNAL' })));
    renderApp('/ws-1/settings/account', signedInServices({ notifications: { getPreferences: async () => ALL_ON, updatePreferences } }));
    const box = await section();
    fireEvent.click(await within(box).findByRole('switch', { name: 'State changes' }));
    await waitFor(() => expect(updatePreferences).toHaveBeenCalled());
    await waitFor(() => expect(within(box).getByRole('switch', { name: 'State changes' })).toHaveAttribute('aria-checked', 'true'));
  });
});
