import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import type { WebhookWithSecret } from '@cairn/types';
import { FormModal } from '../../../shared/components/FormModal';
import { useWebhookForm } from '../hooks/use-webhook-form';
import { WebhookFormFields } from './WebhookFormFields';

/** "Add webhook": the form in a dialog; on success it hands the answer (with its secret) to `onCreated`. */
export function CreateWebhookModal(props: { slug: string; open: boolean; onClose: () => void; onCreated: (created: WebhookWithSecret) => void }) {
  // Closed: nothing mounted, so the next open starts from an empty form.
  return props.open ? <CreateWebhookForm slug={props.slug} onClose={props.onClose} onCreated={props.onCreated} /> : null;
}

function CreateWebhookForm({ slug, onClose, onCreated }: { slug: string; onClose: () => void; onCreated: (created: WebhookWithSecret) => void }) {
  const { t } = useT();
  const store = useStoreApi();
  const form = useWebhookForm();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const body = form.body();
    if (!body) return;
    setSaving(true);
    try {
      const created = await store.getState().createWebhook(slug, body);
      onCreated(created);
    } catch (error) {
      form.showServerError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      open
      onClose={() => (saving ? undefined : onClose())}
      title={t('webhooks.form.create_title')}
      description={t('webhooks.description')}
      formId="cw-webhook-create"
      submitLabel={t('webhooks.form.create_submit')}
      saving={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <WebhookFormFields form={form} />
    </FormModal>
  );
}
