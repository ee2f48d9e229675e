import { useT } from '@cairn/i18n';
import { PasswordInput } from '@cairn/ui-kit';
import type { NewPasswordErrors } from '../hooks/auth-validation';

/** New password with its strength indicator, and its confirmation. */
export function NewPasswordFields(props: {
  idPrefix: string;
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  passwordLabelKey?: string;
}) {
  const { t } = useT();
  return (
    <>
      <PasswordInput
        id={`${props.idPrefix}-password`}
        label={t(props.passwordLabelKey ?? 'auth.common.password_label')}
        error={props.errors.password ? t(props.errors.password) : undefined}
        hint={props.errors.password ? undefined : t('auth.common.password_hint')}
        name="new-password"
        autoComplete="new-password"
        placeholder={t('auth.common.new_password_placeholder')}
        showStrength
        value={props.password}
        onChange={(e) => props.onPasswordChange(e.target.value)}
      />
      <PasswordInput
        id={`${props.idPrefix}-confirm`}
        label={t('auth.common.confirm_password_label')}
        error={props.errors.confirm ? t(props.errors.confirm) : undefined}
        name="confirm-password"
        autoComplete="new-password"
        placeholder={t('auth.common.confirm_password_placeholder')}
        value={props.confirm}
        onChange={(e) => props.onConfirmChange(e.target.value)}
      />
    </>
  );
}
