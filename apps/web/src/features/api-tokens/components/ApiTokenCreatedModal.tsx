import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { API_V1_PREFIX } from '@cairn/types';
import { AlertTriangleIcon, Button, CopyIcon, Input, Modal } from '@cairn/ui-kit';

/**
 * The new token, shown this once: the warning that it will not be shown again, a Copy button, and how to use it (the
 * X-Api-Key header, the base URL). The token lives only in the screen's component state, never in the store.
 */
export function ApiTokenCreatedModal(props: { token: string | null; onClose: () => void }) {
  const { t } = useT();
  const pushToast = useAppStore((s) => s.pushToast);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.token ?? '');
      setCopyFailed(false);
      pushToast({ type: 'success', title: t('api_tokens.copied') });
    } catch {
      setCopyFailed(true);
    }
  };
  const baseUrl = `${window.location.origin}${API_V1_PREFIX}/`;
  return (
    <Modal
      open={props.token !== null}
      onClose={props.onClose}
      closeOnBackdrop={false}
      title={t('api_tokens.created_title')}
      footer={<Button onClick={props.onClose}>{t('api_tokens.done')}</Button>}
    >
      <div className="cw-api-token-secret">
        <p className="cw-api-token-secret__warning" role="note">
          <AlertTriangleIcon size={16} aria-hidden="true" />
          <span>{t('api_tokens.created_warning')}</span>
        </p>
        <Input
          label={t('api_tokens.token_label')}
          readOnly
          value={props.token ?? ''}
          className="cw-api-token-secret__value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button variant="secondary" leftIcon={<CopyIcon size={14} />} onClick={() => void copy()}>
            {t('api_tokens.copy')}
          </Button>
        </div>
        {copyFailed ? (
          <p className="cw-api-tokens-error" role="alert">
            {t('api_tokens.copy_failed')}
          </p>
        ) : null}
        <div className="cw-api-token-secret__usage">
          <h3>{t('api_tokens.usage_title')}</h3>
          <p>{t('api_tokens.usage_header')}</p>
          <p>{t('api_tokens.usage_base_url', { url: baseUrl })}</p>
          <p>
            <code>curl -H &quot;X-Api-Key: …&quot; {baseUrl}users/me/</code>
          </p>
        </div>
      </div>
    </Modal>
  );
}
