import { useT } from '@cairn/i18n';
import { AlertCircleIcon, Button, EmptyState } from '@cairn/ui-kit';

/** A console load that failed: one sentence and a retry. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useT();
  return (
    <EmptyState
      icon={<AlertCircleIcon size={32} />}
      title={message ?? t('god_mode.load_failed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
