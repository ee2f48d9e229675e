import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { instanceFixtures } from '@cairn/state';
import type { SsoProviderWrite } from '@cairn/types';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Single sign-on page', () => {
  it('adds a Google provider from its preset, with the redirect URI to register', async () => {
    const createSsoProvider = jest.fn(async (body: SsoProviderWrite) => instanceFixtures.ssoProvider({ ...body, has_client_secret: true }));
    renderAdmin('/god-mode/sso', adminServices({ instance: { listSsoProviders: async () => [], createSsoProvider } }));
    expect(await screen.findByText('No providers yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sign-on provider' });
    expect(within(dialog).getByLabelText('Scopes')).toHaveValue('openid email profile');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(0);

    fireEvent.click(within(dialog).getByRole('button', { name: /Provider type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Google' }));
    expect(within(dialog).getByLabelText(/^Issuer URL/)).toHaveValue('https://accounts.google.com');
    expect(within(dialog).getByLabelText(/^Key/)).toHaveValue('google');
    expect(within(dialog).getByText('http://localhost:3000/auth/sso/google/callback/')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Client ID/), { target: { value: 'client-1' } });
    fireEvent.change(within(dialog).getByLabelText('Client secret'), { target: { value: 's3cret' } });
    fireEvent.change(within(dialog).getByLabelText('Allowed email domains'), { target: { value: 'Example.com, example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(createSsoProvider).toHaveBeenCalledWith({
      key: 'google', kind: 'google', name: 'Google', enabled: true, issuer_url: 'https://accounts.google.com', client_id: 'client-1',
      client_secret: 's3cret', scopes: 'openid email profile', allowed_domains: ['example.com', 'example.org'],
    }));
    expect(await screen.findByText('Google added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables, edits (secret kept when empty) and deletes a provider', async () => {
    const acme = instanceFixtures.ssoProvider();
    const updateSsoProvider = jest.fn(async (_key: string, patch: Partial<SsoProviderWrite>) => ({ ...acme, ...patch, has_client_secret: true }));
    const deleteSsoProvider = jest.fn(async () => undefined);
    renderAdmin('/god-mode/sso', adminServices({ instance: { listSsoProviders: async () => [acme], updateSsoProvider, deleteSsoProvider } }));
    const enabled = await screen.findByRole('switch', { name: 'Acme enabled' });
    fireEvent.click(enabled);
    await waitFor(() => expect(updateSsoProvider).toHaveBeenCalledWith('acme', { enabled: false }));
    expect(await screen.findByText('Acme turned off')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sign-on provider' });
    fireEvent.change(within(dialog).getByLabelText(/^Button name/), { target: { value: 'Acme SSO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateSsoProvider).toHaveBeenLastCalledWith('acme', expect.objectContaining({ name: 'Acme SSO' })));
    expect(updateSsoProvider.mock.lastCall?.[1]).not.toHaveProperty('client_secret');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme SSO' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this provider?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteSsoProvider).toHaveBeenCalledWith('acme'));
    expect(await screen.findByText('No providers yet.')).toBeInTheDocument();
  });
});
