import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { WorkItemPickerModal, type PickableItem } from './WorkItemPickerModal';

/** Which detail dialog is open. */
export type DetailDialog = 'delete' | 'archive' | 'parent' | null;

/** The detail's dialogs: delete and archive (confirm), parent (pick one of the project's items). */
export function WorkItemDetailModals(props: {
  open: DetailDialog;
  itemKey: string;
  candidates: readonly PickableItem[];
  /** The picker's search text changed (ask the server for matching candidates). */
  onSearchCandidates?: (query: string) => void;
  onDelete: () => Promise<unknown>;
  onArchive: () => Promise<unknown>;
  onSetParent: (parentId: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      props.onClose();
    } catch {
      // The store rolled back and showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ConfirmModal
        open={props.open === 'delete'}
        title={t('work_items.detail.delete_title', { key: props.itemKey })}
        description={t('work_items.detail.delete_description')}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={() => void run(props.onDelete)}
        onClose={props.onClose}
      />
      <ConfirmModal
        open={props.open === 'archive'}
        title={t('work_items.detail.archive_title', { key: props.itemKey })}
        description={t('work_items.detail.archive_description')}
        confirmLabel={t('common.archive')}
        tone="primary"
        busy={busy}
        onConfirm={() => void run(props.onArchive)}
        onClose={props.onClose}
      />
      <WorkItemPickerModal
        open={props.open === 'parent'}
        title={t('work_items.detail.parent_title')}
        submitLabel={t('work_items.detail.parent_submit')}
        items={props.candidates}
        onSearch={props.onSearchCandidates}
        multiple={false}
        busy={busy}
        onSubmit={(ids) => void run(() => props.onSetParent(ids[0]))}
        onClose={props.onClose}
      />
    </>
  );
}
