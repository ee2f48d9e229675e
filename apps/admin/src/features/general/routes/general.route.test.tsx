import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { instanceFixtures } from '@cairn/state';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('General page', () => {
  it('shows the facts, renames the instance with a success toast, and turns telemetry on', async () => {
    const updateSettings = jest.fn(async (patch: object) => instanceFixtures.settings(patch));
    renderAdmin('/god-mode/general', adminServices({ instance: { updateSettings } }));
    const name = await screen.findByLabelText(/^Instance name/);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('00000000-0000-4000-8000-000000000900')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy instance ID' })).toBeInTheDocument();
    const telemetry = screen.getByRole('switch', { name: 'Send anonymous usage counts' });
    expect(telemetry).toHaveAttribute('aria-checked', 'false');

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Acme' } });
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ instance_name: 'Acme' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    fireEvent.click(telemetry);
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ telemetry_enabled: true }));
    await waitFor(() => expect(telemetry).toHaveAttribute('aria-checked', 'true'));
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    const getSettings = jest.fn(() => (fail ? Promise.reject(new ApiError(500)) : Promise.resolve(instanceFixtures.settings())));
    renderAdmin('/god-mode/general', adminServices({ instance: { getSettings } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Instance name/)).toHaveValue('Cairn');
  });
});
