import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectWebhooks, selectWebhooksStatus, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, GlobeIcon, PlusIcon, Spinner } from '@cairn/ui-kit';
import { CreateWebhookModal } from '../components/CreateWebhookModal';
import { WebhookList } from '../components/WebhookList';
import { WebhookSecretModal } from '../components/WebhookSecretModal';
import { WebhooksGate } from '../components/WebhooksGate';
import '../webhooks.css';

/** `/:workspaceSlug/settings/webhooks`: the workspace's webhooks and "Add webhook" (admins only). */
export function WebhooksSettingsRoute() {
  return <WebhooksGate>{(slug) => <WebhooksScreen slug={slug} />}</WebhooksGate>;
}

function WebhooksScreen({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const status = useAppStore((s) => selectWebhooksStatus(s, slug));
  const count = useAppStore((s) => selectWebhooks(s, slug).length);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    void store.getState().loadWebhooks(slug);
  }, [store, slug]);

  const add = (
    <Button leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('webhooks.add')}
    </Button>
  );
  return (
    <div className="cw-webhooks">
      <div className="cw-webhooks__head">
        <div className="cw-webhooks__intro">
          <h2 className="cw-webhooks__title">{t('webhooks.title')}</h2>
          <p className="cw-webhooks-note">{t('webhooks.description')}</p>
        </div>
        {count > 0 ? add : null}
      </div>
      {status === 'loading' || status === 'idle' ? (
        <div className="cw-center-pad">
          <Spinner />
        </div>
      ) : status === 'error' ? (
        <p className="cw-webhooks-note" role="alert">{t('webhooks.load_failed')}</p>
      ) : count === 0 ? (
        <EmptyState icon={<GlobeIcon size={24} />} title={t('webhooks.empty_title')} description={t('webhooks.empty_description')} action={add} />
      ) : (
        <WebhookList slug={slug} />
      )}
      <CreateWebhookModal
        slug={slug}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(row) => {
          setCreating(false);
          setCreated(row.secret_key);
        }}
      />
      <WebhookSecretModal
        kind="created"
        secret={created}
        onClose={() => setCreated(null)}
      />
    </div>
  );
}
