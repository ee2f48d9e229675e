import { useT } from '@cairn/i18n';
import type { InstanceSettings } from '@cairn/types';
import { Card, Switch } from '@cairn/ui-kit';
import { ConsolePage, LoadFailed, useInstanceSettings } from '../../../shared';

type MethodKey = 'is_signup_enabled' | 'is_email_password_enabled' | 'is_magic_code_enabled';
const METHODS: { key: MethodKey; name: string }[] = [
  { key: 'is_signup_enabled', name: 'signup' },
  { key: 'is_email_password_enabled', name: 'email_password' },
  { key: 'is_magic_code_enabled', name: 'unique_code' },
];

/**
 * Authentication: sign-up and the sign-in methods. The server refuses turning off the last method
 * (INSTANCE_TEXT.lastMethod): the change rolls back, so the switch stays on, and the toast shows the server's text.
 */
export function AuthenticationRoute() {
  const { t } = useT();
  const { settings, loading, failed, reload, save } = useInstanceSettings();
  const flip = (key: MethodKey, on: boolean) => void save({ [key]: on } as Partial<Pick<InstanceSettings, MethodKey>>);
  return (
    <ConsolePage title={t('god_mode.authentication.title')} description={t('god_mode.authentication.description')} loading={loading}>
      {failed || !settings ? <LoadFailed onRetry={() => void reload()} /> : (
        <Card padding="none">
          <ul className="ca-switch-list">
            {METHODS.map(({ key, name }) => (
              <li key={key} className="ca-switch-list__row">
                <div>
                  <p className="ca-switch-list__title" id={`ca-auth-${name}`}>{t(`god_mode.authentication.${name}`)}</p>
                  <p className="ca-muted">{t(`god_mode.authentication.${name}_description`)}</p>
                </div>
                <Switch aria-label={t(`god_mode.authentication.${name}`)} checked={settings[key]} onChange={(on) => flip(key, on)} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </ConsolePage>
  );
}
