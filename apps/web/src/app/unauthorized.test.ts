import { redirectOnUnauthorized } from './unauthorized';

function fakeLocation(pathname: string, search = '') {
  return { pathname, search, assign: jest.fn() };
}

describe('redirectOnUnauthorized', () => {
  it('sends the browser to sign in with the current path as next_path', () => {
    const location = fakeLocation('/acme/settings', '?tab=1');
    redirectOnUnauthorized(location);
    expect(location.assign).toHaveBeenCalledWith(`/?next_path=${encodeURIComponent('/acme/settings?tab=1')}`);
  });

  it('stays put on the sign-in screens', () => {
    for (const path of ['/', '/sign-up', '/accounts/forgot-password']) {
      const location = fakeLocation(path);
      redirectOnUnauthorized(location);
      expect(location.assign).not.toHaveBeenCalled();
    }
  });
});
