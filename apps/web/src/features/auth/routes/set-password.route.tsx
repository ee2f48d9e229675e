import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, Spinner } from '@cairn/ui-kit';
import { useServices } from '../../../app/services-context';
import { AuthHeading, AuthNotice } from '../components/AuthHeading';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { authErrorKey } from '../hooks/auth-error';
import { useNewPasswordFields } from '../hooks/use-new-password-fields';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import '../../../app/styles/auth.css';

type Access = 'checking' | 'autoset' | 'has-password' | 'signed-out';

/** `/accounts/set-password`: "Secure your account" for users whose password was auto-set (code sign-in). */
export function SetPasswordRoute() {
  const { t } = useT();
  const services = useServices();
  const completeSignIn = useCompleteSignIn();
  const [access, setAccess] = useState<Access>('checking');
  const fields = useNewPasswordFields({ requireStrong: true });
  const { password, confirm, errors } = fields;
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    services.users
      .getMe()
      .then((user) => !cancelled && setAccess(user.is_password_autoset ? 'autoset' : 'has-password'))
      .catch(() => !cancelled && setAccess('signed-out'));
    return () => {
      cancelled = true;
    };
  }, [services]);

  useEffect(() => {
    // The spec sets a password only when it was auto-set; others simply continue.
    if (access === 'has-password') void completeSignIn();
  }, [access, completeSignIn]);

  if (access === 'signed-out') return <Navigate to={`/?next_path=${encodeURIComponent('/accounts/set-password')}`} replace />;
  if (access !== 'autoset') {
    return (
      <div className="cw-auth__loading">
        <Spinner />
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.check()) return;
    setBusy(true);
    setServerError(null);
    try {
      await services.auth.setPassword({ password });
      await completeSignIn();
    } catch (error) {
      setServerError(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const formError = errors.form ?? serverError;
  return (
    <form className="cw-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <AuthHeading title={t('auth.set_password.title')} subtitle={t('auth.set_password.subtitle')} />
      <NewPasswordFields idPrefix="set" password={password} confirm={confirm} errors={errors} onPasswordChange={fields.setPassword} onConfirmChange={fields.setConfirm} />
      {formError ? <AuthNotice tone="error">{t(formError)}</AuthNotice> : null}
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        {t('auth.set_password.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={() => void completeSignIn()} disabled={busy}>
        {t('auth.set_password.skip')}
      </Button>
    </form>
  );
}
