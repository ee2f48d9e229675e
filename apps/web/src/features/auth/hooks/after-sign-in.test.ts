import { afterSignInTarget } from './after-sign-in';

describe('afterSignInTarget', () => {
  it('sends users who are not onboarded to onboarding, keeping next_path', () => {
    expect(afterSignInTarget({ isOnboarded: false, nextPath: '/acme', postLoginPath: '/acme' })).toEqual({ path: '/onboarding?next_path=%2Facme', fullReload: false });
    expect(afterSignInTarget({ isOnboarded: false, nextPath: null, postLoginPath: '/create-workspace' }).path).toBe('/onboarding');
  });

  it('honours a safe next_path', () => {
    expect(afterSignInTarget({ isOnboarded: true, nextPath: '/acme/settings', postLoginPath: '/other' })).toEqual({ path: '/acme/settings', fullReload: false });
  });

  it('reloads the page for another app of the origin', () => {
    expect(afterSignInTarget({ isOnboarded: true, nextPath: '/god-mode/', postLoginPath: '/acme' })).toEqual({ path: '/god-mode/', fullReload: true });
  });

  it('ignores an unsafe next_path and uses the post-login redirect', () => {
    expect(afterSignInTarget({ isOnboarded: true, nextPath: '//evil.example', postLoginPath: '/acme' })).toEqual({ path: '/acme', fullReload: false });
    expect(afterSignInTarget({ isOnboarded: true, nextPath: 'https://evil.example', postLoginPath: '/create-workspace' }).path).toBe('/create-workspace');
  });
});
