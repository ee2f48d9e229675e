import { useT } from '@cairn/i18n';
import { ArchiveIcon, BellIcon, Button, CopyIcon, ExternalLinkIcon, GridIcon, IconButton, Menu, MoreHorizontalIcon, TrashIcon, XIcon, type MenuItem } from '@cairn/ui-kit';
import './work-item-detail.css';

/** The top row of the detail: key, copy link, subscribe, open full page (peek), the menu and close (peek). */
export function WorkItemHeader(props: {
  itemKey: string;
  subscribed: boolean;
  archived: boolean;
  canEdit: boolean;
  onCopyLink: () => void;
  onToggleSubscribe: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
  /** "Convert to epic" / "Convert to work item" (admins and members; not archived). */
  convert?: { label: string; onClick: () => void };
  onOpenFull?: () => void;
  onClose?: () => void;
}) {
  const { t } = useT();
  const items: MenuItem[] = [{ id: 'copy', label: t('work_items.detail.copy_link'), icon: <CopyIcon size={14} />, onClick: props.onCopyLink }];
  if (props.canEdit && props.convert) items.push({ id: 'convert', label: props.convert.label, icon: <GridIcon size={14} />, onClick: props.convert.onClick });
  if (props.canEdit) {
    items.push(
      props.archived
        ? { id: 'restore', label: t('common.restore'), icon: <ArchiveIcon size={14} />, onClick: props.onRestore }
        : { id: 'archive', label: t('common.archive'), icon: <ArchiveIcon size={14} />, onClick: props.onArchive },
      { id: 'delete', label: t('common.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: props.onDelete },
    );
  }
  return (
    <header className="cw-wi-header">
      <span className="cw-wi-key cw-wi-header__key">{props.itemKey}</span>
      <IconButton size="sm" icon={<CopyIcon size={14} />} aria-label={t('work_items.detail.copy_link')} onClick={props.onCopyLink} />
      <span className="cw-wi-header__spacer" />
      <Button
        size="sm"
        variant={props.subscribed ? 'secondary' : 'outline'}
        leftIcon={<BellIcon size={14} />}
        aria-pressed={props.subscribed}
        onClick={props.onToggleSubscribe}
      >
        {props.subscribed ? t('work_items.detail.unsubscribe') : t('work_items.detail.subscribe')}
      </Button>
      {props.onOpenFull ? <IconButton size="sm" icon={<ExternalLinkIcon size={14} />} aria-label={t('work_items.detail.open_full')} onClick={props.onOpenFull} /> : null}
      <Menu align="end" trigger={<MoreHorizontalIcon size={16} />} triggerLabel={t('work_items.detail.menu')} items={items} />
      {props.onClose ? <IconButton size="sm" icon={<XIcon size={14} />} aria-label={t('work_items.detail.close_peek')} onClick={props.onClose} /> : null}
    </header>
  );
}
