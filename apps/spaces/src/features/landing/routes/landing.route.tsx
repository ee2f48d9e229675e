import { useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, Card, EmptyState, GlobeIcon, LockIcon } from '@cairn/ui-kit';
import { useSpacesStore } from '@cairn/state';
import { signInHref } from '../../../app/session';

/** The spaces landing page; after a 401 elsewhere (next_path set) it asks the visitor to sign in. */
export function LandingRoute() {
  const { t } = useT();
  const { search } = useLocation();
  const status = useSpacesStore((s) => s.currentUserStatus);
  const email = useSpacesStore((s) => s.currentUser?.email);
  const cameFromProtectedPage = new URLSearchParams(search).has('next_path');
  const signIn = <Button onClick={() => window.location.assign(signInHref(search))}>{t('spaces.sign_in')}</Button>;
  const settled = status !== 'idle' && status !== 'loading';
  return (
    <div className="cs-page">
      <header className="cs-header">
        <span className="cs-brand">
          <GlobeIcon size={20} />
          <h1 className="cs-brand__name">{t('spaces.title')}</h1>
        </span>
        {status === 'signed-in' ? <span className="cs-muted">{t('spaces.signed_in_as', { email })}</span> : settled ? signIn : null}
      </header>
      <main className="cs-main">
        <Card padding="lg" className="cs-card">
          {status === 'signed-out' && cameFromProtectedPage ? (
            <EmptyState icon={<LockIcon size={32} />} title={t('spaces.sign_in_title')} description={t('spaces.sign_in_description')} action={signIn} />
          ) : (
            <EmptyState
              icon={<GlobeIcon size={32} />}
              title={t('spaces.landing_title')}
              description={t('spaces.landing_description')}
              action={
                status === 'signed-in' ? (
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
