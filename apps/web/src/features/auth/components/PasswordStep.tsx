import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, PasswordInput } from '@cairn/ui-kit';
import { AuthHeading } from './AuthHeading';
import { EmailChip } from './EmailChip';
import '../../../app/styles/auth.css';

/** Password step for an existing account that has a password. */
export function PasswordStep(props: {
  email: string;
  error: string | null;
  busy: boolean;
  forgotHref: string;
  onSubmit: (password: string) => void;
  /** The field was edited: a shown error goes (it reappears on the next submit if still true). */
  onEdit?: () => void;
  onUseCode: () => void;
  onChangeEmail: () => void;
  /** Unique codes on (else no "use a unique code" button). */
  codeEnabled?: boolean;
}) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(password);
  };
  return (
    <form className="cw-auth__form" onSubmit={submit} noValidate>
      <AuthHeading title={t('auth.sign_in.password_title')} subtitle={t('auth.sign_in.password_hint')} />
      <EmailChip email={props.email} onChange={props.onChangeEmail} />
      <PasswordInput
        id="sign-in-password"
        label={t('auth.common.password_label')}
        error={props.error ? t(props.error) : undefined}
        name="password"
        autoComplete="current-password"
        autoFocus
        placeholder={t('auth.common.password_placeholder')}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (props.error) props.onEdit?.();
        }}
      />
      <div className="cw-auth__row-end">
        <Link to={props.forgotHref}>{t('auth.common.forgot_password')}</Link>
      </div>
      <Button type="submit" variant="primary" fullWidth loading={props.busy}>
        {t('auth.sign_in.submit')}
      </Button>
      {props.codeEnabled ?? true ? (
        <Button type="button" variant="secondary" fullWidth onClick={props.onUseCode} disabled={props.busy}>
          {t('auth.sign_in.use_unique_code')}
        </Button>
      ) : null}
    </form>
  );
}
