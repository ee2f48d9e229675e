import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import type { IssueView, Role } from '@cairn/types';
import { useAppStore, useStoreApi } from '@cairn/state';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ViewScreenContext, type ViewDialogKind, type ViewScreen } from '../hooks/view-screen';
import { viewPath, viewsPath } from '../paths';
import { ViewFormModal } from './ViewFormModal';
import { PublishDialog } from '../../publishing';

const ignore = () => undefined;

/**
 * The dialogs of a views screen (edit, delete), opened from any row or header through ViewScreenContext; `leaveOnDelete`
 * goes to `leaveTo` (the scope's views page by default) after the view on screen is deleted.
 */
export function ViewDialogs(props: { slug: string; scope: ViewScope; role: Role | undefined; leaveOnDelete?: boolean; leaveTo?: string; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const userId = useAppStore((s) => s.currentUser?.id);
  const [dialog, setDialog] = useState<{ kind: ViewDialogKind; viewId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const view = useAppStore((s) => (dialog ? s.viewsById[dialog.viewId] : undefined));
  const { slug, scope, role, leaveOnDelete, leaveTo } = props;

  const open = useCallback((kind: ViewDialogKind, v: IssueView) => setDialog({ kind, viewId: v.id }), []);
  const copyLink = useCallback((v: IssueView) => {
    void navigator.clipboard?.writeText(`${window.location.origin}${viewPath(slug, scope, v.id)}`).catch(ignore);
    storeApi.getState().pushToast({ type: 'success', title: t('views.link_copied') });
  }, [storeApi, slug, scope, t]);
  const screen = useMemo<ViewScreen>(() => ({ slug, scope, role, userId, open, copyLink }), [slug, scope, role, userId, open, copyLink]);
  const close = () => setDialog(null);

  const remove = async () => {
    if (!dialog) return;
    setBusy(true);
    try {
      await storeApi.getState().deleteView(slug, scope, dialog.viewId);
      close();
      if (leaveOnDelete) navigate(leaveTo ?? viewsPath(slug, scope));
    } catch {
      // Rolled back; the store showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ViewScreenContext.Provider value={screen}>
      {props.children}
      <ViewFormModal slug={slug} scope={scope} open={dialog?.kind === 'edit' && view !== undefined} view={view} onClose={close} />
      {dialog?.kind === 'publish' && view?.project ? (
        <PublishDialog open onClose={close} slug={slug} target={{ kind: 'view', projectId: view.project, viewId: view.id }} name={view.name} />
      ) : null}
      <ConfirmModal
        open={dialog?.kind === 'delete' && view !== undefined}
        title={t('views.delete.title')}
        description={t('views.delete.description', { name: view?.name ?? '' })}
        confirmLabel={t('views.delete.confirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={close}
      />
    </ViewScreenContext.Provider>
  );
}
