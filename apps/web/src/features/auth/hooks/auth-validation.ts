import { emailSchema, getPasswordStrength, isPasswordLongEnough } from '@cairn/types';

/** i18n keys of the sign-in validation texts (their English values are the spec's verbatim texts). */
export const AUTH_ERROR_KEYS = {
  emailRequired: 'auth.errors.email_required',
  emailInvalid: 'auth.errors.email_invalid',
  passwordRequired: 'auth.errors.password_required',
  passwordTooShort: 'auth.errors.password_too_short',
  passwordsDontMatch: 'auth.errors.passwords_dont_match',
  passwordWeak: 'auth.errors.password_weak_sign_up',
} as const;

/** One of the validation text keys. */
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[keyof typeof AUTH_ERROR_KEYS];

/** "Email is required" for blank input, "Email is invalid" for anything the shared email schema refuses. */
export function validateEmail(email: string): AuthErrorKey | null {
  if (!email.trim()) return AUTH_ERROR_KEYS.emailRequired;
  return emailSchema.safeParse(email).success ? null : AUTH_ERROR_KEYS.emailInvalid;
}

/** Signing in only needs some password. */
export function validateSignInPassword(password: string): AuthErrorKey | null {
  return password ? null : AUTH_ERROR_KEYS.passwordRequired;
}

/** Errors of a new-password form, by field; `form` holds the weak-password block of sign-up. */
export interface NewPasswordErrors {
  password?: AuthErrorKey;
  confirm?: AuthErrorKey;
  form?: AuthErrorKey;
}

/**
 * Checks a new password and its confirmation. With `requireStrong` (sign-up), a password that is long enough but
 * weak blocks with "Try setting-up a strong password to proceed".
 */
export function validateNewPassword(password: string, confirm: string, opts: { requireStrong: boolean }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = AUTH_ERROR_KEYS.passwordRequired;
  else if (!isPasswordLongEnough(password)) errors.password = AUTH_ERROR_KEYS.passwordTooShort;
  if (password && confirm !== password) errors.confirm = AUTH_ERROR_KEYS.passwordsDontMatch;
  if (!errors.password && !errors.confirm && opts.requireStrong && getPasswordStrength(password) !== 'strong') {
    errors.form = AUTH_ERROR_KEYS.passwordWeak;
  }
  return errors;
}

/** True when the errors object holds nothing. */
export function hasErrors(errors: NewPasswordErrors): boolean {
  return Boolean(errors.password || errors.confirm || errors.form);
}
