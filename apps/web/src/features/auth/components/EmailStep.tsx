import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import { AuthHeading } from './AuthHeading';
import '../../../app/styles/auth.css';

/** First step of "log in or sign up": the email. */
export function EmailStep(props: { initialEmail: string; error: string | null; busy: boolean; onSubmit: (email: string) => void; signUpHref: string }) {
  const { t } = useT();
  const [email, setEmail] = useState(props.initialEmail);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(email);
  };
  return (
    <form className="cw-auth__form" onSubmit={submit} noValidate>
      <AuthHeading title={t('auth.sign_in.title')} subtitle={t('auth.sign_in.subtitle')} />
      <Input
        id="sign-in-email"
        label={t('auth.common.email_label')}
        error={props.error ? t(props.error) : undefined}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        placeholder={t('auth.common.email_placeholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="primary" fullWidth loading={props.busy}>
        {t('common.continue')}
      </Button>
      <p className="cw-auth__alt">
        {t('auth.sign_in.no_account')} <Link to={props.signUpHref}>{t('auth.sign_in.sign_up_link')}</Link>
      </p>
    </form>
  );
}
