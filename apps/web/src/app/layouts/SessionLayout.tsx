import { Navigate, Outlet, useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, EmptyState } from '@cairn/ui-kit';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { FullPageSpinner } from './RootLayout';
import { PaletteHost } from '../../features/command-palette';

/** Guards the signed-in screens: loads the session and sends users who are not onboarded to /onboarding. */
export function SessionLayout() {
  const { t } = useT();
  const location = useLocation();
  const { status, retry } = useSessionBootstrap();
  const isOnboarded = useAppStore((s) => s.profile?.is_onboarded ?? false);

  // 'unauthorized' keeps the spinner: the client is already leaving for the sign-in screen.
  if (status === 'loading' || status === 'unauthorized') return <FullPageSpinner />;
  if (status === 'error') {
    return (
      <div className="cw-fullpage-center">
        <EmptyState title={t('common.failed')} description={t('errors.something_went_wrong')} action={<Button onClick={retry}>{t('common.retry')}</Button>} />
      </div>
    );
  }
  if (!isOnboarded && location.pathname !== '/onboarding') {
    return <Navigate to={`/onboarding${location.search}`} replace />;
  }
  // The keyboard shell (issue 17): shortcuts, the command palette and the shortcut modal (inert outside a workspace).
  return (
    <>
      <Outlet />
      <PaletteHost />
    </>
  );
}
