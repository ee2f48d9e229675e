import { useT } from '@cairn/i18n';
import { selectLocalCacheEnabled, selectLocalCacheWorkspaceStatus, useAppStore } from '@cairn/state';
import { Switch } from '@cairn/ui-kit';
import '../../../app/styles/settings.css';

/** The local work-item cache toggle (LOCAL_DB_ENABLED, spec §9) with the current workspace database's status. */
export function LocalCacheToggle() {
  const { t } = useT();
  const enabled = useAppStore(selectLocalCacheEnabled);
  const status = useAppStore((s) => selectLocalCacheWorkspaceStatus(s, s.currentWorkspaceSlug));
  const syncing = useAppStore((s) => Object.values(s.localCacheProjects).filter((p) => p.status === 'loading' || p.status === 'syncing').length);
  const setEnabled = useAppStore((s) => s.setLocalCacheEnabled);
  const statusText = !enabled
    ? t('settings.local_cache.status_off')
    : syncing > 0 && status === 'ready'
      ? t('settings.local_cache.status_syncing', { count: syncing })
      : t(`settings.local_cache.status_${status ?? 'idle'}`);
  return (
    <div className="cw-pref">
      <div className="cw-pref__text">
        <span className="cw-pref__title" id="pref-local-cache-title">{t('settings.local_cache.title')}</span>
        <span className="cw-muted">{t('settings.local_cache.description')}</span>
        <span className="cw-muted" role="status" data-testid="local-cache-status">{statusText}</span>
      </div>
      <Switch aria-label={t('settings.local_cache.title')} checked={enabled} onChange={setEnabled} />
    </div>
  );
}
