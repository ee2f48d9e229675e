import { isOtherAppPath, isSignInRoute, sanitizeNextPath } from './next-path';

describe('sanitizeNextPath', () => {
  it.each([
    ['/acme', '/acme'],
    ['/acme/settings?tab=members', '/acme/settings?tab=members'],
    ['/god-mode/', '/god-mode/'],
    ['  /invitations ', '/invitations'],
  ])('keeps the same-origin relative path %s', (raw, expected) => {
    expect(sanitizeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null], [undefined], [''], ['acme'], ['//evil.example/x'], ['/\\evil.example'], ['https://evil.example/'],
    ['javascript:alert(1)'], ['/\tevil'], ['\\\\evil.example'],
  ])('drops %p', (raw) => {
    expect(sanitizeNextPath(raw as string | null | undefined)).toBeNull();
  });
});

describe('isOtherAppPath', () => {
  it('spots the admin and spaces apps only', () => {
    expect(isOtherAppPath('/god-mode/')).toBe(true);
    expect(isOtherAppPath('/spaces')).toBe(true);
    expect(isOtherAppPath('/spacesuit')).toBe(false);
    expect(isOtherAppPath('/acme')).toBe(false);
  });
});

describe('isSignInRoute', () => {
  it('knows the sign-in screens', () => {
    expect(isSignInRoute('/')).toBe(true);
    expect(isSignInRoute('/sign-up')).toBe(true);
    expect(isSignInRoute('/accounts/forgot-password')).toBe(true);
    expect(isSignInRoute('/acme')).toBe(false);
    expect(isSignInRoute('/onboarding')).toBe(false);
  });
});
