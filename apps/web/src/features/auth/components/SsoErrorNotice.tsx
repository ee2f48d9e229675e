import { useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { SSO_ERROR_PARAM, isSsoErrorCode } from '@cairn/types';
import { AuthNotice } from './AuthHeading';

/** The text for the error code a failed single sign-on left in the sign-in page's address (`/?error=sso_state`). */
export function SsoErrorNotice() {
  const { t } = useT();
  const [params] = useSearchParams();
  const code = params.get(SSO_ERROR_PARAM);
  if (!code) return null;
  return <AuthNotice tone="error">{t(isSsoErrorCode(code) ? `sso.errors.${code}` : 'sso.errors.generic')}</AuthNotice>;
}
