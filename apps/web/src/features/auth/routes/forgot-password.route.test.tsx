import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';

async function request(answer: { sent: boolean; smtp_configured: boolean }) {
  const forgotPassword = jest.fn().mockResolvedValue(answer);
  renderApp('/accounts/forgot-password?email=jane%40example.com', createFakeServices({ auth: { forgotPassword }, users: { getMe: () => Promise.reject(new ApiError(401, {})) } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
  return forgotPassword;
}

describe('forgot password screen', () => {
  it('says so when the instance has no SMTP', async () => {
    const call = await request({ sent: false, smtp_configured: false });
    expect(await screen.findByText("We see that your god hasn't enabled SMTP, we will not be able to send a password reset link")).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ email: 'jane@example.com' });
  });

  it('tells the user to check the inbox and spam folder when the mail went out', async () => {
    await request({ sent: true, smtp_configured: true });
    expect(await screen.findByText(/Check your inbox, and your spam folder/)).toBeInTheDocument();
  });
});

describe('reset and set password screens', () => {
  it('titles the reset screen "Set new password"', async () => {
    renderApp('/accounts/reset-password?token=abc', createFakeServices());
    expect(await screen.findByRole('heading', { name: 'Set new password' })).toBeInTheDocument();
  });

  it('titles the set password screen "Secure your account" for an auto-set password', async () => {
    renderApp('/accounts/set-password', createFakeServices({ users: { getMe: () => Promise.resolve(fixtures.user({ is_password_autoset: true })) } }));
    expect(await screen.findByRole('heading', { name: 'Secure your account' })).toBeInTheDocument();
  });
});
