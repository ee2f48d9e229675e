import { useT } from '@cairn/i18n';
import { Button, Card, EmptyState, GlobeIcon, LockIcon } from '@cairn/ui-kit';
import type { SessionState } from '@cairn/services';
import { signInHref } from '../../../app/session';

/** The spaces landing page; after a 401 elsewhere (next_path set) it asks the visitor to sign in. */
export function LandingRoute({ session, search }: { session: SessionState; search: string }) {
  const { t } = useT();
  const cameFromProtectedPage = new URLSearchParams(search).has('next_path');
  const signIn = <Button onClick={() => window.location.assign(signInHref(search))}>{t('spaces.sign_in')}</Button>;
  return (
    <div className="cs-page">
      <header className="cs-header">
        <span className="cs-brand">
          <GlobeIcon size={20} />
          <h1>{t('spaces.title')}</h1>
        </span>
        {session.status === 'signed-in' ? (
          <span className="cs-muted">{t('spaces.signed_in_as', { email: session.user.email })}</span>
        ) : session.status === 'loading' ? null : (
          signIn
        )}
      </header>
      <main className="cs-main">
        <Card padding="lg" className="cs-card">
          {session.status === 'signed-out' && cameFromProtectedPage ? (
            <EmptyState icon={<LockIcon size={32} />} title={t('spaces.sign_in_title')} description={t('spaces.sign_in_description')} action={signIn} />
          ) : (
            <EmptyState
              icon={<GlobeIcon size={32} />}
              title={t('spaces.landing_title')}
              description={t('spaces.landing_description')}
              action={
                session.status === 'signed-in' ? (
                  <Button variant="outline" onClick={() => window.location.assign('/')}>
                    {t('spaces.open_app')}
                  </Button>
                ) : undefined
              }
            />
          )}
        </Card>
      </main>
    </div>
  );
}
