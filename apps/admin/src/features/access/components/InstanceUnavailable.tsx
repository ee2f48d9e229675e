import { useT } from '@cairn/i18n';
import { Button } from '@cairn/ui-kit';
import { AccessCard } from './AccessCard';

/** GET /api/instances/ failed: the spec's text and a retry. */
export function InstanceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <AccessCard title={t('god_mode.errors.fetch_instance_failed')}>
      <div className="ca-actions">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    </AccessCard>
  );
}
