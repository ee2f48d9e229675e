import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import { useServices } from '../../../app/services-context';
import { useInstanceInfo } from '../../../shared/instance/use-instance-info';
import { AuthHeading, AuthNotice } from '../components/AuthHeading';
import { authErrorKey } from '../hooks/auth-error';
import { validateEmail } from '../hooks/auth-validation';
import { useAuthLink } from '../hooks/use-complete-sign-in';
import '../../../app/styles/auth.css';

type Outcome = { kind: 'sent'; email: string } | { kind: 'smtp-disabled' } | null;

/**
 * `/accounts/forgot-password`: asks for a reset link; says so plainly when the instance has no SMTP — up front when
 * the instance info says mail is off, and after the request when the server answers so.
 */
export function ForgotPasswordRoute() {
  const { t } = useT();
  const services = useServices();
  const authLink = useAuthLink();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { info } = useInstanceInfo();
  const mailOff = info ? !info.config.is_smtp_configured : false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const normalized = email.trim().toLowerCase();
      const answer = await services.auth.forgotPassword({ email: normalized });
      setOutcome(answer.smtp_configured ? { kind: 'sent', email: normalized } : { kind: 'smtp-disabled' });
    } catch (err) {
      setError(authErrorKey(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <AuthHeading
        title={outcome?.kind === 'sent' ? t('auth.forgot_password.sent_title') : t('auth.forgot_password.title')}
        subtitle={outcome?.kind === 'sent' ? undefined : t('auth.forgot_password.subtitle')}
      />
      {outcome?.kind === 'sent' ? <AuthNotice tone="success">{t('auth.forgot_password.sent_message', { email: outcome.email })}</AuthNotice> : null}
      {outcome?.kind === 'smtp-disabled' || (mailOff && outcome === null) ? <AuthNotice tone="warning">{t('auth.errors.smtp_disabled')}</AuthNotice> : null}
      {outcome?.kind !== 'sent' ? (
        <>
          <Input
            id="forgot-email"
            label={t('auth.common.email_label')}
            error={error ? t(error) : undefined}
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            placeholder={t('auth.common.email_placeholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              // A shown error follows the field: it clears as soon as the email is valid.
              if (error) setError(validateEmail(e.target.value));
            }}
          />
          <Button type="submit" variant="primary" fullWidth loading={busy}>
            {t('auth.forgot_password.submit')}
          </Button>
        </>
      ) : null}
      <p className="cw-auth__alt">
        <Link to={authLink('/', email ? { email } : undefined)}>{t('auth.common.back_to_sign_in')}</Link>
      </p>
    </form>
  );
}
