import { useT, type TFunction } from '@cairn/i18n';
import type { Page, PageAbilities } from '@cairn/types';
import { selectPageSaving, useAppStore } from '@cairn/state';
import {
  ArchiveIcon, BriefcaseIcon, Button, CopyIcon, CycleIcon, ExternalLinkIcon, GlobeIcon, IconButton, LockIcon, Menu, MoreHorizontalIcon, StarIcon, TrashIcon,
  type MenuItem, type MenuSeparator,
} from '@cairn/ui-kit';
import type { PageActions } from '../hooks/use-page-actions';
import { PagePresence, type PresenceUser } from './PagePresence';

/** Where the page's live connection stands (the collaborative editor's status). */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** The dialogs and panels the header's menu opens. */
export type PageDialog = 'move' | 'delete' | null;

/** The title's autosave indicator: "Saving…" → "Saved" (spec §4); nothing before the first change. */
export function SavingIndicator({ pageId }: { pageId: string }) {
  const { t } = useT();
  const saving = useAppStore((s) => selectPageSaving(s, pageId));
  if (saving === 'idle') return null;
  const text = saving === 'saving' ? t('page_editor.saving.saving') : saving === 'saved' ? t('page_editor.saving.saved') : t('page_editor.saving.error');
  return <span className={`cw-page-saving cw-page-saving--${saving}`} role="status">{text}</span>;
}

/** The live connection: connecting, live, or offline (edits are kept and sync when back). */
function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useT();
  const label = status === 'connected' ? t('page_editor.connection.live') : status === 'connecting' ? t('page_editor.connection.connecting') : t('page_editor.connection.offline');
  const hint = status === 'disconnected' ? t('page_editor.connection.offline_hint') : label;
  return (
    <span className={`cw-page-connection cw-page-connection--${status}`} title={hint} aria-label={hint} role="status">
      <span className="cw-page-connection__dot" aria-hidden="true" />
      <span className="cw-page-connection__text" aria-hidden="true">{label}</span>
    </span>
  );
}

/** The "⋯" menu's entries the caller's abilities allow (spec §6). */
export function pageMenuItems(opts: {
  t: TFunction; page: Page; abilities: PageAbilities; actions: PageActions;
  openVersions: () => void; openDialog: (dialog: Exclude<PageDialog, null>) => void;
}): Array<MenuItem | MenuSeparator> {
  const { t, page, abilities, actions } = opts;
  const archived = page.archived_at !== null;
  const items: Array<MenuItem | MenuSeparator | false> = [
    abilities.manage && !archived && (page.is_locked
      ? { id: 'unlock', label: t('page_editor.menu.unlock'), icon: <LockIcon size={14} />, onClick: actions.unlock }
      : { id: 'lock', label: t('page_editor.menu.lock'), icon: <LockIcon size={14} />, onClick: actions.lock }),
    abilities.duplicate && { id: 'duplicate', label: t('page_editor.menu.duplicate'), icon: <CopyIcon size={14} />, onClick: () => void actions.duplicate() },
    abilities.manage && !archived && { id: 'move', label: t('page_editor.menu.move'), icon: <BriefcaseIcon size={14} />, onClick: () => opts.openDialog('move') },
    { id: 'versions', label: t('page_editor.menu.versions'), icon: <CycleIcon size={14} />, onClick: opts.openVersions },
    { id: 'copy-link', label: t('page_editor.menu.copy_link'), icon: <ExternalLinkIcon size={14} />, onClick: actions.copyLink },
    abilities.manage && { id: 'sep', separator: true },
    abilities.manage && (archived
      ? { id: 'restore', label: t('page_editor.menu.restore'), icon: <ArchiveIcon size={14} />, onClick: actions.restore }
      : { id: 'archive', label: t('page_editor.menu.archive'), icon: <ArchiveIcon size={14} />, onClick: actions.archive }),
    // The server deletes archived pages only (PAGE_TEXT.deleteNotArchived).
    abilities.manage && archived && { id: 'delete', label: t('page_editor.menu.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => opts.openDialog('delete') },
  ];
  return items.filter((item): item is MenuItem | MenuSeparator => item !== false);
}

/**
 * The page header's right side: who is editing now, the connection, the title's saving indicator, the favorite star,
 * the access toggle and the "⋯" menu — each control only when the caller's abilities allow it.
 */
export function PageHeaderActions(props: {
  page: Page; abilities: PageAbilities; actions: PageActions; connection: ConnectionStatus | null; presence: readonly PresenceUser[];
  openVersions: () => void; openDialog: (dialog: Exclude<PageDialog, null>) => void;
}) {
  const { t } = useT();
  const { page, abilities, actions } = props;
  const name = page.name || t('page_editor.untitled');
  const archived = page.archived_at !== null;
  const isPrivate = page.access === 'private';
  return (
    <div className="cw-page-actions">
      <PagePresence users={props.presence} />
      {props.connection ? <ConnectionBadge status={props.connection} /> : null}
      <SavingIndicator pageId={page.id} />
      {abilities.favorite && !archived ? (
        <IconButton
          size="sm"
          aria-label={t(page.is_favorite ? 'page_editor.unfavorite' : 'page_editor.favorite', { name })}
          title={t(page.is_favorite ? 'page_editor.unfavorite' : 'page_editor.favorite', { name })}
          aria-pressed={page.is_favorite}
          className={page.is_favorite ? 'cw-star--on' : undefined}
          icon={<StarIcon size={16} />}
          onClick={actions.toggleFavorite}
        />
      ) : null}
      {abilities.manage && !archived ? (
        <Button
          size="sm"
          variant="outline"
          className="cw-page-access"
          leftIcon={isPrivate ? <LockIcon size={14} /> : <GlobeIcon size={14} />}
          aria-label={t(isPrivate ? 'page_editor.access.make_public' : 'page_editor.access.make_private')}
          title={t(isPrivate ? 'page_editor.access.make_public' : 'page_editor.access.make_private')}
          onClick={actions.toggleAccess}
        >
          <span className="cw-page-access__text">{t(isPrivate ? 'page_editor.access.private' : 'page_editor.access.public')}</span>
        </Button>
      ) : (
        <span className="cw-page-access-note" title={t(isPrivate ? 'page_editor.access.private' : 'page_editor.access.public')}>
          {isPrivate ? <LockIcon size={14} title={t('page_editor.access.private')} /> : <GlobeIcon size={14} title={t('page_editor.access.public')} />}
        </span>
      )}
      <Menu
        align="end"
        trigger={<MoreHorizontalIcon size={16} />}
        triggerLabel={t('page_editor.menu.more', { name })}
        items={pageMenuItems({ t, page, abilities, actions, openVersions: props.openVersions, openDialog: props.openDialog })}
      />
    </div>
  );
}
