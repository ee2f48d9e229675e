import { isAppRootPath, redirectOnUnauthorized, signInHrefFor, unauthorizedRedirectPath } from './unauthorized-redirect';

describe('unauthorizedRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/acme/projects', '/?next_path=%2Facme%2Fprojects'],
    ['/acme/projects?tab=all', '/?next_path=%2Facme%2Fprojects%3Ftab%3Dall'],
    ['/god-mode', '/god-mode/'],
    ['/god-mode/', '/god-mode/'],
    ['/god-mode/general', '/god-mode/?next_path=%2Fgeneral'],
    ['/god-mode/general/', '/god-mode/?next_path=%2Fgeneral%2F'],
    ['/god-mode?x=1', '/god-mode/?next_path=%2F%3Fx%3D1'],
    ['/god-modern/page', '/?next_path=%2Fgod-modern%2Fpage'],
    ['/spaces', '/spaces/'],
    ['/spaces/', '/spaces/'],
    ['/spaces/abc?x=1', '/spaces/?next_path=%2Fabc%3Fx%3D1'],
    ['/spacesuit', '/?next_path=%2Fspacesuit'],
    ['/acme/spaces/x', '/?next_path=%2Facme%2Fspaces%2Fx'],
  ])('%s → %s', (pathname, expected) => {
    expect(unauthorizedRedirectPath(pathname)).toBe(expected);
  });
});

describe('redirectOnUnauthorized', () => {
  const loc = (pathname: string, search = '') => ({ pathname, search, assign: jest.fn() });
  it('sends the page to the sign-in path with next_path', () => {
    const l = loc('/acme/settings', '?tab=1');
    redirectOnUnauthorized(l, () => false);
    expect(l.assign).toHaveBeenCalledWith('/?next_path=%2Facme%2Fsettings%3Ftab%3D1');
  });
  it('stays put on an exempt (sign-in) page', () => {
    const l = loc('/god-mode/');
    redirectOnUnauthorized(l, (p) => isAppRootPath('/god-mode', p));
    expect(l.assign).not.toHaveBeenCalled();
  });
});

describe('signInHrefFor', () => {
  it.each([
    ['/god-mode', '?next_path=%2Fusers', '/?next_path=%2Fgod-mode%2Fusers'],
    ['/spaces', '', '/?next_path=%2Fspaces%2F'],
    ['/spaces', '?next_path=%2F%2Fevil.test', '/?next_path=%2Fspaces%2F'],
  ])('%s %s → %s', (prefix, search, expected) => expect(signInHrefFor(prefix, search)).toBe(expected));
});
