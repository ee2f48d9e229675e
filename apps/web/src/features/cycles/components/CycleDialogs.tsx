import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Role } from '@cairn/types';
import { useAppStore, useStoreApi, type CycleRecord } from '@cairn/state';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { CycleScreenContext, type CycleScreen } from '../hooks/cycle-screen';
import { cyclePath, cyclesPath } from '../paths';
import { AddExistingItemsModal } from './AddExistingItemsModal';
import { CycleFormModal } from './CycleFormModal';
import { TransferItemsModal } from './TransferItemsModal';
import type { CycleDialogKind } from './cycle-menu';

const ignore = () => undefined;

/**
 * The dialogs of a cycles screen (edit, delete, archive, transfer, add items), opened from any row or header through
 * CycleScreenContext; `leaveOnDelete` returns to the cycles page after the cycle on screen is deleted or archived.
 */
export function CycleDialogs(props: { slug: string; projectId: string; today: string; role: Role | undefined; leaveOnDelete?: boolean; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const userId = useAppStore((s) => s.currentUser?.id);
  const [dialog, setDialog] = useState<{ kind: CycleDialogKind; cycleId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cycle = useAppStore((s) => (dialog ? s.cyclesById[dialog.cycleId] : undefined));
  const { slug, projectId, leaveOnDelete } = props;

  const open = useCallback((kind: CycleDialogKind, c: CycleRecord) => setDialog({ kind, cycleId: c.id }), []);
  const copyLink = useCallback((c: CycleRecord) => {
    void navigator.clipboard?.writeText(`${window.location.origin}${cyclePath(slug, c.project_id, c.id)}`).catch(ignore);
    storeApi.getState().pushToast({ type: 'success', title: t('cycles.link_copied') });
  }, [storeApi, slug, t]);
  const screen = useMemo<CycleScreen>(
    () => ({ slug, projectId, today: props.today, role: props.role, userId, open, copyLink }),
    [slug, projectId, props.today, props.role, userId, open, copyLink],
  );
  const close = () => setDialog(null);
  const kind = dialog?.kind;

  const confirm = async () => {
    if (!dialog) return;
    const s = storeApi.getState();
    setBusy(true);
    try {
      if (dialog.kind === 'delete') await s.deleteCycle(slug, projectId, dialog.cycleId);
      else await s.archiveCycle(slug, projectId, dialog.cycleId);
      close();
      if (leaveOnDelete) navigate(cyclesPath(slug, projectId, dialog.kind === 'archive' ? 'archived' : undefined));
    } catch {
      // Rolled back; a delete failure was shown by the store, an archive failure only logged (spec §8).
    } finally {
      setBusy(false);
    }
  };

  return (
    <CycleScreenContext.Provider value={screen}>
      {props.children}
      <CycleFormModal slug={slug} projectId={projectId} open={kind === 'edit' && cycle !== undefined} cycle={cycle} onClose={close} />
      <TransferItemsModal slug={slug} cycle={cycle} today={props.today} open={kind === 'transfer' && cycle !== undefined} onClose={close} />
      <AddExistingItemsModal slug={slug} cycle={cycle} open={kind === 'add-items' && cycle !== undefined} onClose={close} />
      <ConfirmModal
        open={(kind === 'delete' || kind === 'archive') && cycle !== undefined}
        title={t(kind === 'archive' ? 'cycles.archive.title' : 'cycles.delete.title')}
        description={t(kind === 'archive' ? 'cycles.archive.description' : 'cycles.delete.description', { name: cycle?.name ?? '' })}
        confirmLabel={t(kind === 'archive' ? 'cycles.archive.confirm' : 'cycles.delete.confirm')}
        tone={kind === 'archive' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </CycleScreenContext.Provider>
  );
}
