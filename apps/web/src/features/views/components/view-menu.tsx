import type { TFunction } from '@cairn/i18n';
import type { IssueView } from '@cairn/types';
import { CopyIcon, EditIcon, EyeOffIcon, GlobeIcon, LockIcon, TrashIcon, type MenuItem, type MenuSeparator } from '@cairn/ui-kit';
import type { ViewDialogKind } from '../hooks/view-screen';
import { UnlockIcon } from './ViewIcons';

/** What a view's menu may offer and how it reaches the screen. */
export interface ViewMenuOptions {
  t: TFunction;
  view: IssueView;
  canManage: boolean;
  /** Project admins publish project views (issue 20); a private view's entry is disabled with the reason. */
  canPublish: boolean;
  open: (kind: ViewDialogKind, view: IssueView) => void;
  copyLink: (view: IssueView) => void;
  setLocked: (view: IssueView, locked: boolean) => void;
  setAccess: (view: IssueView, access: IssueView['access']) => void;
}

/** The entries of a view's menu: edit, lock / unlock, make private / public, copy link, publish, delete. */
export function viewMenuItems(o: ViewMenuOptions): Array<MenuItem | MenuSeparator> {
  const { t, view } = o;
  const items: Array<MenuItem | MenuSeparator> = [];
  if (o.canManage) {
    items.push({ id: 'edit', label: t('views.actions.edit'), icon: <EditIcon size={14} />, onClick: () => o.open('edit', view) });
    items.push(view.is_locked
      ? { id: 'unlock', label: t('views.actions.unlock'), icon: <UnlockIcon size={14} />, onClick: () => o.setLocked(view, false) }
      : { id: 'lock', label: t('views.actions.lock'), icon: <LockIcon size={14} />, onClick: () => o.setLocked(view, true) });
    items.push(view.access === 'private'
      ? { id: 'public', label: t('views.actions.make_public'), icon: <GlobeIcon size={14} />, onClick: () => o.setAccess(view, 'public') }
      : { id: 'private', label: t('views.actions.make_private'), icon: <EyeOffIcon size={14} />, onClick: () => o.setAccess(view, 'private') });
  }
  items.push({ id: 'copy', label: t('views.actions.copy_link'), icon: <CopyIcon size={14} />, onClick: () => o.copyLink(view) });
  if (o.canPublish && view.project) {
    const isPrivate = view.access === 'private';
    items.push({
      id: 'publish',
      label: t(view.anchor ? 'publishing.view.publish_settings' : 'publishing.view.publish'),
      icon: <GlobeIcon size={14} />,
      disabled: isPrivate,
      description: isPrivate ? t('publishing.view.private_reason') : undefined,
      onClick: () => o.open('publish', view),
    });
  }
  if (o.canManage) {
    items.push({ id: 'sep', separator: true });
    items.push({ id: 'delete', label: t('views.actions.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => o.open('delete', view) });
  }
  return items;
}
