import { useState } from 'react';
import { useT } from '@cairn/i18n';
import type { SsoProvider } from '@cairn/types';
import { selectInstanceInfo, selectSsoProviders, useAdminStore } from '@cairn/state';
import { Badge, Button, Card, Modal, PlusIcon, Switch } from '@cairn/ui-kit';
import { ConsolePage, CopyButton, LoadFailed, useLoadOnce, useSuccessToast } from '../../../shared';
import { SsoProviderForm } from '../components/SsoProviderForm';
import { redirectUriOf } from '../components/sso-form';

/** Single sign-on: the providers people may sign in with (any OpenID Connect issuer, or the GitHub, GitLab and Google presets). */
export function SsoRoute() {
  const { t } = useT();
  const providers = useAdminStore(selectSsoProviders);
  const status = useAdminStore((s) => s.ssoProvidersStatus);
  const load = useAdminStore((s) => s.loadSsoProviders);
  const update = useAdminStore((s) => s.updateSsoProvider);
  const remove = useAdminStore((s) => s.deleteSsoProvider);
  const appBaseUrl = useAdminStore((s) => selectInstanceInfo(s)?.config.app_base_url);
  const toast = useSuccessToast();
  const [editing, setEditing] = useState<SsoProvider | 'new'>();
  const [deleting, setDeleting] = useState<SsoProvider>();
  useLoadOnce(status, load);

  const toggle = (provider: SsoProvider, on: boolean) => {
    void update(provider.key, { enabled: on })
      .then(() => toast(on ? 'god_mode.sso.enabled_toast' : 'god_mode.sso.disabled_toast', { name: provider.name }))
      .catch(() => undefined);
  };
  const confirmDelete = async () => {
    const provider = deleting;
    setDeleting(undefined);
    if (!provider) return;
    try {
      await remove(provider.key);
      toast('god_mode.sso.deleted', { name: provider.name });
    } catch {
      // Rolled back; the store showed the failure.
    }
  };

  return (
    <ConsolePage title={t('god_mode.sso.title')} description={t('god_mode.sso.description')}>
      <Card
        padding="lg"
        title={t('god_mode.sso.list_title')}
        actions={<Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setEditing('new')}>{t('god_mode.sso.add')}</Button>}
      >
        {status === 'error' ? <LoadFailed onRetry={() => void load()} /> : providers.length === 0 ? (
          <p className="ca-muted">{t('god_mode.sso.empty')}</p>
        ) : (
          <ul className="ca-list" aria-label={t('god_mode.sso.list_title')}>
            {providers.map((p) => {
              const uri = redirectUriOf(appBaseUrl, p.key);
              return (
                <li key={p.key} className="ca-list__row ca-list__row--wrap">
                  <div className="ca-list__main">
                    <span className="ca-inline">
                      <strong>{p.name}</strong>
                      <Badge size="sm">{t(`god_mode.sso.kind_${p.kind}`)}</Badge>
                      <code className="ca-code">{p.key}</code>
                    </span>
                    <span className="ca-inline ca-muted">
                      <code className="ca-code ca-break">{uri}</code>
                      <CopyButton value={uri} label={t('god_mode.sso.copy_redirect_uri_of', { name: p.name })} />
                    </span>
                  </div>
                  <Switch aria-label={t('god_mode.sso.enabled_of', { name: p.name })} checked={p.enabled} onChange={(on) => toggle(p, on)} />
                  <Button variant="outline" size="sm" aria-label={t('god_mode.sso.edit_of', { name: p.name })} onClick={() => setEditing(p)}>
                    {t('common.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t('god_mode.sso.delete_of', { name: p.name })} onClick={() => setDeleting(p)}>
                    {t('common.delete')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {editing ? <SsoProviderForm provider={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} /> : null}
      <Modal
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('god_mode.sso.delete_title')}
        description={t('god_mode.sso.delete_description', { name: deleting?.name ?? '' })}
        footer={(
          <>
            <Button variant="outline" onClick={() => setDeleting(undefined)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>{t('common.delete')}</Button>
          </>
        )}
      />
    </ConsolePage>
  );
}
