import { screen } from '@testing-library/react';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

describe('password section of the account settings', () => {
  it('asks for the current password when the user has one', async () => {
    renderApp('/ws-1/settings/account', signedInServices());
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('offers "Secure your account" when the password was auto-set by a unique-code sign-up', async () => {
    renderApp('/ws-1/settings/account', signedInServices({ users: { getMe: () => Promise.resolve(fixtures.user({ is_password_autoset: true })) } }));
    expect(await screen.findByRole('heading', { name: 'Secure your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
  });
});
