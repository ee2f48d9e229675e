import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectInstanceInfo, useAdminStore } from '@cairn/state';
import { isSsoErrorCode, SSO_ERROR_PARAM } from '@cairn/types';
import { Button, Input, PasswordInput } from '@cairn/ui-kit';
import { useServices } from '../../../app/services-context';
import { useFieldErrors } from '../../../shared';
import { AccessCard } from './AccessCard';
import { validateSignIn } from './access-validation';
import { requestErrorText } from './request-error';
import { APP_PREFIX, nextPathAfterSignIn } from '../../../app/session';

const NO_PROVIDERS: readonly { key: string; name: string }[] = [];

/**
 * Sign-in with email and password on /god-mode/ itself (the same session cookie as the members app). The URL stays,
 * so the page's next_path (or the deep path) opens once the admin check passes.
 */
export function SignInForm() {
  const { t } = useT();
  const { auth } = useServices();
  const setCurrentUser = useAdminStore((s) => s.setCurrentUser);
  const providers = useAdminStore((s) => selectInstanceInfo(s)?.config.sso_providers ?? NO_PROVIDERS);
  const location = useLocation();
  // Single sign-on comes back to the console page this sign-in was for.
  const ssoNext = APP_PREFIX + (location.pathname === '/' ? nextPathAfterSignIn(location.search) : location.pathname);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  // A single sign-on that failed comes back here with ?error=<code> (issue 19): say what happened.
  const [formError, setFormError] = useState<string | undefined>(() => {
    const code = new URLSearchParams(location.search).get(SSO_ERROR_PARAM);
    return code ? t(isSsoErrorCode(code) ? `sso.errors.${code}` : 'sso.errors.generic') : undefined;
  });
  const { errors, check, recheck } = useFieldErrors(validateSignIn);

  const change = (field: 'email' | 'password', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!check(values)) return;
    setSubmitting(true);
    try {
      const user = await auth.signIn({ email: values.email.trim(), password: values.password });
      setCurrentUser(user);
    } catch (error) {
      setFormError(requestErrorText(error, t));
      setSubmitting(false);
    }
  };

  return (
    <AccessCard title={t('god_mode.sign_in.title')} description={t('god_mode.sign_in.description')}>
      <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
        <Input label={t('auth.common.email_label')} type="email" autoComplete="email" required placeholder={t('auth.common.email_placeholder')}
          value={values.email} error={errors.email ? t(errors.email) : undefined} onChange={(e) => change('email', e.target.value)} />
        <PasswordInput label={t('auth.common.password_label')} autoComplete="current-password" required value={values.password}
          error={errors.password ? t(errors.password) : undefined} onChange={(e) => change('password', e.target.value)} />
        {formError ? <p role="alert" className="ca-form__error">{formError}</p> : null}
        <Button type="submit" fullWidth loading={submitting}>{t('god_mode.sign_in.submit')}</Button>
      </form>
      {providers.length > 0 ? (
        <div className="ca-form">
          <p className="ca-muted">{t('auth.common.or_continue_with')}</p>
          {providers.map((p) => (
            <Button key={p.key} variant="outline" fullWidth
              onClick={() => window.location.assign(`/auth/sso/${encodeURIComponent(p.key)}/?next_path=${encodeURIComponent(ssoNext)}`)}>
              {t('god_mode.sign_in.continue_with', { name: p.name })}
            </Button>
          ))}
        </div>
      ) : null}
    </AccessCard>
  );
}
