import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import type { SsoProviderPublic } from '@cairn/types';
import { AuthHeading, AuthNotice } from './AuthHeading';
import { SsoButtons } from './SsoButtons';
import { SsoErrorNotice } from './SsoErrorNotice';
import '../../../app/styles/auth.css';

/**
 * First step of "log in or sign up": a button per enabled SSO provider, then the email (when password or unique code
 * is on); the sign-up link only when sign-up is open (signUpHref null hides it).
 */
export function EmailStep(props: {
  initialEmail: string;
  error: string | null;
  busy: boolean;
  onSubmit: (email: string) => void;
  /** The field was edited: a shown error goes (it reappears on the next submit if still true). */
  onEdit?: () => void;
  signUpHref: string | null;
  /** Whether the email form is offered (password or unique code on). */
  emailEnabled?: boolean;
  ssoProviders?: SsoProviderPublic[];
  nextPath?: string | null;
}) {
  const emailEnabled = props.emailEnabled ?? true;
  const providers = props.ssoProviders ?? [];
  const { t } = useT();
  const [email, setEmail] = useState(props.initialEmail);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(email);
  };
  return (
    <form className="cw-auth__form" onSubmit={submit} noValidate>
      <AuthHeading title={t('auth.sign_in.title')} subtitle={emailEnabled ? t('auth.sign_in.subtitle') : undefined} />
      <SsoErrorNotice />
      <SsoButtons providers={providers} nextPath={props.nextPath ?? null} divider={emailEnabled} />
      {!emailEnabled && providers.length === 0 ? <AuthNotice tone="warning">{t('sso.sign_in.no_methods')}</AuthNotice> : null}
      {emailEnabled ? (
        <>
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
            onChange={(e) => {
              setEmail(e.target.value);
              if (props.error) props.onEdit?.();
            }}
          />
          <Button type="submit" variant="primary" fullWidth loading={props.busy}>
            {t('common.continue')}
          </Button>
        </>
      ) : null}
      {props.signUpHref ? (
        <p className="cw-auth__alt">
          {t('auth.sign_in.no_account')} <Link to={props.signUpHref}>{t('auth.sign_in.sign_up_link')}</Link>
        </p>
      ) : null}
    </form>
  );
}
