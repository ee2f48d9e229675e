import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectFavoriteName, useAppStore, useStoreApi, type SidebarFavorite } from '@cairn/state';
import { ChevronRightIcon, EditIcon, Menu, MoreHorizontalIcon, StarIcon, TrashIcon, type MenuItem, type MenuSeparator } from '@cairn/ui-kit';
import type { DragBindings } from '../hooks/favorites-ui';
import { useFavoritesUi } from '../hooks/favorites-ui';
import { favoritePath } from '../paths';
import { FavoriteIcon } from './FavoriteIcon';
import { FolderNameForm } from './FolderNameForm';

const NONE: readonly string[] = [];

// Where a favorite sits: its list (the top level or its folder) and its position there, for "Move up / down".
function usePlace(slug: string, favorite: SidebarFavorite): { ids: readonly string[]; index: number } {
  const ids = useAppStore((s) => (favorite.parent ? s.favoriteChildIdsByFolder[favorite.parent] : s.favoriteIdsBySlug[slug]) ?? NONE);
  return { ids, index: ids.indexOf(favorite.id) };
}

function DragHandle(props: { name: string; drag: DragBindings }) {
  const { t } = useT();
  return (
    <button type="button" ref={props.drag.handleRef} className="cw-favs__handle" aria-label={t('favorites.drag_handle', { name: props.name })} {...props.drag.handleProps}>
      <svg width={12} height={12} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <circle cx="9" cy="6" r="1.6" /><circle cx="15" cy="6" r="1.6" /><circle cx="9" cy="12" r="1.6" /><circle cx="15" cy="12" r="1.6" />
        <circle cx="9" cy="18" r="1.6" /><circle cx="15" cy="18" r="1.6" />
      </svg>
    </button>
  );
}

/**
 * One favorite in the sidebar: its entity's icon and live name linking to it, or a folder that opens to its favorites;
 * a menu (rename / delete a folder, remove, move to folder, out of folder, up, down) and, once the drag layer is
 * loaded, a drag handle. `children` are a folder's rows.
 */
export function FavoriteRow(props: { favorite: SidebarFavorite; drag: DragBindings | null; children?: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const store = useStoreApi();
  const ui = useFavoritesUi();
  const { favorite } = props;
  const name = useAppStore((s) => selectFavoriteName(s, favorite));
  const place = usePlace(ui.slug, favorite);
  const hasFolders = useAppStore((s) => (s.favoriteIdsBySlug[ui.slug] ?? []).some((id) => s.favoritesById[id]?.is_folder));
  const actions = store.getState();
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  const moveBy = (delta: number) => quiet(actions.moveFavorite(ui.slug, favorite.id, { parent: favorite.parent, index: place.index + delta }));
  const open = favorite.is_folder && ui.isOpen(favorite.id);

  const items: Array<MenuItem | MenuSeparator> = [];
  if (favorite.is_folder) {
    items.push({ id: 'rename', label: t('favorites.rename_folder'), icon: <EditIcon size={14} />, onClick: () => ui.setRenamingId(favorite.id) });
  } else {
    if (hasFolders) items.push({ id: 'move-to', label: t('favorites.move_to_folder'), onClick: () => ui.openMoveDialog(favorite.id) });
    if (favorite.parent) items.push({ id: 'move-out', label: t('favorites.move_out_of_folder'), onClick: () => quiet(actions.moveFavorite(ui.slug, favorite.id, { parent: null, index: Number.MAX_SAFE_INTEGER })) });
  }
  if (place.index > 0) items.push({ id: 'up', label: t('favorites.move_up'), onClick: () => moveBy(-1) });
  if (place.index >= 0 && place.index < place.ids.length - 1) items.push({ id: 'down', label: t('favorites.move_down'), onClick: () => moveBy(1) });
  items.push({ id: 'sep', separator: true });
  items.push(favorite.is_folder
    ? { id: 'delete', label: t('favorites.delete_folder'), icon: <TrashIcon size={14} />, danger: true, onClick: () => quiet(actions.removeFavorite(ui.slug, favorite.id)) }
    : { id: 'remove', label: t('favorites.remove'), icon: <StarIcon size={14} />, danger: true, onClick: () => quiet(actions.removeFavorite(ui.slug, favorite.id)) });

  const rowActions = favorite.pending ? null : (
    <>
      {props.drag ? <DragHandle name={name} drag={props.drag} /> : null}
      <Menu trigger={<MoreHorizontalIcon size={14} />} triggerLabel={t('favorites.actions_of', { name })} triggerClassName="cw-favs__menu" items={items} align="end" />
    </>
  );
  const className = ['cw-favs__item', props.drag?.isDragging ? 'cw-favs__item--dragging' : '', props.drag?.isOver ? 'cw-favs__item--over' : ''].filter(Boolean).join(' ');

  if (ui.renamingId === favorite.id) {
    return (
      <li className={className} ref={props.drag?.rowRef}>
        <FolderNameForm initial={favorite.name} submitLabel={t('favorites.save')} onSubmit={(value) => actions.renameFavoriteFolder(ui.slug, favorite.id, value)} onDone={() => ui.setRenamingId(null)} />
      </li>
    );
  }
  const to = favoritePath(ui.slug, favorite);
  return (
    <li className={className} ref={props.drag?.rowRef} style={props.drag?.style}>
      <div className="cw-favs__row">
        {favorite.is_folder ? (
          <button
            type="button"
            className="cw-favs__folder-toggle"
            aria-expanded={open}
            aria-label={t(open ? 'favorites.collapse_folder' : 'favorites.expand_folder', { name })}
            onClick={() => ui.toggleFolder(favorite.id)}
          >
            <ChevronRightIcon size={12} className={open ? 'cw-favs__chevron cw-favs__chevron--open' : 'cw-favs__chevron'} />
          </button>
        ) : null}
        <div className="cw-favs__main">
          {favorite.is_folder ? (
            <div className="cw-favs__folder">
              <span className="cw-favs__icon"><FavoriteIcon favorite={favorite} name={name} open={open} /></span>
              <span className="cw-favs__label">{name}</span>
            </div>
          ) : (
            <NavLink
              to={to ?? '#'}
              onClick={ui.onNavigate}
              className={pathname === to ? 'cw-favs__link cw-favs__link--active' : 'cw-favs__link'}
              aria-current={pathname === to ? 'page' : undefined}
            >
              <span className="cw-favs__icon"><FavoriteIcon favorite={favorite} name={name} /></span>
              <span className="cw-favs__label">{name}</span>
            </NavLink>
          )}
        </div>
        {rowActions ? <span className="cw-favs__actions">{rowActions}</span> : null}
      </div>
      {open ? props.children : null}
    </li>
  );
}
