import { getPasswordStrength, isPasswordLongEnough } from './password';
import { httpUrlSchema, profileUpdateSchema, signUpSchema } from './index';

describe('password rules', () => {
  it.each([
    ['', 'empty'],
    ['Ab1!', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefghi', 'weak'],
    ['Abcdefgh1', 'strong'],
    ['abcdefg1!', 'strong'],
  ])('%s is %s', (pw, expected) => expect(getPasswordStrength(pw)).toBe(expected));

  it('needs more than 8 characters', () => {
    expect(isPasswordLongEnough('12345678')).toBe(false);
    expect(isPasswordLongEnough('123456789')).toBe(true);
    const r = signUpSchema.safeParse({ email: 'a@b.co', password: '12345678' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Password length should me more than 8 characters');
  });

  it('rejects an unknown language with the spec text', () => {
    const r = profileUpdateSchema.safeParse({ language: 'xx' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Invalid language');
    expect(profileUpdateSchema.safeParse({ language: 'pt-BR' }).success).toBe(true);
  });

  it('lower-cases and validates emails', () => {
    expect(signUpSchema.parse({ email: ' A@B.CO ', password: 'Abcdefgh1' }).email).toBe('a@b.co');
    expect(signUpSchema.safeParse({ email: 'nope', password: 'Abcdefgh1' }).error?.issues[0].message).toBe('Email is invalid');
  });
});

describe('links', () => {
  it('accepts only http(s) urls', () => {
    expect(httpUrlSchema.safeParse('https://x.test/a.png').success).toBe(true);
    expect(httpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrlSchema.safeParse(' JavaScript:alert(1)').success).toBe(false);
    expect(httpUrlSchema.safeParse('data:text/html,x').success).toBe(false);
  });
});
