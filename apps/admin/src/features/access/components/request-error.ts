import { translateServerText } from '@cairn/i18n';
import { isApiError } from '@cairn/services';
import { ERROR_CODE } from '@cairn/types';

/** The text to show under a form whose request failed: a known sign-in failure's key, else the server's own message. */
export function requestErrorText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error)) {
    if (error.error_code === ERROR_CODE.INVALID_CREDENTIALS) return t('auth.errors.invalid_credentials');
    if (error.error_code === ERROR_CODE.RATE_LIMITED) return t('auth.errors.too_many_attempts');
    if (error.status > 0 && error.status !== 500) return translateServerText(error.error);
  }
  return t('auth.errors.something_went_wrong');
}
