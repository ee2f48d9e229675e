import type { ComponentType, ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { selectSidebarFavorites, selectSidebarFolderChildren, useAppStore, type SidebarFavorite } from '@cairn/state';
import type { DragBindings } from '../hooks/favorites-ui';
import { FavoriteRow } from './FavoriteRow';

/** Wraps each row: the drag layer gives it bindings; without it a row has none. */
export type RowSlot = ComponentType<{ favorite: SidebarFavorite; children: (drag: DragBindings | null) => ReactNode }>;

/** The slot without the drag layer. */
export const StaticSlot: RowSlot = ({ children }) => <>{children(null)}</>;

function FolderChildren(props: { folderId: string; Slot: RowSlot; emptyDrop?: ReactNode }) {
  const { t } = useT();
  const children = useAppStore((s) => selectSidebarFolderChildren(s, props.folderId));
  return (
    <ul className="cw-favs__children">
      {children.map((child) => (
        <props.Slot key={child.id} favorite={child}>{(drag) => <FavoriteRow favorite={child} drag={drag} />}</props.Slot>
      ))}
      {children.length === 0 ? <li className="cw-favs__empty-folder">{props.emptyDrop ?? t('favorites.empty_folder')}</li> : null}
    </ul>
  );
}

/** The favorites as a list: folders open to their favorites; `footer` ends the list (the drag layer's drop zone). */
export function FavoriteTree(props: { slug: string; Slot: RowSlot; footer?: ReactNode; renderEmptyFolder?: (folderId: string) => ReactNode }) {
  const top = useAppStore((s) => selectSidebarFavorites(s, props.slug));
  const { Slot } = props;
  return (
    <ul className="cw-favs">
      {top.map((favorite) => (
        <Slot key={favorite.id} favorite={favorite}>
          {(drag) => (
            <FavoriteRow favorite={favorite} drag={drag}>
              {favorite.is_folder ? <FolderChildren folderId={favorite.id} Slot={Slot} emptyDrop={props.renderEmptyFolder?.(favorite.id)} /> : null}
            </FavoriteRow>
          )}
        </Slot>
      ))}
      {props.footer}
    </ul>
  );
}
