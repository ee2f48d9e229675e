import { useEffect, useState } from 'react';
import type { Webhook } from '@cairn/types';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectWebhook, selectWebhooksStatus, useAppStore, useStoreApi } from '@cairn/state';
import { AlertTriangleIcon, ArrowLeftIcon, Button, EmptyState, GlobeIcon, Spinner } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { SettingsSection } from '../../settings';
import { DeliveryLog } from '../components/DeliveryLog';
import { WebhookEditForm } from '../components/WebhookEditForm';
import { WebhookSecretModal } from '../components/WebhookSecretModal';
import { WebhooksGate } from '../components/WebhooksGate';
import { webhooksSettingsPath } from '../paths';
import '../webhooks.css';

/** `/:workspaceSlug/settings/webhooks/:webhookId`: edit, regenerate the secret, delete, and the delivery log (admins only). */
export function WebhookDetailRoute() {
  return <WebhooksGate>{(slug) => <WebhookScreen slug={slug} />}</WebhooksGate>;
}

function WebhookScreen({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const { webhookId = '' } = useParams();
  const stored = useAppStore((s) => selectWebhook(s, webhookId));
  // While a delete runs the record is gone from the store (optimistic): the screen keeps showing it until it leaves.
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const webhook = stored ?? deleting;
  const status = useAppStore((s) => selectWebhooksStatus(s, slug));

  useEffect(() => {
    // One request brings every webhook of the workspace (at most 20); a list already loaded is enough.
    if (store.getState().webhooksStatusBySlug[slug] !== 'ready') void store.getState().loadWebhooks(slug);
  }, [store, slug]);

  const back = (
    <Link className="cw-webhooks__back" to={webhooksSettingsPath(slug)}>
      <ArrowLeftIcon size={14} aria-hidden="true" />
      {t('webhooks.back')}
    </Link>
  );
  if (!webhook) {
    if (status === 'ready' || status === 'error') {
      return (
        <div className="cw-webhooks">
          {back}
          <EmptyState icon={<GlobeIcon size={24} />} title={status === 'error' ? t('webhooks.load_failed') : t('webhooks.not_found')} description={status === 'error' ? undefined : t('webhooks.not_found_description')} />
        </div>
      );
    }
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="cw-webhooks cw-settings-stack">
      {back}
      <h2 className="cw-webhooks__title cw-webhooks__url">{webhook.url}</h2>
      {webhook.disabled_reason ? (
        <p className="cw-webhook-banner" role="status">
          <AlertTriangleIcon size={16} aria-hidden="true" />
          <span>{t('webhooks.turned_off', { reason: webhook.disabled_reason })}</span>
        </p>
      ) : null}
      <SettingsSection title={t('webhooks.form.edit_title')}>
        <WebhookEditForm key={webhook.id} slug={slug} webhook={webhook} />
      </SettingsSection>
      <SecretSection slug={slug} webhookId={webhook.id} />
      <SettingsSection title={t('webhooks.log.title')} description={t('webhooks.log.description')}>
        <DeliveryLog slug={slug} webhookId={webhook.id} />
      </SettingsSection>
      <DeleteSection slug={slug} webhook={webhook} onDeleting={setDeleting} />
    </div>
  );
}

function SecretSection({ slug, webhookId }: { slug: string; webhookId: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const regenerate = async () => {
    setBusy(true);
    try {
      const answer = await store.getState().regenerateWebhookSecret(slug, webhookId);
      setConfirming(false);
      setSecret(answer.secret_key);
    } catch {
      // The store showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      title={t('webhooks.regenerate.title')}
      description={t('webhooks.regenerate.description')}
      actions={
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('webhooks.regenerate.action')}
        </Button>
      }
    >
      <ConfirmModal
        open={confirming}
        tone="primary"
        title={t('webhooks.regenerate.confirm_title')}
        description={t('webhooks.regenerate.confirm_description')}
        confirmLabel={t('webhooks.regenerate.confirm')}
        busy={busy}
        onConfirm={() => void regenerate()}
        onClose={() => setConfirming(false)}
      />
      <WebhookSecretModal kind="regenerated" secret={secret} onClose={() => setSecret(null)} />
    </SettingsSection>
  );
}

function DeleteSection({ slug, webhook, onDeleting }: { slug: string; webhook: Webhook; onDeleting: (row: Webhook | null) => void }) {
  const { t } = useT();
  const store = useStoreApi();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    onDeleting(webhook);
    try {
      await store.getState().deleteWebhook(slug, webhook.id);
      store.getState().pushToast({ type: 'success', title: t('webhooks.delete.deleted') });
      navigate(webhooksSettingsPath(slug));
    } catch {
      // Rolled back and toasted by the store: the webhook is back; stay.
      onDeleting(null);
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      tone="danger"
      title={t('webhooks.delete.title')}
      description={t('webhooks.delete.description')}
      actions={
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('webhooks.delete.action')}
        </Button>
      }
    >
      <ConfirmModal
        open={confirming}
        title={t('webhooks.delete.confirm_title')}
        description={t('webhooks.delete.confirm_description', { url: webhook.url })}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
