import { emailSchema, getPasswordStrength, instanceSetupSchema, isPasswordLongEnough } from '@cairn/types';
import { fieldErrorsOf, type FieldErrors } from '../../../shared';

/** The first-run form's values. */
export interface SetupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  instance_name: string;
}

/** Email errors with the sign-in screens' spec texts. */
export function emailErrorKey(email: string): string | undefined {
  if (!email.trim()) return 'auth.errors.email_required';
  return emailSchema.safeParse(email).success ? undefined : 'auth.errors.email_invalid';
}

/** The password rule of the web's sign-up: required, longer than 8 characters, and strong. */
export function newPasswordErrorKey(password: string): string | undefined {
  if (!password) return 'auth.errors.password_required';
  if (!isPasswordLongEnough(password)) return 'auth.errors.password_too_short';
  return getPasswordStrength(password) === 'strong' ? undefined : 'auth.errors.password_weak_sign_up';
}

/** Checks the first-run form with the server's schema plus the sign-up password rule. */
export function validateSetup(values: SetupValues): FieldErrors {
  const errors = fieldErrorsOf(instanceSetupSchema.safeParse(values));
  const email = emailErrorKey(values.email);
  if (email) errors.email = email;
  else delete errors.email;
  const password = newPasswordErrorKey(values.password);
  if (password) errors.password = password;
  else delete errors.password;
  return errors;
}

/** Checks the sign-in form: an email and some password. */
export function validateSignIn(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailErrorKey(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'auth.errors.password_required';
  return errors;
}
