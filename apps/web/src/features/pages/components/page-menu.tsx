import type { TFunction } from '@cairn/i18n';
import type { Page, PageAbilities } from '@cairn/types';
import {
  ArchiveIcon, CopyIcon, ExternalLinkIcon, EyeOffIcon, GlobeIcon, LayersIcon, LockIcon, StarIcon, TrashIcon, type MenuItem, type MenuSeparator,
} from '@cairn/ui-kit';
import type { PageRowActions } from '../hooks/use-page-row-actions';

/** What a page's row menu needs. */
export interface PageMenuOptions {
  t: TFunction;
  page: Page;
  abilities: PageAbilities;
  actions: PageRowActions;
  onDelete: (page: Page) => void;
}

/**
 * The entries of a page's row menu, each only when the caller's abilities allow it (spec §6): open, copy link,
 * favorite (at least member), duplicate (at least member), access, lock, archive / restore and delete (the owner or an admin).
 */
export function pageMenuItems({ t, page, abilities, actions, onDelete }: PageMenuOptions): Array<MenuItem | MenuSeparator> {
  const items: Array<MenuItem | MenuSeparator> = [
    { id: 'open', label: t('pages.actions.open'), icon: <ExternalLinkIcon size={14} />, onClick: () => actions.open(page) },
    { id: 'copy', label: t('pages.actions.copy_link'), icon: <CopyIcon size={14} />, onClick: () => actions.copyLink(page) },
  ];
  const archived = page.archived_at !== null;
  if (abilities.favorite && !archived) {
    items.push({
      id: 'favorite', label: t(page.is_favorite ? 'pages.actions.unfavorite' : 'pages.actions.favorite'), icon: <StarIcon size={14} />,
      onClick: () => actions.toggleFavorite(page),
    });
  }
  if (abilities.duplicate) items.push({ id: 'duplicate', label: t('pages.actions.duplicate'), icon: <LayersIcon size={14} />, onClick: () => actions.duplicate(page) });
  if (!abilities.manage) return items;
  items.push({ id: 'sep', separator: true });
  if (!archived) {
    items.push(page.access === 'private'
      ? { id: 'public', label: t('pages.actions.make_public'), icon: <GlobeIcon size={14} />, onClick: () => actions.setAccess(page, 'public') }
      : { id: 'private', label: t('pages.actions.make_private'), icon: <EyeOffIcon size={14} />, onClick: () => actions.setAccess(page, 'private') });
    items.push({
      id: page.is_locked ? 'unlock' : 'lock', label: t(page.is_locked ? 'pages.actions.unlock' : 'pages.actions.lock'), icon: <LockIcon size={14} />,
      onClick: () => actions.setLocked(page, !page.is_locked),
    });
    items.push({ id: 'archive', label: t('pages.actions.archive'), icon: <ArchiveIcon size={14} />, onClick: () => actions.archive(page) });
  } else {
    items.push({ id: 'restore', label: t('pages.actions.restore'), icon: <ArchiveIcon size={14} />, onClick: () => actions.restore(page) });
    // The server deletes only archived pages (PAGE_TEXT.deleteNotArchived).
    items.push({ id: 'delete', label: t('pages.actions.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => onDelete(page) });
  }
  return items;
}
