import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import { AuthHeading, AuthNotice } from './AuthHeading';
import { EmailChip } from './EmailChip';
import '../../../app/styles/auth.css';

/**
 * Unique code step: the code mailed to the user, with a resend countdown. Without a mail server (smtpConfigured false)
 * it says the truth — the code went to the server's log, ask the admin — and points to the password when there is one.
 */
export function UniqueCodeStep(props: {
  email: string;
  error: string | null;
  busy: boolean;
  resendIn: number;
  hasPassword: boolean;
  onSubmit: (code: string) => void;
  /** The field was edited: a shown error goes (it reappears on the next submit if still true). */
  onEdit?: () => void;
  onResend: () => void;
  onUsePassword: () => void;
  onChangeEmail: () => void;
  smtpConfigured?: boolean;
  /** Email + password on (the "use password" way back is offered only then). */
  passwordEnabled?: boolean;
}) {
  const mailed = props.smtpConfigured ?? true;
  const canUsePassword = props.hasPassword && (props.passwordEnabled ?? true);
  const { t } = useT();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(code);
  };
  return (
    <form className="cw-auth__form" onSubmit={submit} noValidate>
      {mailed ? (
        <AuthHeading title={t('auth.unique_code.title')} subtitle={t('auth.unique_code.hint')} />
      ) : (
        <AuthHeading title={t('sso.unique_code.no_mail_title')} subtitle={t('sso.unique_code.no_mail_hint', { email: props.email })} />
      )}
      {!mailed && canUsePassword ? <AuthNotice tone="info">{t('sso.unique_code.no_mail_password_hint')}</AuthNotice> : null}
      <EmailChip email={props.email} onChange={props.onChangeEmail} />
      <Input
        id="sign-in-code"
        label={t('auth.unique_code.label')}
        error={props.error ? t(props.error) : undefined}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        placeholder={t('auth.unique_code.placeholder')}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (props.error) props.onEdit?.();
        }}
      />
      <div className="cw-auth__row-end">
        <button type="button" className="cw-link-button" onClick={props.onResend} disabled={props.resendIn > 0 || props.busy}>
          {props.resendIn > 0 ? t('auth.unique_code.resend_in', { seconds: props.resendIn }) : t('auth.unique_code.resend')}
        </button>
      </div>
      <Button type="submit" variant="primary" fullWidth loading={props.busy}>
        {t('auth.unique_code.submit')}
      </Button>
      {canUsePassword ? (
        <Button type="button" variant="secondary" fullWidth onClick={props.onUsePassword} disabled={props.busy}>
          {t('auth.sign_in.use_password')}
        </Button>
      ) : null}
    </form>
  );
}
