import { render, screen } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices, fixtures } from '@cairn/state';
import { SpacesApp } from './SpacesApp';
import { redirectOnUnauthorized, signInHref, signInHrefBackTo } from './session';
import { THEME_STORAGE_KEY, readStoredTheme, storeTheme } from './theme';

describe('spaces app', () => {
  it('renders the title and the landing text', async () => {
    const services = createFakeServices({ users: { getMe: () => Promise.resolve(fixtures.user()), getProfile: () => Promise.resolve(fixtures.profile()) } });
    render(<SpacesApp services={services} initialPath="/" />);
    expect(screen.getByRole('heading', { name: 'Cairn spaces' })).toBeInTheDocument();
    expect(screen.getByText('Published projects and views appear here')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('offers signing in to a signed-out visitor', async () => {
    render(<SpacesApp services={createFakeServices({ users: { getMe: () => Promise.reject(new ApiError(401, {})) } })} initialPath="/" />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('spaces routes', () => {
  it('shows a clear not-found page for an unknown address', async () => {
    render(<SpacesApp services={createFakeServices({ users: { getMe: () => Promise.reject(new ApiError(401, {})) } })} initialPath="/nowhere/at/all" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cairn spaces' })).toHaveAttribute('href', '/spaces');
  });
});

describe('spaces theme storage', () => {
  it('reads back a stored theme and ignores junk', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(readStoredTheme(storage)).toBeUndefined();
    storeTheme('dark', storage);
    expect(readStoredTheme(storage)).toBe('dark');
    data.set(THEME_STORAGE_KEY, '<script>');
    expect(readStoredTheme(storage)).toBeUndefined();
  });
});

describe('spaces 401 rule', () => {
  it('sends deep paths to /spaces/ with next_path, and the sign-in link comes back under /spaces', () => {
    const deep = { pathname: '/spaces/acme/board', search: '?x=1', assign: jest.fn() };
    redirectOnUnauthorized(deep);
    expect(deep.assign).toHaveBeenCalledWith(`/spaces/?next_path=${encodeURIComponent('/acme/board?x=1')}`);
    expect(signInHref(`?next_path=${encodeURIComponent('/acme/board')}`)).toBe(`/?next_path=${encodeURIComponent('/spaces/acme/board')}`);
    expect(signInHrefBackTo('/issues/x?board=kanban&state=a,b')).toBe(`/?next_path=${encodeURIComponent('/spaces/issues/x?board=kanban&state=a,b')}`);
  });
});
