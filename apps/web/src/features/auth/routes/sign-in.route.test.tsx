import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { instanceServices } from '../testing/instance-info';

function signedOutServices(auth: Parameters<typeof createFakeServices>[0] extends infer O ? (O extends { auth?: infer A } ? A : never) : never) {
  return createFakeServices({
    auth,
    instance: instanceServices(),
    // The sign-in screen first checks for an existing session; a 401 means "show the form".
    users: { getMe: () => Promise.reject(new ApiError(401, { error: 'Authentication credentials were not provided.', error_code: 'UNAUTHENTICATED' })) },
  });
}

async function submitEmail(value: string) {
  const input = await screen.findByLabelText('Email');
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in screen', () => {
  it('asks for an email with the spec texts', async () => {
    renderApp('/', signedOutServices({}));
    await submitEmail('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitEmail('not-an-email');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  });

  it('an error goes as soon as the email is edited (issue 17)', async () => {
    renderApp('/', signedOutServices({}));
    await submitEmail('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'j' } });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('goes to the password step for an account with a password', async () => {
    const emailCheck = jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' });
    const magicGenerate = jest.fn().mockResolvedValue(undefined);
    renderApp('/', signedOutServices({ emailCheck, magicGenerate }));
    await submitEmail('Jane@Example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(emailCheck).toHaveBeenCalledWith({ email: 'jane@example.com' });
    expect(magicGenerate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
  });

  it('sends a unique code to an account without a password and counts down the resend', async () => {
    const emailCheck = jest.fn().mockResolvedValue({ existing: false, status: 'MAGIC_CODE' });
    const magicGenerate = jest.fn().mockResolvedValue(undefined);
    renderApp('/', signedOutServices({ emailCheck, magicGenerate }));
    await submitEmail('new@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(magicGenerate).toHaveBeenCalledWith({ email: 'new@example.com', language: 'en' });
    expect(screen.getByLabelText('Unique code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  });

  it('shows the server refusal of a wrong password', async () => {
    const signIn = jest.fn().mockRejectedValue(new ApiError(401, { error: 'Invalid credentials', error_code: 'INVALID_CREDENTIALS' }));
    renderApp('/', signedOutServices({ emailCheck: jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' }), signIn }));
    await submitEmail('jane@example.com');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
  });

  it('after signing in honours a safe next_path', async () => {
    const user = fixtures.user();
    let signedIn = false;
    const services = createFakeServices({
      auth: {
        emailCheck: jest.fn().mockResolvedValue({ existing: true, status: 'CREDENTIAL' }),
        signIn: jest.fn().mockImplementation(async () => {
          signedIn = true;
          return user;
        }),
      },
      users: {
        getMe: () => (signedIn ? Promise.resolve(user) : Promise.reject(new ApiError(401, {}))),
        getProfile: () => Promise.resolve(fixtures.profile({ is_onboarded: true })),
        getSettings: () => Promise.resolve(fixtures.settings({ last_workspace_slug: 'ws-1' })),
      },
      workspaces: { listMine: () => Promise.resolve([fixtures.workspace(1)]) },
      instance: instanceServices(),
    });
    const { router } = renderApp(`/?next_path=${encodeURIComponent('/ws-1/settings/account')}`, services);
    await submitEmail('jane@example.com');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/settings/account'));
  });
});
