import { stepAfterEmailCheck } from './sign-in-steps';

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
});
