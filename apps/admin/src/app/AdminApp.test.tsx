import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures, instanceFixtures } from '@cairn/state';
import { ERROR_CODE } from '@cairn/types';
import { adminServices, renderAdmin } from '../testing/render-admin';
import { nextPathAfterSignIn, redirectOnUnauthorized, signInHref } from './session';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('first run', () => {
  function freshInstance(setUp = jest.fn(async () => fixtures.user())) {
    const getSettings = jest.fn(async () => instanceFixtures.settings());
    const services = createFakeServices({
      users: { getMe: () => Promise.reject(new ApiError(401)), getProfile: async () => fixtures.profile() },
      instance: { getInfo: async () => instanceFixtures.info({ instance: { is_setup_done: false } }), setUp, getSettings },
    });
    return { services, setUp, getSettings };
  }

  it('validates the form, clears an error once fixed, then sets up and opens the console', async () => {
    const { services, setUp } = freshInstance();
    renderAdmin('/god-mode/', services);
    expect(await screen.findByRole('heading', { name: 'Set up your Cairn instance' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up instance' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    type(/^First name/, 'Ada');
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
    type(/^Email/, 'not-an-email');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'password1');
    expect(await screen.findByText('Try setting-up a strong password to proceed')).toBeInTheDocument();
    type(/^Password/, 'Str0ng!pass');
    type(/^Instance name/, 'Acme');
    await waitFor(() => expect(screen.queryByText('Try setting-up a strong password to proceed')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Set up instance' }));

    await waitFor(() => expect(setUp).toHaveBeenCalledWith({ first_name: 'Ada', last_name: '', email: 'ada@example.com', password: 'Str0ng!pass', instance_name: 'Acme' }));
    expect(await screen.findByRole('heading', { name: 'General', level: 1 })).toBeInTheDocument();
  });

  it('shows the server refusal under the form (someone else finished first)', async () => {
    const { services } = freshInstance(jest.fn(() => Promise.reject(new ApiError(403, { error: 'This instance is already set up' }))));
    renderAdmin('/god-mode/', services);
    await screen.findByRole('heading', { name: 'Set up your Cairn instance' });
    type(/^First name/, 'Ada');
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Str0ng!pass');
    type(/^Instance name/, 'Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Set up instance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This instance is already set up');
  });
});

describe('sign-in and access', () => {
  it('signs in on /god-mode/ and opens next_path', async () => {
    let signedIn = false;
    const signIn = jest.fn(async () => {
      signedIn = true;
      return fixtures.user();
    });
    const services = adminServices({
      users: { getMe: () => (signedIn ? Promise.resolve(fixtures.user()) : Promise.reject(new ApiError(401))) },
      auth: { signIn },
      instance: { listAdmins: async () => [instanceFixtures.admin(1)] },
    });
    renderAdmin('/god-mode/?next_path=%2Fadmins', services);
    expect(await screen.findByRole('heading', { name: 'Sign in to god mode' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admins', level: 1 })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('says so when the password is wrong', async () => {
    const services = adminServices({
      users: { getMe: () => Promise.reject(new ApiError(401)) },
      auth: { signIn: () => Promise.reject(new ApiError(401, { error: 'no', error_code: ERROR_CODE.INVALID_CREDENTIALS })) },
    });
    renderAdmin('/god-mode/', services);
    await screen.findByRole('heading', { name: 'Sign in to god mode' });
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  });

  it('offers each enabled single sign-on provider on the sign-in form', async () => {
    const info = instanceFixtures.info({ config: { sso_providers: [{ key: 'acme', kind: 'oidc', name: 'Acme' }] } });
    renderAdmin('/god-mode/?next_path=%2Fsso', adminServices({ users: { getMe: () => Promise.reject(new ApiError(401)) }, instance: { getInfo: async () => info } }));
    expect(await screen.findByRole('button', { name: 'Continue with Acme' })).toBeInTheDocument();
  });

  it('says why a single sign-on failed when it comes back with ?error=', async () => {
    renderAdmin('/god-mode/?error=sso_email_unverified', adminServices({ users: { getMe: () => Promise.reject(new ApiError(401)) } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider did not confirm your email address, so it cannot be used to sign in here.');
  });

  it('refuses a signed-in member who is not an instance admin, without asking for console data', async () => {
    const getSettings = jest.fn(async () => instanceFixtures.settings());
    const listAdmins = jest.fn(async () => []);
    const services = adminServices({ users: { getInstanceAdmin: async () => ({ is_instance_admin: false }) }, instance: { getSettings, listAdmins } });
    renderAdmin('/god-mode/general', services);
    expect(await screen.findByRole('heading', { name: 'Only instance admins can open god mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Cairn' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(getSettings).not.toHaveBeenCalled();
    expect(listAdmins).not.toHaveBeenCalled();
  });

  it('shows the spec text when the instance info cannot be fetched, and retries', async () => {
    let fail = true;
    const getInfo = jest.fn(() => (fail ? Promise.reject(new ApiError(0)) : Promise.resolve(instanceFixtures.info())));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAdmin('/god-mode/', adminServices({ instance: { getInfo } }));
    expect(await screen.findByRole('heading', { name: 'Failed to fetch instance info' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'General', level: 1 })).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('shows the console shell with the seven pages, and signs out to the sign-in form', async () => {
    const signOut = jest.fn(async () => undefined);
    renderAdmin('/god-mode/general', adminServices({ auth: { signOut } }));
    const nav = await screen.findByRole('navigation', { name: 'God mode navigation' });
    for (const name of ['General', 'Workspaces', 'Email', 'Authentication', 'Single sign-on', 'Images', 'Admins']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to god mode' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });
});

describe('admin 401 rule', () => {
  it('sends deep admin paths to /god-mode/ with next_path, and not the landing page itself', () => {
    const deep = { pathname: '/god-mode/email', search: '', assign: jest.fn() };
    redirectOnUnauthorized(deep);
    expect(deep.assign).toHaveBeenCalledWith(`/god-mode/?next_path=${encodeURIComponent('/email')}`);
    const root = { pathname: '/god-mode/', search: '?next_path=%2Femail', assign: jest.fn() };
    redirectOnUnauthorized(root);
    expect(root.assign).not.toHaveBeenCalled();
  });

  it('opens next_path after sign-in only when it is a plain path of this app', () => {
    expect(nextPathAfterSignIn('?next_path=%2Fsso')).toBe('/sso');
    expect(nextPathAfterSignIn('')).toBe('/general');
    expect(nextPathAfterSignIn('?next_path=%2F%2Fevil.example')).toBe('/general');
    expect(nextPathAfterSignIn('?next_path=https%3A%2F%2Fevil.example')).toBe('/general');
    expect(nextPathAfterSignIn('?next_path=%2F')).toBe('/general');
  });

  it('links to the members sign-in with the admin path to come back to', () => {
    expect(signInHref('?next_path=%2Fusers')).toBe(`/?next_path=${encodeURIComponent('/god-mode/users')}`);
  });
});
