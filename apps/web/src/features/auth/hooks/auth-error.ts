import { isApiError } from '@cairn/services';
import { ERROR_CODE } from '@cairn/types';

const KEY_BY_CODE: Record<string, string> = {
  [ERROR_CODE.INVALID_CREDENTIALS]: 'auth.errors.invalid_credentials',
  [ERROR_CODE.INVALID_MAGIC_CODE]: 'auth.errors.invalid_code',
  [ERROR_CODE.EXPIRED_MAGIC_CODE]: 'auth.errors.code_expired',
  [ERROR_CODE.RATE_LIMITED]: 'auth.errors.too_many_attempts',
  [ERROR_CODE.USER_EXISTS]: 'auth.errors.user_exists',
  [ERROR_CODE.USER_NOT_FOUND]: 'auth.errors.user_not_found',
  [ERROR_CODE.USER_DEACTIVATED]: 'auth.errors.account_deactivated',
  [ERROR_CODE.INVALID_TOKEN]: 'auth.errors.invalid_reset_link',
  [ERROR_CODE.PASSWORD_WEAK]: 'auth.errors.password_weak_sign_up',
  // The instance's refusals (issue 19; apps/api instance.policy INSTANCE_ERROR_CODE).
  SIGNUP_DISABLED: 'sso.auth_errors.signup_disabled',
  SIGN_IN_METHOD_DISABLED: 'sso.auth_errors.method_disabled',
};

/** The i18n key of the text to show for a failed sign-in call; unknown failures get the spec's generic text. */
export function authErrorKey(error: unknown): string {
  if (isApiError(error)) {
    const key = KEY_BY_CODE[error.error_code];
    if (key) return key;
  }
  return 'auth.errors.something_went_wrong';
}
