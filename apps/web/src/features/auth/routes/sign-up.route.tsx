import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getLanguage, useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import { useServices } from '../../../app/services-context';
import { useInstanceInfo } from '../../../shared/instance/use-instance-info';
import { AuthHeading, AuthNotice } from '../components/AuthHeading';
import { InstanceInfoFallback } from '../components/InstanceInfoFallback';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { authErrorKey } from '../hooks/auth-error';
import { validateEmail } from '../hooks/auth-validation';
import { useNewPasswordFields } from '../hooks/use-new-password-fields';
import { useAuthLink, useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import { signInMethods } from '../hooks/sign-in-steps';
import '../../../app/styles/auth.css';

/**
 * `/sign-up`: email, password with strength, confirmation; a weak password blocks. With sign-up closed it says so (an
 * invited email may still sign up); with email + password off there is no form, only the way back to sign in.
 */
export function SignUpRoute() {
  const { t } = useT();
  const services = useServices();
  const completeSignIn = useCompleteSignIn();
  const authLink = useAuthLink();
  const [params] = useSearchParams();
  const instance = useInstanceInfo();
  useRedirectIfSignedIn();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const fields = useNewPasswordFields({ requireStrong: true });
  const { password, confirm, errors } = fields;
  const [emailError, setEmailError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const nextEmailError = validateEmail(email);
    const passwordOk = fields.check();
    setEmailError(nextEmailError);
    setServerError(null);
    if (nextEmailError || !passwordOk) return;
    setBusy(true);
    try {
      await services.auth.signUp({ email: email.trim().toLowerCase(), password, language: getLanguage() });
      await completeSignIn();
    } catch (error) {
      setServerError(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const formError = errors.form ?? serverError;
  if (!instance.info) return <InstanceInfoFallback state={instance} />;
  const methods = signInMethods(instance.info.config);
  const backToSignIn = (
    <p className="cw-auth__alt">
      {t('auth.sign_up.have_account')} <Link to={authLink('/')}>{t('auth.sign_up.sign_in_link')}</Link>
    </p>
  );
  if (!methods.password) {
    return (
      <div className="cw-auth__form">
        <AuthHeading title={t('auth.sign_up.title')} />
        <AuthNotice tone="warning">{t('sso.sign_up.password_off')}</AuthNotice>
        {backToSignIn}
      </div>
    );
  }
  return (
    <form className="cw-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <AuthHeading title={t('auth.sign_up.title')} subtitle={t('auth.sign_up.subtitle')} />
      {methods.signUp ? null : (
        <AuthNotice tone="warning">
          {t('sso.sign_up.closed')} {t('sso.sign_up.closed_invited')}
        </AuthNotice>
      )}
      <Input
        id="sign-up-email"
        label={t('auth.common.email_label')}
        error={emailError ? t(emailError) : undefined}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        placeholder={t('auth.common.email_placeholder')}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          // A shown error follows the field: it clears as soon as the email is valid.
          if (emailError) setEmailError(validateEmail(e.target.value));
        }}
      />
      <NewPasswordFields idPrefix="sign-up" password={password} confirm={confirm} errors={errors} onPasswordChange={fields.setPassword} onConfirmChange={fields.setConfirm} />
      {formError ? <AuthNotice tone="error">{t(formError)}</AuthNotice> : null}
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        {t('auth.sign_up.submit')}
      </Button>
      {backToSignIn}
    </form>
  );
}
