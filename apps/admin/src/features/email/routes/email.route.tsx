import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { SmtpSecurityMode } from '@cairn/types';
import { Badge, Button, Card, Input, PasswordInput, Select, Switch } from '@cairn/ui-kit';
import { ConsolePage, LoadFailed, useFieldErrors, useInstanceSettings } from '../../../shared';
import { SECURITY_CHOICES, emailPatchOf, emailValuesOf, validateEmailForm, type EmailValues } from '../components/email-form';
import { TestEmailCard } from '../components/TestEmailCard';

/** Email: the SMTP server the instance sends with (over the environment variables), on or off, and a test mail. */
export function EmailRoute() {
  const { t } = useT();
  const { settings, loading, failed, reload, save } = useInstanceSettings();
  const [values, setValues] = useState<EmailValues>();
  const [saving, setSaving] = useState(false);
  const { errors, check, recheck } = useFieldErrors(validateEmailForm);
  const loaded = settings !== undefined;
  useEffect(() => {
    if (settings && !values) setValues(emailValuesOf(settings));
  }, [settings, values]);

  if (!loaded || !values) {
    return (
      <ConsolePage title={t('god_mode.email.title')} description={t('god_mode.email.description')} loading={loading || (loaded && !values)}>
        {failed ? <LoadFailed onRetry={() => void reload()} /> : null}
      </ConsolePage>
    );
  }

  const change = <K extends keyof EmailValues>(field: K, value: EmailValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values)) return;
    setSaving(true);
    if (await save(emailPatchOf(values))) setValues({ ...values, smtp_password: '' });
    setSaving(false);
  };
  const err = (field: keyof EmailValues) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <ConsolePage title={t('god_mode.email.title')} description={t('god_mode.email.description')}>
      <Card padding="lg">
        <Switch label={t('god_mode.email.enabled')} checked={settings.is_smtp_enabled} onChange={(on) => void save({ is_smtp_enabled: on })} />
        <p className="ca-muted">{t('god_mode.email.enabled_description')}</p>
      </Card>
      <Card padding="lg" title={t('god_mode.email.server_title')}>
        <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
          <div className="ca-form__row">
            <Input label={t('god_mode.email.host')} placeholder="smtp.example.com" value={values.smtp_host} error={err('smtp_host')}
              onChange={(e) => change('smtp_host', e.target.value)} />
            <Input label={t('god_mode.email.port')} inputMode="numeric" value={values.smtp_port} error={err('smtp_port')}
              onChange={(e) => change('smtp_port', e.target.value)} />
          </div>
          <Input label={t('god_mode.email.user')} autoComplete="off" value={values.smtp_user} error={err('smtp_user')}
            onChange={(e) => change('smtp_user', e.target.value)} />
          <div className="ca-secret">
            <PasswordInput label={t('god_mode.email.password')} autoComplete="new-password" value={values.smtp_password} error={err('smtp_password')}
              hint={t(settings.has_smtp_password ? 'god_mode.secret.keep_hint' : 'god_mode.secret.optional_hint')}
              onChange={(e) => change('smtp_password', e.target.value)} />
            <p className="ca-inline">
              <Badge variant={settings.has_smtp_password ? 'success' : 'neutral'}>
                {t(settings.has_smtp_password ? 'god_mode.secret.set' : 'god_mode.secret.not_set')}
              </Badge>
              {settings.has_smtp_password ? (
                <Button variant="link" size="sm" onClick={() => void save({ smtp_password: '' })}>{t('god_mode.email.clear_password')}</Button>
              ) : null}
            </p>
          </div>
          <Input label={t('god_mode.email.from')} placeholder="Cairn <no-reply@example.com>" value={values.smtp_from} error={err('smtp_from')}
            onChange={(e) => change('smtp_from', e.target.value)} />
          <Select<SmtpSecurityMode>
            label={t('god_mode.email.security')}
            value={values.smtp_security}
            options={SECURITY_CHOICES.map((mode) => ({ value: mode, label: t(`god_mode.email.security_${mode}`) }))}
            onChange={(mode) => change('smtp_security', mode)}
          />
          <div className="ca-actions">
            <Button type="submit" loading={saving}>{t('common.save_changes')}</Button>
          </div>
        </form>
      </Card>
      <TestEmailCard />
    </ConsolePage>
  );
}
