import type { TFunction } from '@cairn/i18n';
import type { CycleRecord } from '@cairn/state';
import { ArchiveIcon, CopyIcon, EditIcon, PlusIcon, TrashIcon, type MenuItem, type MenuSeparator } from '@cairn/ui-kit';
import { shownStatus } from '../hooks/cycle-format';

/** The dialogs a cycle's menu opens (the screen renders them once). */
export type CycleDialogKind = 'edit' | 'delete' | 'archive' | 'transfer' | 'add-items';

/** What a cycle's menu may offer and how it reaches the screen. */
export interface CycleMenuOptions {
  t: TFunction;
  cycle: CycleRecord;
  today: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Offer "Add existing work items" (the cycle detail does). */
  withAddItems?: boolean;
  open: (kind: CycleDialogKind, cycle: CycleRecord) => void;
  copyLink: (cycle: CycleRecord) => void;
}

/** The entries of a cycle's menu: edit, add items, transfer and archive (completed only), copy link, delete. */
export function cycleMenuItems(o: CycleMenuOptions): Array<MenuItem | MenuSeparator> {
  const { t, cycle } = o;
  const completed = shownStatus(cycle, o.today) === 'completed';
  const archived = cycle.archived_at !== null;
  const items: Array<MenuItem | MenuSeparator> = [];
  if (o.canEdit && !archived) {
    items.push({ id: 'edit', label: t('cycles.actions.edit'), icon: <EditIcon size={14} />, onClick: () => o.open('edit', cycle) });
    if (o.withAddItems && !completed) {
      items.push({ id: 'add-items', label: t('cycles.actions.add_existing'), icon: <PlusIcon size={14} />, onClick: () => o.open('add-items', cycle) });
    }
    if (completed) {
      items.push({ id: 'transfer', label: t('cycles.actions.transfer'), icon: <CycleArrowIcon />, onClick: () => o.open('transfer', cycle) });
      items.push({ id: 'archive', label: t('cycles.actions.archive'), icon: <ArchiveIcon size={14} />, onClick: () => o.open('archive', cycle) });
    }
  }
  items.push({ id: 'copy', label: t('cycles.actions.copy_link'), icon: <CopyIcon size={14} />, onClick: () => o.copyLink(cycle) });
  if (o.canDelete) {
    items.push({ id: 'sep', separator: true });
    items.push({ id: 'delete', label: t('cycles.actions.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => o.open('delete', cycle) });
  }
  return items;
}

function CycleArrowIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
