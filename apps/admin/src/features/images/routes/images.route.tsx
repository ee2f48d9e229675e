import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { instanceSettingsUpdateSchema } from '@cairn/types';
import { Badge, Button, Card, PasswordInput } from '@cairn/ui-kit';
import { ConsolePage, LoadFailed, fieldErrorsOf, useFieldErrors, useInstanceSettings } from '../../../shared';

const validateKey = (key: string) => fieldErrorsOf(instanceSettingsUpdateSchema.safeParse({ unsplash_access_key: key }));

/** Images: the optional Unsplash access key (write-only) that lets members pick project covers from Unsplash. */
export function ImagesRoute() {
  const { t } = useT();
  const { settings, loading, failed, reload, save } = useInstanceSettings();
  const [key, setKey] = useState('');
  const [saving, setSaving] = useState(false);
  const { errors, check, recheck } = useFieldErrors(validateKey);

  const submit = async (value: string) => {
    if (!check(value)) return;
    setSaving(true);
    if (await save({ unsplash_access_key: value })) setKey('');
    setSaving(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) void submit(key.trim());
  };

  return (
    <ConsolePage title={t('god_mode.images.title')} description={t('god_mode.images.description')} loading={loading}>
      {failed || !settings ? <LoadFailed onRetry={() => void reload()} /> : (
        <Card padding="lg">
          <form className="ca-form" noValidate onSubmit={onSubmit}>
            <p className="ca-inline">
              <span>{t('god_mode.images.status_label')}</span>
              <Badge variant={settings.has_unsplash_access_key ? 'success' : 'neutral'}>
                {t(settings.has_unsplash_access_key ? 'god_mode.secret.set' : 'god_mode.secret.not_set')}
              </Badge>
            </p>
            <PasswordInput label={t('god_mode.images.unsplash_key')} autoComplete="off" value={key}
              hint={t(settings.has_unsplash_access_key ? 'god_mode.secret.keep_hint' : 'god_mode.images.unsplash_key_hint')}
              error={errors.unsplash_access_key ? t(errors.unsplash_access_key) : undefined}
              onChange={(e) => {
                setKey(e.target.value);
                recheck(e.target.value);
              }} />
            <div className="ca-actions">
              <Button type="submit" loading={saving} disabled={!key.trim()}>{t('common.save')}</Button>
              {settings.has_unsplash_access_key ? (
                <Button variant="outline" onClick={() => void submit('')}>{t('god_mode.images.remove_key')}</Button>
              ) : null}
            </div>
          </form>
        </Card>
      )}
    </ConsolePage>
  );
}
