import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import type { Webhook, WebhookUpdate } from '@cairn/types';
import { Button } from '@cairn/ui-kit';
import { useWebhookForm } from '../hooks/use-webhook-form';
import { WebhookFormFields } from './WebhookFormFields';

/** The webhook's URL, events and active flag, saved together (optimistic; a refusal puts the server's text on its field). */
export function WebhookEditForm({ slug, webhook }: { slug: string; webhook: Webhook }) {
  const { t } = useT();
  const store = useStoreApi();
  const form = useWebhookForm(webhook);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const body = form.body();
    if (!body) return;
    // Only what changed: an unchanged URL is not sent (the server would resolve its host again).
    const patch = Object.fromEntries(Object.entries(body).filter(([key, value]) => webhook[key as keyof Webhook] !== value)) as WebhookUpdate;
    if (Object.keys(patch).length === 0) {
      store.getState().pushToast({ type: 'success', title: t('webhooks.form.saved') });
      return;
    }
    setSaving(true);
    try {
      await store.getState().updateWebhook(slug, webhook.id, patch);
      store.getState().pushToast({ type: 'success', title: t('webhooks.form.saved') });
    } catch (error) {
      form.showServerError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="cw-settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <WebhookFormFields form={form} />
      <div>
        <Button type="submit" loading={saving}>
          {t('webhooks.form.save')}
        </Button>
      </div>
    </form>
  );
}
