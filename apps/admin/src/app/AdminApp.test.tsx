import { render, screen } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures } from '@cairn/state';
import { AdminApp } from './AdminApp';
import { redirectOnUnauthorized, signInHref } from './session';

describe('admin app', () => {
  it('shows the title and the signed-in email', async () => {
    const services = createFakeServices({ users: { getMe: () => Promise.resolve(fixtures.user()), getProfile: () => Promise.resolve(fixtures.profile()) } });
    render(<AdminApp services={services} />);
    expect(screen.getByRole('heading', { name: 'Cairn god mode' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Instance administration arrives in a later release')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const services = createFakeServices({ users: { getMe: () => Promise.reject(new ApiError(401, {})) } });
    render(<AdminApp services={services} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('admin 401 rule', () => {
  it('sends deep admin paths to /god-mode/ with next_path, and not the landing page itself', () => {
    const deep = { pathname: '/god-mode/users', search: '', assign: jest.fn() };
    redirectOnUnauthorized(deep);
    expect(deep.assign).toHaveBeenCalledWith(`/god-mode/?next_path=${encodeURIComponent('/users')}`);
    const root = { pathname: '/god-mode/', search: '?next_path=%2Fusers', assign: jest.fn() };
    redirectOnUnauthorized(root);
    expect(root.assign).not.toHaveBeenCalled();
  });

  it('links to the members sign-in with the admin path to come back to', () => {
    expect(signInHref('?next_path=%2Fusers')).toBe(`/?next_path=${encodeURIComponent('/god-mode/users')}`);
    expect(signInHref('')).toBe(`/?next_path=${encodeURIComponent('/god-mode/')}`);
    expect(signInHref('?next_path=%2F%2Fevil.example')).toBe(`/?next_path=${encodeURIComponent('/god-mode/')}`);
  });
});
