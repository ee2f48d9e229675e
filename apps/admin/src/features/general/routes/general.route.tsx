import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { instanceSettingsUpdateSchema } from '@cairn/types';
import { Button, Card, Input, Switch } from '@cairn/ui-kit';
import { ConsolePage, CopyButton, LoadFailed, fieldErrorsOf, useFieldErrors, useInstanceSettings } from '../../../shared';

const validateName = (name: string) => fieldErrorsOf(instanceSettingsUpdateSchema.safeParse({ instance_name: name }));

/** General: the instance's name, its first admin's email, its id, and telemetry (off by default). */
export function GeneralRoute() {
  const { t } = useT();
  const { settings, loading, failed, reload, save } = useInstanceSettings();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const { errors, check, recheck } = useFieldErrors(validateName);
  const savedName = settings?.instance_name;
  useEffect(() => {
    if (savedName !== undefined) setName(savedName);
  }, [savedName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(name)) return;
    setSaving(true);
    await save({ instance_name: name.trim() });
    setSaving(false);
  };

  return (
    <ConsolePage title={t('god_mode.general.title')} description={t('god_mode.general.description')} loading={loading}>
      {failed || !settings ? <LoadFailed onRetry={() => void reload()} /> : (
        <>
          <Card padding="lg">
            <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
              <Input label={t('god_mode.general.instance_name')} required value={name} error={errors.instance_name ? t(errors.instance_name) : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  recheck(e.target.value);
                }} />
              <dl className="ca-facts">
                <div>
                  <dt>{t('god_mode.general.admin_email')}</dt>
                  <dd>{settings.admin_email}</dd>
                </div>
                <div>
                  <dt>{t('god_mode.general.instance_id')}</dt>
                  <dd className="ca-inline">
                    <code className="ca-code">{settings.instance_id}</code>
                    <CopyButton value={settings.instance_id} label={t('god_mode.general.copy_instance_id')} />
                  </dd>
                </div>
              </dl>
              <div className="ca-actions">
                <Button type="submit" loading={saving} disabled={name.trim() === settings.instance_name}>{t('common.save_changes')}</Button>
              </div>
            </form>
          </Card>
          <Card padding="lg" title={t('god_mode.general.telemetry_title')} description={t('god_mode.general.telemetry_description')}>
            <Switch label={t('god_mode.general.telemetry_switch')} checked={settings.telemetry_enabled}
              onChange={(on) => void save({ telemetry_enabled: on })} />
          </Card>
        </>
      )}
    </ConsolePage>
  );
}
