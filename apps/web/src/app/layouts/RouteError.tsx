import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, EmptyState } from '@cairn/ui-kit';

/** Shown when a route throws: the spec's generic text and a way out. */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="cw-fullpage-center">
      <EmptyState
        title={notFound ? t('empty_states.not_found.title') : t('common.failed')}
        description={notFound ? t('empty_states.not_found.description') : t('errors.something_went_wrong')}
        action={<Button onClick={() => window.location.assign('/')}>{t('common.go_home')}</Button>}
      />
    </div>
  );
}
