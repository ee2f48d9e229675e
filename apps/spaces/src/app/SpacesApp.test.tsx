import { render, screen } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures } from '@cairn/state';
import { SpacesApp } from './SpacesApp';
import { redirectOnUnauthorized, signInHref } from './session';

describe('spaces app', () => {
  it('renders the title and the landing text', async () => {
    const services = createFakeServices({ users: { getMe: () => Promise.resolve(fixtures.user()), getProfile: () => Promise.resolve(fixtures.profile()) } });
    render(<SpacesApp services={services} />);
    expect(screen.getByRole('heading', { name: 'Cairn spaces' })).toBeInTheDocument();
    expect(screen.getByText('Published projects and views appear here')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('offers signing in to a signed-out visitor', async () => {
    render(<SpacesApp services={createFakeServices({ users: { getMe: () => Promise.reject(new ApiError(401, {})) } })} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('spaces 401 rule', () => {
  it('sends deep paths to /spaces/ with next_path, and the sign-in link comes back under /spaces', () => {
    const deep = { pathname: '/spaces/acme/board', search: '?x=1', assign: jest.fn() };
    redirectOnUnauthorized(deep);
    expect(deep.assign).toHaveBeenCalledWith(`/spaces/?next_path=${encodeURIComponent('/acme/board?x=1')}`);
    expect(signInHref(`?next_path=${encodeURIComponent('/acme/board')}`)).toBe(`/?next_path=${encodeURIComponent('/spaces/acme/board')}`);
  });
});
