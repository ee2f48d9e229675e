import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button } from '@cairn/ui-kit';
import { useServices } from '../../../app/services-context';
import { AuthHeading, AuthNotice } from '../components/AuthHeading';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { authErrorKey } from '../hooks/auth-error';
import { useNewPasswordFields } from '../hooks/use-new-password-fields';
import '../../../app/styles/auth.css';

/** `/accounts/reset-password?token=…`: "Set new password" from the emailed link. */
export function ResetPasswordRoute() {
  const { t } = useT();
  const services = useServices();
  const navigate = useNavigate();
  const pushToast = useAppStore((s) => s.pushToast);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const fields = useNewPasswordFields({ requireStrong: false });
  const { password, confirm, errors } = fields;
  const [serverError, setServerError] = useState<string | null>(token ? null : 'auth.errors.invalid_reset_link');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.check() || !token) return;
    setBusy(true);
    setServerError(null);
    try {
      await services.auth.resetPassword({ token, new_password: password });
      pushToast({ type: 'success', title: t('auth.reset_password.done') });
      navigate('/', { replace: true });
    } catch (error) {
      setServerError(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <AuthHeading title={t('auth.reset_password.title')} subtitle={t('auth.reset_password.subtitle')} />
      <NewPasswordFields
        idPrefix="reset"
        passwordLabelKey="auth.common.new_password_label"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={fields.setPassword}
        onConfirmChange={fields.setConfirm}
      />
      {serverError ? <AuthNotice tone="error">{t(serverError)}</AuthNotice> : null}
      <Button type="submit" variant="primary" fullWidth loading={busy} disabled={!token}>
        {t('auth.reset_password.submit')}
      </Button>
      <p className="cw-auth__alt">
        <Link to="/">{t('auth.common.back_to_sign_in')}</Link>
      </p>
    </form>
  );
}
