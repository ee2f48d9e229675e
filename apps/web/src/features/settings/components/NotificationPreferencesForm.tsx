import { useEffect } from 'react';
import { useT } from '@cairn/i18n';
import { selectNotificationPreferences, useAppStore } from '@cairn/state';
import { NOTIFICATION_PREFERENCE_KEYS } from '@cairn/types';
import { Button, Spinner, Switch } from '@cairn/ui-kit';
import { SettingsSection } from './SettingsSection';
import '../../../app/styles/settings.css';

/** Which changes are mailed (users/me/notification-preferences/): five switches, each saved at once (optimistic). */
export function NotificationPreferencesForm() {
  const { t } = useT();
  const preferences = useAppStore(selectNotificationPreferences);
  const status = useAppStore((s) => s.notificationPreferencesStatus);
  const load = useAppStore((s) => s.loadNotificationPreferences);
  const update = useAppStore((s) => s.updateNotificationPreferences);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  return (
    <SettingsSection title={t('inbox.preferences.title')} description={t('inbox.preferences.description')}>
      {preferences ? (
        <div className="cw-settings-form">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <div className="cw-pref" key={key}>
              <div className="cw-pref__text">
                <span className="cw-pref__title">{t(`inbox.preferences.${key}`)}</span>
                <span className="cw-muted">{t(`inbox.preferences.${key}_description`)}</span>
              </div>
              <Switch
                aria-label={t(`inbox.preferences.${key}`)}
                checked={preferences[key]}
                onChange={(on) => void update({ [key]: on }).catch(() => undefined)}
              />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <div className="cw-pref" role="alert">
          <span className="cw-muted">{t('inbox.preferences.error')}</span>
          <Button size="sm" variant="outline" onClick={() => void load()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <Spinner label={t('inbox.preferences.loading')} />
      )}
    </SettingsSection>
  );
}
