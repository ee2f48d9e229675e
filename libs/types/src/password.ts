import { PASSWORD_MIN_LENGTH_EXCLUSIVE } from './constants';

/** Weak or strong, as the sign-in screens show it. */
export type PasswordStrength = 'empty' | 'weak' | 'strong';

/** A password is strong when longer than 8 characters and mixing at least three of: lower, upper, digit, symbol. */
export function getPasswordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  if (password.length <= PASSWORD_MIN_LENGTH_EXCLUSIVE) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return kinds >= 3 ? 'strong' : 'weak';
}

/** True when the password is long enough to be accepted at all. */
export function isPasswordLongEnough(password: string): boolean {
  return password.length > PASSWORD_MIN_LENGTH_EXCLUSIVE;
}
