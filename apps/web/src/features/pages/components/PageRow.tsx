import { memo } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Page } from '@cairn/types';
import { selectPage, selectPageAbilities, selectProjectMembers, useAppStore } from '@cairn/state';
import { Avatar, EyeOffIcon, GlobeIcon, IconButton, LockIcon, Menu, MoreHorizontalIcon, StarIcon } from '@cairn/ui-kit';
import { memberName } from '../../../shared/member-name';
import { PageLogo } from '../detail/components/PageLogo';
import { pageName, timeAgo } from '../hooks/page-format';
import { usePagesScreen } from '../hooks/pages-screen';
import { usePageRowActions } from '../hooks/use-page-row-actions';
import { pagePath } from '../paths';
import { pageMenuItems } from './page-menu';

/** Whether the page is public (a globe) or private (its owner only). */
export function PageAccessIcon({ access }: { access: Page['access'] }) {
  const { t } = useT();
  const label = t(access === 'private' ? 'pages.access.private' : 'pages.access.public');
  return (
    <span className="cw-page-row__icon" role="img" aria-label={label} title={label}>
      {access === 'private' ? <EyeOffIcon size={14} /> : <GlobeIcon size={14} />}
    </span>
  );
}

function PageOwner({ projectId, ownerId }: { projectId: string; ownerId: string | null }) {
  const { t } = useT();
  const owner = useAppStore((s) => (ownerId ? selectProjectMembers(s, projectId).find((m) => m.member.id === ownerId)?.member : undefined));
  if (!owner) return null;
  const name = memberName(owner);
  return (
    <span className="cw-page-row__owner" title={t('pages.row.owner', { name })}>
      <Avatar size="xs" name={name} colorSeed={owner.id} src={owner.avatar_url ?? undefined} />
    </span>
  );
}

/**
 * One page of the list: logo, name (or "Untitled") and preview, access and lock marks, owner, updated (or archived)
 * time, the favorite star and the row menu — each action only when the caller's abilities allow it.
 */
export const PageRow = memo(function PageRow({ pageId, now }: { pageId: string; now: number }) {
  const { t, locale: language } = useT();
  const { slug, projectId, confirmDelete } = usePagesScreen();
  const page = useAppStore((s) => selectPage(s, pageId));
  const abilities = useAppStore((s) => selectPageAbilities(s, pageId));
  const actions = usePageRowActions(slug, projectId);
  if (!page) return null;
  const name = pageName(t, page.name);
  const when = page.archived_at
    ? t('pages.row.archived', { time: timeAgo(page.archived_at, now, language, t) })
    : t('pages.row.updated', { time: timeAgo(page.updated_at, now, language, t) });
  return (
    <div className="cw-page-row">
      <span className="cw-page-row__logo"><PageLogo logo={page.logo_props} size={18} /></span>
      <div className="cw-page-row__main">
        <Link className={page.name.trim() ? 'cw-page-row__name' : 'cw-page-row__name cw-page-row__name--untitled'} to={pagePath(slug, page, projectId)}>
          {name}
        </Link>
        {page.description_preview ? <span className="cw-page-row__preview">{page.description_preview}</span> : null}
      </div>
      <div className="cw-page-row__meta">
        <PageAccessIcon access={page.access} />
        {page.is_locked ? (
          <span className="cw-page-row__icon cw-page-row__icon--locked" role="img" aria-label={t('pages.row.locked')} title={t('pages.row.locked')}>
            <LockIcon size={14} />
          </span>
        ) : null}
        <PageOwner projectId={projectId} ownerId={page.owned_by} />
        <time className="cw-page-row__time" dateTime={page.archived_at ?? page.updated_at}>{when}</time>
        {abilities.favorite && !page.archived_at ? (
          <IconButton
            size="sm"
            aria-label={t(page.is_favorite ? 'pages.actions.unfavorite_named' : 'pages.actions.favorite_named', { name })}
            aria-pressed={page.is_favorite}
            className={page.is_favorite ? 'cw-star--on' : undefined}
            icon={<StarIcon size={16} />}
            onClick={() => actions.toggleFavorite(page)}
          />
        ) : null}
        <Menu
          align="end"
          trigger={<MoreHorizontalIcon size={16} />}
          triggerLabel={t('pages.actions.more', { name })}
          items={pageMenuItems({ t, page, abilities, actions, onDelete: confirmDelete })}
        />
      </div>
    </div>
  );
});
