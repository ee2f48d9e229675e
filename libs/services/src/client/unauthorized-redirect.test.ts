import { unauthorizedRedirectPath } from './unauthorized-redirect';

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
