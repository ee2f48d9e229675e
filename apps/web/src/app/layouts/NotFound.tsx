import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { Button, EmptyState } from '@cairn/ui-kit';

/** Any address the app does not know. */
export function NotFound() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="cw-fullpage-center">
      <EmptyState
        title={t('empty_states.not_found.title')}
        description={t('empty_states.not_found.description')}
        action={<Button onClick={() => navigate('/')}>{t('empty_states.not_found.action')}</Button>}
      />
    </div>
  );
}
