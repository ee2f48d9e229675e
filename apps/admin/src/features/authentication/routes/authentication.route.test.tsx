import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { instanceFixtures } from '@cairn/state';
import { INSTANCE_TEXT } from '@cairn/types';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Authentication page', () => {
  it('turns sign-up off', async () => {
    const updateSettings = jest.fn(async (patch: object) => instanceFixtures.settings(patch));
    renderAdmin('/god-mode/authentication', adminServices({ instance: { updateSettings } }));
    const signUp = await screen.findByRole('switch', { name: 'Allow sign-up' });
    fireEvent.click(signUp);
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ is_signup_enabled: false }));
    expect(signUp).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('keeps the last sign-in method on and shows the server message', async () => {
    const settings = instanceFixtures.settings({ is_magic_code_enabled: false });
    const updateSettings = jest.fn(() => Promise.reject(new ApiError(400, { error: INSTANCE_TEXT.lastMethod, error_code: 'VALIDATION_ERROR' })));
    renderAdmin('/god-mode/authentication', adminServices({ instance: { getSettings: async () => settings, updateSettings } }));
    const password = await screen.findByRole('switch', { name: 'Email and password' });
    expect(password).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(password);
    expect(await screen.findByText(INSTANCE_TEXT.lastMethod)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-checked', 'true');
    expect(updateSettings).toHaveBeenCalledWith({ is_email_password_enabled: false });
  });
});
