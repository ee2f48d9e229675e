import { instanceEmailTestSchema } from '@cairn/types';
import { fieldErrorsOf, type FieldErrors } from '../../../shared';

/** Checks the test mail's recipient with the server's schema. */
export function emailErrorKeyOf(to: string): FieldErrors {
  if (!to.trim()) return { to: 'auth.errors.email_required' };
  return fieldErrorsOf(instanceEmailTestSchema.safeParse({ to: to.trim() }));
}
