import type { EmailCheckResponse } from '@cairn/types';

/** The steps of "log in or sign up". */
export type SignInStep = 'email' | 'password' | 'unique-code';

/** An existing account with a password signs in with it; everyone else (new or password-less) gets a unique code. */
export function stepAfterEmailCheck(answer: EmailCheckResponse): Exclude<SignInStep, 'email'> {
  return answer.existing && answer.status === 'CREDENTIAL' ? 'password' : 'unique-code';
}
