import type { EmailCheckResponse, InstanceInfo } from '@cairn/types';

/** The steps of "log in or sign up". */
export type SignInStep = 'email' | 'password' | 'unique-code';

/** The sign-in methods the instance has on (issue 19): the screens offer only these. */
export interface SignInMethods {
  password: boolean;
  code: boolean;
  signUp: boolean;
  /** Whether mail goes out (else a unique code is only written to the server's log). */
  smtp: boolean;
}

/** Every method on: the screens' behaviour before the instance info is known (and in tests that do not care). */
export const ALL_METHODS: SignInMethods = { password: true, code: true, signUp: true, smtp: true };

/** The methods of an instance's config. */
export function signInMethods(config: InstanceInfo['config'] | undefined): SignInMethods {
  if (!config) return ALL_METHODS;
  return { password: config.is_email_password_enabled, code: config.is_magic_code_enabled, signUp: config.is_signup_enabled, smtp: config.is_smtp_configured };
}

/** Where the email step leads: a step of this screen, the sign-up screen, or a refusal (no method fits the email). */
export type EmailOutcome = Exclude<SignInStep, 'email'> | 'sign-up' | 'no-method' | 'signup-closed';

/**
 * An existing account with a password signs in with it (when passwords are on); everyone else gets a unique code
 * (when codes are on); with codes off a new email goes to the password sign-up (when sign-up is on).
 */
export function stepAfterEmailCheck(answer: EmailCheckResponse, methods: SignInMethods = ALL_METHODS): EmailOutcome {
  if (methods.password && answer.existing && answer.status === 'CREDENTIAL') return 'password';
  if (methods.code) return 'unique-code';
  if (methods.password && !answer.existing) return methods.signUp ? 'sign-up' : 'signup-closed';
  return 'no-method';
}
