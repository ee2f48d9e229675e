import { useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import type { ApiToken } from '@cairn/types';
import { Button, EmptyState, LockIcon, PlusIcon, Spinner } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ApiTokenCreatedModal } from '../components/ApiTokenCreatedModal';
import { ApiTokenList } from '../components/ApiTokenList';
import { CreateApiTokenModal } from '../components/CreateApiTokenModal';
import { useApiTokens } from '../hooks/use-api-tokens';
import '../api-tokens.css';

/**
 * `/:workspaceSlug/settings/api-tokens`: the signed-in user's personal access tokens (every workspace's), "Add token"
 * for the current workspace with the new token shown once, and delete with a confirmation.
 */
export function ApiTokensSettingsRoute() {
  const { t } = useT();
  const store = useStoreApi();
  const { workspaceSlug = '' } = useParams();
  const { tokens, status, reload } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [shownToken, setShownToken] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ApiToken | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await store.getState().removeApiToken(deleting.id);
      store.getState().pushToast({ type: 'success', title: t('api_tokens.deleted') });
      setDeleting(null);
    } catch {
      // Rolled back and toasted by the store.
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const add = (
    <Button leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('api_tokens.add')}
    </Button>
  );

  return (
    <div className="cw-api-tokens">
      <div className="cw-api-tokens__head">
        <div className="cw-api-tokens__intro">
          <h2 className="cw-api-tokens__title">{t('api_tokens.title')}</h2>
          <p className="cw-api-tokens-note">{t('api_tokens.description')}</p>
        </div>
        {tokens.length > 0 ? add : null}
      </div>
      {status === 'loading' ? <Spinner size="sm" /> : null}
      {status === 'error' ? (
        <div>
          <p className="cw-api-tokens-error" role="alert">
            {t('api_tokens.load_failed')}
          </p>
          <Button variant="outline" size="sm" onClick={reload}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {status === 'ready' && tokens.length === 0 ? (
        <EmptyState icon={<LockIcon size={24} />} title={t('api_tokens.empty_title')} description={t('api_tokens.empty_description')} action={add} />
      ) : null}
      {tokens.length > 0 ? <ApiTokenList tokens={tokens} onDelete={setDeleting} /> : null}

      <CreateApiTokenModal
        open={creating}
        slug={workspaceSlug}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setShownToken(created.token);
        }}
      />
      <ApiTokenCreatedModal token={shownToken} onClose={() => setShownToken(null)} />
      <ConfirmModal
        open={deleting !== null}
        title={t('api_tokens.delete_title')}
        description={t('api_tokens.delete_description', { label: deleting?.label ?? '' })}
        confirmLabel={t('api_tokens.delete_confirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
