import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { SSO_PROVIDER_KINDS, type SsoProvider, type SsoProviderKind } from '@cairn/types';
import { selectInstanceInfo, useAdminStore } from '@cairn/state';
import { Button, Input, Modal, PasswordInput, Select, Switch } from '@cairn/ui-kit';
import { CopyButton, useFieldErrors, useSuccessToast } from '../../../shared';
import { newSsoValues, redirectUriOf, ssoBodyOf, ssoValuesOf, validateSso, withKind, type SsoFormValues } from './sso-form';

/** Add or edit a provider in a dialog; `provider` undefined adds one. */
export function SsoProviderForm({ provider, onClose }: { provider?: SsoProvider; onClose: () => void }) {
  const { t } = useT();
  const create = useAdminStore((s) => s.createSsoProvider);
  const update = useAdminStore((s) => s.updateSsoProvider);
  const appBaseUrl = useAdminStore((s) => selectInstanceInfo(s)?.config.app_base_url);
  const toast = useSuccessToast();
  const [values, setValues] = useState<SsoFormValues>(() => (provider ? ssoValuesOf(provider) : newSsoValues('oidc')));
  const [saving, setSaving] = useState(false);
  const { errors, check, recheck } = useFieldErrors(validateSso);
  const editing = provider !== undefined;

  const change = (next: SsoFormValues) => {
    setValues(next);
    recheck(next);
  };
  const set = <K extends keyof SsoFormValues>(field: K, value: SsoFormValues[K]) => change({ ...values, [field]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values)) return;
    setSaving(true);
    try {
      const body = ssoBodyOf(values);
      if (provider) {
        const { key: _key, ...patch } = body;
        await update(provider.key, patch);
      } else {
        await create(body);
      }
      toast(editing ? 'god_mode.sso.updated' : 'god_mode.sso.created', { name: body.name });
      onClose();
    } catch {
      // The store showed the server's message (a taken key, an unreachable issuer) and rolled back.
      setSaving(false);
    }
  };
  const err = (field: keyof SsoFormValues) => (errors[field] ? t(errors[field]) : undefined);
  const redirectUri = redirectUriOf(appBaseUrl, values.key.trim());

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={t(editing ? 'god_mode.sso.edit_title' : 'god_mode.sso.add_title')}
      footer={(
        <>
          <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="ca-sso-form" loading={saving}>{t(editing ? 'common.save_changes' : 'god_mode.sso.add')}</Button>
        </>
      )}
    >
      <form id="ca-sso-form" className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
        <Select<SsoProviderKind>
          label={t('god_mode.sso.kind')}
          value={values.kind}
          disabled={editing}
          options={SSO_PROVIDER_KINDS.map((kind) => ({ value: kind, label: t(`god_mode.sso.kind_${kind}`) }))}
          onChange={(kind) => change(withKind(values, kind))}
        />
        <div className="ca-form__row">
          <Input label={t('god_mode.sso.name')} required hint={t('god_mode.sso.name_hint')} value={values.name} error={err('name')}
            onChange={(e) => set('name', e.target.value)} />
          <Input label={t('god_mode.sso.key')} required disabled={editing} hint={t('god_mode.sso.key_hint')} value={values.key} error={err('key')}
            onChange={(e) => set('key', e.target.value.toLowerCase())} />
        </div>
        {values.kind === 'github' ? null : (
          <Input label={t('god_mode.sso.issuer_url')} type="url" required placeholder="https://id.example.com" hint={t('god_mode.sso.issuer_url_hint')}
            value={values.issuer_url} error={err('issuer_url')} onChange={(e) => set('issuer_url', e.target.value)} />
        )}
        <Input label={t('god_mode.sso.client_id')} required autoComplete="off" value={values.client_id} error={err('client_id')}
          onChange={(e) => set('client_id', e.target.value)} />
        <PasswordInput label={t('god_mode.sso.client_secret')} autoComplete="new-password" value={values.client_secret} error={err('client_secret')}
          hint={t(provider?.has_client_secret ? 'god_mode.secret.keep_hint' : 'god_mode.sso.client_secret_hint')}
          onChange={(e) => set('client_secret', e.target.value)} />
        <Input label={t('god_mode.sso.scopes')} value={values.scopes} error={err('scopes')} onChange={(e) => set('scopes', e.target.value)} />
        <Input label={t('god_mode.sso.allowed_domains')} placeholder="example.com, example.org" hint={t('god_mode.sso.allowed_domains_hint')}
          value={values.allowed_domains} error={err('allowed_domains')} onChange={(e) => set('allowed_domains', e.target.value)} />
        <Switch label={t('god_mode.sso.enabled')} checked={values.enabled} onChange={(on) => set('enabled', on)} />
        <div className="ca-redirect">
          <p className="ca-field-title">{t('god_mode.sso.redirect_uri')}</p>
          <p className="ca-muted">{t('god_mode.sso.redirect_uri_hint')}</p>
          <p className="ca-inline">
            <code className="ca-code ca-break">{redirectUri}</code>
            <CopyButton value={redirectUri} label={t('god_mode.sso.copy_redirect_uri')} />
          </p>
        </div>
      </form>
    </Modal>
  );
}
