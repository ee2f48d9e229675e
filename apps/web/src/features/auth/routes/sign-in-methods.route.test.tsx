import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices } from '@cairn/state';
import type { InstanceInfo } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { instanceInfo, instanceServices } from '../testing/instance-info';

// The sign-in screens follow the instance (issue 19): only the methods that are on, SSO buttons, SSO error texts,
// "Failed to fetch instance info" with a retry, and the truth about mail on the unique-code step.

const signedOut = { getMe: () => Promise.reject(new ApiError(401, {})) };
const servicesFor = (config: Partial<InstanceInfo['config']>, auth: Record<string, unknown> = {}) =>
  createFakeServices({ auth, users: signedOut, instance: instanceServices(config) });

async function submitEmail(value: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const providers = [
  { key: 'okta', kind: 'oidc' as const, name: 'Okta' },
  { key: 'google', kind: 'google' as const, name: 'Google' },
];

describe('sign-in screens and the instance config', () => {
  it('shows a "Continue with" link per enabled provider, keeping next_path', async () => {
    renderApp(`/?next_path=${encodeURIComponent('/ws/projects')}`, servicesFor({ sso_providers: providers }));
    const okta = await screen.findByRole('link', { name: 'Continue with Okta' });
    expect(okta).toHaveAttribute('href', '/auth/sso/okta/?next_path=%2Fws%2Fprojects');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/sso/google/?next_path=%2Fws%2Fprojects');
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('drops an unsafe next_path from the provider links', async () => {
    renderApp(`/?next_path=${encodeURIComponent('//evil.example')}`, servicesFor({ sso_providers: providers.slice(0, 1) }));
    expect(await screen.findByRole('link', { name: 'Continue with Okta' })).toHaveAttribute('href', '/auth/sso/okta/');
  });

  it('offers only SSO when password and unique code are off', async () => {
    renderApp('/', servicesFor({ sso_providers: providers.slice(0, 1), is_email_password_enabled: false, is_magic_code_enabled: false }));
    expect(await screen.findByRole('link', { name: 'Continue with Okta' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('hides the sign-up link when sign-up is off', async () => {
    renderApp('/', servicesFor({ is_signup_enabled: false }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows the sign-up link when sign-up is on', async () => {
    renderApp('/', servicesFor({}));
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it.each([
    ['sso_state', 'This sign-in attempt expired, was already used, or was started in another browser. Please start again.'],
    ['sso_email_unverified', 'The provider did not confirm your email address, so it cannot be used to sign in here.'],
    ['sso_signup_disabled', 'Sign-up is closed on this instance. Ask an admin for an invitation.'],
    ['sso_domain_not_allowed', 'Accounts with this email domain cannot sign in through this provider.'],
    ['something-else', 'Single sign-on failed. Please try again.'],
  ])('explains the SSO error %s', async (code, text) => {
    renderApp(`/?error=${code}`, servicesFor({ sso_providers: providers }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says "Failed to fetch instance info" and retries', async () => {
    const getInfo = jest.fn().mockRejectedValueOnce(new ApiError(500, {})).mockResolvedValue(instanceInfo());
    renderApp('/', createFakeServices({ users: signedOut, instance: { getInfo } }));
    expect(await screen.findByText('Failed to fetch instance info')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledTimes(2);
  });

  it('without a mail server, the unique-code step says where the code went and points to the password', async () => {
    const magicGenerate = jest.fn().mockResolvedValue(undefined);
    renderApp('/', servicesFor({ is_smtp_configured: false }, { emailCheck: jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' }), magicGenerate }));
    await submitEmail('jane@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a unique code' }));
    expect(await screen.findByRole('heading', { name: 'Enter your unique code' })).toBeInTheDocument();
    expect(screen.getByText(/it was written to the server's log\. Ask your admin for it\./)).toBeInTheDocument();
    expect(screen.queryByText(/We emailed you/)).not.toBeInTheDocument();
    expect(screen.getByText('Have a password? Sign in with it instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with password instead' })).toBeInTheDocument();
  });

  it('with mail set up, the unique-code step says the code was emailed', async () => {
    renderApp('/', servicesFor({}, { emailCheck: jest.fn().mockResolvedValue({ existing: false, status: 'MAGIC_CODE' }), magicGenerate: jest.fn().mockResolvedValue(undefined) }));
    await submitEmail('new@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('with unique codes off, a password account gets no code button', async () => {
    renderApp('/', servicesFor({ is_magic_code_enabled: false }, { emailCheck: jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' }) }));
    await submitEmail('jane@example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a unique code' })).not.toBeInTheDocument();
  });

  it('with unique codes off, a new email goes to sign-up, or is told sign-up is closed', async () => {
    const { router } = renderApp('/', servicesFor({ is_magic_code_enabled: false }, { emailCheck: jest.fn().mockResolvedValue({ existing: false, status: 'MAGIC_CODE' }) }));
    await submitEmail('new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('with unique codes and sign-up off, a new email is refused with a clear text', async () => {
    const magicGenerate = jest.fn();
    renderApp('/', servicesFor({ is_magic_code_enabled: false, is_signup_enabled: false }, { emailCheck: jest.fn().mockResolvedValue({ existing: false, status: 'MAGIC_CODE' }), magicGenerate }));
    await submitEmail('new@example.com');
    expect(await screen.findByText('No account uses this email, and sign-up is closed on this instance. Ask an admin for an invitation.')).toBeInTheDocument();
    expect(magicGenerate).not.toHaveBeenCalled();
  });

  it('with passwords off, an account with a password gets a unique code', async () => {
    const magicGenerate = jest.fn().mockResolvedValue(undefined);
    renderApp('/', servicesFor({ is_email_password_enabled: false }, { emailCheck: jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' }), magicGenerate }));
    await submitEmail('jane@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(magicGenerate).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign in with password instead' })).not.toBeInTheDocument();
  });

  it('the sign-up screen explains sign-up is closed (the form stays for invited emails)', async () => {
    renderApp('/sign-up', servicesFor({ is_signup_enabled: false }));
    expect(await screen.findByText(/Sign-up is closed on this instance\. Ask an admin for an invitation\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('the sign-up screen has no form when passwords are off', async () => {
    renderApp('/sign-up', servicesFor({ is_email_password_enabled: false }));
    expect(await screen.findByText('Sign-up with a password is turned off on this instance. Go back to sign in and use another method.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the server refusal of an uninvited sign-up', async () => {
    const signUp = jest.fn().mockRejectedValue(new ApiError(403, { error: 'closed', error_code: 'SIGNUP_DISABLED' }));
    renderApp('/sign-up', servicesFor({ is_signup_enabled: false }, { signUp }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng-Passw0rd!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng-Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is closed on this instance. Ask an admin for an invitation.');
  });

  it('the forgot-password screen says mail is off before anything is sent', async () => {
    const forgotPassword = jest.fn();
    renderApp('/accounts/forgot-password', createFakeServices({ auth: { forgotPassword }, users: signedOut, instance: instanceServices({ is_smtp_configured: false }) }));
    expect(await screen.findByText("We see that your god hasn't enabled SMTP, we will not be able to send a password reset link")).toBeInTheDocument();
  });
});
