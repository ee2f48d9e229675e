import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { AlertTriangleIcon, Button, CopyIcon, Input, Modal } from '@cairn/ui-kit';
import '../webhooks.css';

/**
 * The secret, shown this once (after create or regenerate): a copy button, the warning that it will not be shown
 * again, and which headers carry the signatures. It lives only in the caller's component state, never in the store.
 */
export function WebhookSecretModal(props: { secret: string | null; kind: 'created' | 'regenerated'; onClose: () => void }) {
  const { t } = useT();
  const pushToast = useAppStore((s) => s.pushToast);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret ?? '');
      setCopyFailed(false);
      pushToast({ type: 'success', title: t('webhooks.secret.copied') });
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <Modal
      open={props.secret !== null}
      onClose={props.onClose}
      closeOnBackdrop={false}
      title={t(props.kind === 'created' ? 'webhooks.secret.created_title' : 'webhooks.secret.regenerated_title')}
      footer={<Button onClick={props.onClose}>{t('webhooks.secret.done')}</Button>}
    >
      <div className="cw-webhook-secret">
        <p className="cw-webhook-secret__warning" role="note">
          <AlertTriangleIcon size={16} aria-hidden="true" />
          <span>{t('webhooks.secret.warning')}</span>
        </p>
        <Input
          label={t('webhooks.secret.label')}
          readOnly
          value={props.secret ?? ''}
          className="cw-webhook-secret__value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button variant="secondary" leftIcon={<CopyIcon size={14} />} onClick={() => void copy()}>
            {t('webhooks.secret.copy')}
          </Button>
        </div>
        {copyFailed ? (
          <p className="cw-webhook-form__error" role="alert">
            {t('webhooks.secret.copy_failed')}
          </p>
        ) : null}
        <div className="cw-webhook-secret__headers">
          <h3 className="cw-webhook-secret__title">{t('webhooks.secret.signature_title')}</h3>
          <ul>
            <li>{t('webhooks.secret.signature_plane')}</li>
            <li>{t('webhooks.secret.signature_standard')}</li>
          </ul>
        </div>
      </div>
    </Modal>
  );
}
