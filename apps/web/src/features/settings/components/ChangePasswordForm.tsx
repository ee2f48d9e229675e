import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { selectIsPasswordAutoset, useAppStore } from '@cairn/state';
import { Button, PasswordInput } from '@cairn/ui-kit';
import { useNavigate } from 'react-router';
import { useServices } from '../../../app/services-context';
import { AuthNotice, NewPasswordFields, authErrorKey, hasErrors, validateNewPassword, validateSignInPassword, type NewPasswordErrors } from '../../auth';
import { SettingsSection } from './SettingsSection';
import '../../../app/styles/settings.css';

/** Change password, or, for an account whose password was auto-set (unique-code sign-up), the way to set one. */
export function ChangePasswordForm() {
  const autoset = useAppStore(selectIsPasswordAutoset);
  return autoset ? <SecureAccountSection /> : <ChangePasswordSection />;
}

/** Users without a password of their own cannot "change" it: they set one on the "Secure your account" screen. */
function SecureAccountSection() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <SettingsSection title={t('auth.set_password.title')} description={t('auth.set_password.subtitle')}>
      <div>
        <Button variant="primary" onClick={() => navigate(`/accounts/set-password?next_path=${encodeURIComponent(window.location.pathname)}`)}>
          {t('auth.set_password.submit')}
        </Button>
      </div>
    </SettingsSection>
  );
}

/** Current password, new password and confirmation; success says "Password changed successfully.". */
function ChangePasswordSection() {
  const { t } = useT();
  const services = useServices();
  const pushToast = useAppStore((s) => s.pushToast);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const nextCurrent = validateSignInPassword(current);
    const nextErrors = validateNewPassword(password, confirm, { requireStrong: false });
    setCurrentError(nextCurrent);
    setErrors(nextErrors);
    setOutcome(null);
    if (nextCurrent || hasErrors(nextErrors)) return;
    setBusy(true);
    try {
      await services.auth.changePassword({ old_password: current, new_password: password });
      setCurrent('');
      setPassword('');
      setConfirm('');
      setOutcome({ tone: 'success', key: 'auth.change_password.success' });
      pushToast({ type: 'success', title: t('auth.change_password.success') });
    } catch (error) {
      setOutcome({ tone: 'error', key: authErrorKey(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('auth.change_password.title')}>
      <form className="cw-settings-form cw-settings-form--narrow" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordInput
          id="change-current"
          label={t('auth.change_password.current_password_label')}
          placeholder={t('auth.change_password.current_password_placeholder')}
          autoComplete="current-password"
          error={currentError ? t(currentError) : undefined}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields
          idPrefix="change"
          passwordLabelKey="auth.common.new_password_label"
          password={password}
          confirm={confirm}
          errors={errors}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        {outcome ? <AuthNotice tone={outcome.tone}>{t(outcome.key)}</AuthNotice> : null}
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {t('auth.change_password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
