import { useT } from '@cairn/i18n';
import { Button, Card, EmptyState, LockIcon, SettingsIcon, Spinner } from '@cairn/ui-kit';
import type { SessionState } from '@cairn/services';
import { signInHref } from '../../../app/session';

/** "Cairn god mode": who is signed in and what will come, or a prompt to sign in first. */
export function InstanceHomeRoute({ session, search }: { session: SessionState; search: string }) {
  const { t } = useT();
  return (
    <div className="ca-page">
      <header className="ca-header">
        <span className="ca-brand">
          <SettingsIcon size={20} />
          <h1>{t('admin.title')}</h1>
        </span>
        {session.status === 'signed-in' ? <span className="ca-muted">{t('admin.signed_in_as', { email: session.user.email })}</span> : null}
      </header>
      <main className="ca-main">
        {session.status === 'loading' ? (
          <Spinner size="lg" />
        ) : session.status === 'signed-in' ? (
          <Card padding="lg" className="ca-card">
            <EmptyState
              icon={<SettingsIcon size={32} />}
              title={t('admin.later_title')}
              description={t('admin.later_description')}
              action={<Button onClick={() => window.location.assign('/')}>{t('admin.back_to_app')}</Button>}
            />
          </Card>
        ) : (
          <Card padding="lg" className="ca-card">
            <EmptyState
              icon={<LockIcon size={32} />}
              title={session.status === 'error' ? t('errors.something_went_wrong') : t('admin.sign_in_title')}
              description={t('admin.sign_in_description')}
              action={<Button onClick={() => window.location.assign(signInHref(search))}>{t('admin.sign_in')}</Button>}
            />
          </Card>
        )}
      </main>
    </div>
  );
}
