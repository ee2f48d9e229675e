import { ALL_METHODS, signInMethods, stepAfterEmailCheck } from './sign-in-steps';

describe('stepAfterEmailCheck', () => {
  it('asks an existing account with a password for it', () => {
    expect(stepAfterEmailCheck({ existing: true, status: 'CREDENTIAL' })).toBe('password');
  });
  it('sends a unique code to an account without password', () => {
    expect(stepAfterEmailCheck({ existing: true, status: 'MAGIC_CODE' })).toBe('unique-code');
  });
  it('sends a unique code to a new email (sign up by code)', () => {
    expect(stepAfterEmailCheck({ existing: false, status: 'MAGIC_CODE' })).toBe('unique-code');
    expect(stepAfterEmailCheck({ existing: false, status: 'CREDENTIAL' })).toBe('unique-code');
  });
  it('follows the methods the instance has on', () => {
    const noPassword = { ...ALL_METHODS, password: false };
    expect(stepAfterEmailCheck({ existing: true, status: 'CREDENTIAL' }, noPassword)).toBe('unique-code');
    const noCode = { ...ALL_METHODS, code: false };
    expect(stepAfterEmailCheck({ existing: true, status: 'CREDENTIAL' }, noCode)).toBe('password');
    expect(stepAfterEmailCheck({ existing: false, status: 'MAGIC_CODE' }, noCode)).toBe('sign-up');
    expect(stepAfterEmailCheck({ existing: false, status: 'MAGIC_CODE' }, { ...noCode, signUp: false })).toBe('signup-closed');
    expect(stepAfterEmailCheck({ existing: true, status: 'MAGIC_CODE' }, noCode)).toBe('no-method');
  });
  it('reads the methods from the instance config', () => {
    expect(signInMethods(undefined)).toBe(ALL_METHODS);
  });
});
