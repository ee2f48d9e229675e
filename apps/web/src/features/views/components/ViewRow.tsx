import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { ROLE, type IssueView } from '@cairn/types';
import { selectProjectMembers, selectView, selectWorkspaceMembers, useAppStore } from '@cairn/state';
import { Avatar, EyeOffIcon, GlobeIcon, IconButton, LockIcon, Menu, MoreHorizontalIcon, StarIcon } from '@cairn/ui-kit';
import { memberName } from '../../../shared/member-name';
import { canManageView } from '../hooks/view-permissions';
import { useViewScreen } from '../hooks/view-screen';
import { viewPath } from '../paths';
import { viewMenuItems } from './view-menu';
import { UnlockIcon } from './ViewIcons';
import { PublishedBadge } from '../../publishing';

const ignore = () => undefined;

/** Whether the view is public (a globe) or private (its owner only). */
export function ViewAccessIcon({ view }: { view: IssueView }) {
  const { t } = useT();
  const label = t(view.access === 'private' ? 'views.access.private' : 'views.access.public');
  return (
    <span className="cw-view-access" role="img" aria-label={label} title={label}>
      {view.access === 'private' ? <EyeOffIcon size={14} /> : <GlobeIcon size={14} />}
    </span>
  );
}

/** The owner's avatar (a member of the project, or of the workspace for global and team views), if known. */
export function ViewOwner({ view }: { view: IssueView }) {
  const { t } = useT();
  const { slug } = useViewScreen();
  const owner = useAppStore((s) => {
    const members = view.project ? selectProjectMembers(s, view.project) : selectWorkspaceMembers(s, slug);
    return members.find((m) => m.member.id === view.owned_by)?.member;
  });
  if (!owner) return null;
  const name = memberName(owner);
  return (
    <span className="cw-view-owner" title={t('views.fields.owner_named', { name })}>
      <Avatar size="xs" name={name} colorSeed={owner.id} src={owner.avatar_url ?? undefined} />
      <span className="cw-view-owner__name">{name}</span>
    </span>
  );
}

/** The lock: a toggle for who may manage the view, a plain mark of a locked view for everyone else. */
export function ViewLockButton({ view }: { view: IssueView }) {
  const { t } = useT();
  const { slug, scope, role, userId } = useViewScreen();
  const setLocked = useAppStore((s) => s.setViewLocked);
  if (!canManageView(role, view, userId)) {
    if (!view.is_locked) return null;
    return (
      <span className="cw-view-lock" role="img" aria-label={t('views.locked')} title={t('views.locked_hint')}>
        <LockIcon size={14} />
      </span>
    );
  }
  return (
    <IconButton
      size="sm"
      aria-label={t(view.is_locked ? 'views.actions.unlock_named' : 'views.actions.lock_named', { name: view.name })}
      aria-pressed={view.is_locked}
      title={t(view.is_locked ? 'views.locked_hint' : 'views.unlocked_hint')}
      className={view.is_locked ? 'cw-view-lock--on' : undefined}
      icon={view.is_locked ? <LockIcon size={16} /> : <UnlockIcon size={16} />}
      onClick={() => void setLocked(slug, scope, view.id, !view.is_locked).catch(ignore)}
    />
  );
}

/** The favorite star of a project view (personal: every role may use it); other views have none. */
export function ViewFavoriteButton({ view }: { view: IssueView }) {
  const { t } = useT();
  const { slug } = useViewScreen();
  const toggle = useAppStore((s) => s.toggleViewFavorite);
  if (!view.project) return null;
  const projectId = view.project;
  return (
    <IconButton
      size="sm"
      aria-label={t(view.is_favorite ? 'views.actions.unfavorite' : 'views.actions.favorite', { name: view.name })}
      aria-pressed={view.is_favorite}
      className={view.is_favorite ? 'cw-star--on' : undefined}
      icon={<StarIcon size={16} />}
      onClick={() => void toggle(slug, projectId, view.id).catch(ignore)}
    />
  );
}

/** A view's menu (edit, lock, access, copy link, delete) as the caller's role allows. */
export function ViewMenu({ view }: { view: IssueView }) {
  const { t } = useT();
  const screen = useViewScreen();
  const setLocked = useAppStore((s) => s.setViewLocked);
  const setAccess = useAppStore((s) => s.setViewAccess);
  const items = viewMenuItems({
    t, view, canManage: canManageView(screen.role, view, screen.userId), canPublish: screen.role === ROLE.ADMIN, open: screen.open, copyLink: screen.copyLink,
    setLocked: (v, locked) => void setLocked(screen.slug, screen.scope, v.id, locked).catch(ignore),
    setAccess: (v, access) => void setAccess(screen.slug, screen.scope, v.id, access).catch(ignore),
  });
  return <Menu align="end" trigger={<MoreHorizontalIcon size={16} />} triggerLabel={t('views.actions.more', { name: view.name })} items={items} />;
}

/** One view in a list: name and description, access, lock, owner, favorite and menu. */
export function ViewRow({ viewId }: { viewId: string }) {
  const { t } = useT();
  const { slug, scope } = useViewScreen();
  const view = useAppStore((s) => selectView(s, viewId));
  if (!view) return null;
  return (
    <li className="cw-project-row cw-view-row">
      <div className="cw-project-row__main cw-view-row__main">
        <Link className="cw-project-row__name" to={viewPath(slug, scope, view.id)}>
          {view.name}
        </Link>
        {view.description ? <span className="cw-view-row__description">{view.description}</span> : null}
      </div>
      <div className="cw-view-row__meta">
        {view.anchor ? <PublishedBadge hint={t('publishing.view.published_hint')} /> : null}
        <ViewAccessIcon view={view} />
        <ViewLockButton view={view} />
        <ViewOwner view={view} />
        <ViewFavoriteButton view={view} />
        <ViewMenu view={view} />
      </div>
    </li>
  );
}
