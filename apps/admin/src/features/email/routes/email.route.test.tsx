import { fireEvent, screen, waitFor } from '@testing-library/react';
import { instanceFixtures } from '@cairn/state';
import type { InstanceSettingsUpdate } from '@cairn/types';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Email page', () => {
  it('validates and saves the SMTP settings; an empty password keeps the stored one', async () => {
    const updateSettings = jest.fn(async (patch: InstanceSettingsUpdate) => instanceFixtures.settings({ ...patch, has_smtp_password: true } as object));
    renderAdmin('/god-mode/email', adminServices({ instance: { getSettings: async () => instanceFixtures.settings({ has_smtp_password: true }), updateSettings } }));
    await screen.findByLabelText('Host');
    expect(screen.getByText('Set')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'smtp.example.com' } });
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '70000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a port between 1 and 65535')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '465' } });
    await waitFor(() => expect(screen.queryByText('Enter a port between 1 and 65535')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({
      smtp_host: 'smtp.example.com', smtp_port: 465, smtp_user: '', smtp_from: 'Cairn <no-reply@localhost>', smtp_security: 'none',
    }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear password' }));
    await waitFor(() => expect(updateSettings).toHaveBeenLastCalledWith({ smtp_password: '' }));
  });

  it('turns mail off', async () => {
    const updateSettings = jest.fn(async (patch: InstanceSettingsUpdate) => instanceFixtures.settings(patch as object));
    renderAdmin('/god-mode/email', adminServices({ instance: { updateSettings } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Send email' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ is_smtp_enabled: false }));
  });

  it('sends a test mail to the admin by default and shows the server answer', async () => {
    const sendTestEmail = jest.fn(async () => ({ ok: false, message: 'connect ECONNREFUSED 127.0.0.1:2525' }));
    renderAdmin('/god-mode/email', adminServices({ instance: { sendTestEmail } }));
    expect(await screen.findByLabelText('Send to')).toHaveValue('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not sent. connect ECONNREFUSED 127.0.0.1:2525');
    expect(sendTestEmail).toHaveBeenCalledWith('ada@example.com');
  });
});
