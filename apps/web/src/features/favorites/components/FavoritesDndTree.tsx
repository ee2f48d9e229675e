import { useCallback, type ReactNode } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '@cairn/i18n';
import { selectFavoriteName, useStoreApi, type SidebarFavorite } from '@cairn/state';
import { useFavoritesUi } from '../hooks/favorites-ui';
import { FavoriteTree, type RowSlot } from './FavoriteTree';
import { dropOf, END_OF_LIST } from './favorite-drop';

// The drag layer of the sidebar's Favorites (a chunk of its own: @dnd-kit stays out of the start-up JS). Every row is
// draggable by its handle (pointer or keyboard) and a drop place: on a folder → into it (last), on a favorite → at its
// place, on the end of the list → last at the top level.

const DraggableSlot: RowSlot = ({ favorite, children }) => {
  const pending = favorite.pending === true;
  const drag = useDraggable({ id: favorite.id, disabled: pending });
  const drop = useDroppable({ id: favorite.id, disabled: pending });
  const { setNodeRef: setDragNode } = drag;
  const { setNodeRef: setDropNode } = drop;
  // The row is both what moves and where others drop; the handle only starts the drag.
  const rowRef = useCallback((el: HTMLLIElement | null) => {
    setDragNode(el);
    setDropNode(el);
  }, [setDragNode, setDropNode]);
  if (pending) return <>{children(null)}</>;
  return (
    <>
      {children({
        rowRef,
        handleRef: drag.setActivatorNodeRef,
        handleProps: { ...drag.attributes, ...drag.listeners },
        style: drag.transform ? { transform: CSS.Translate.toString(drag.transform), position: 'relative', zIndex: 2 } : undefined,
        isDragging: drag.isDragging,
        isOver: drop.isOver && !drag.isDragging,
      })}
    </>
  );
};

function EndOfList() {
  const { t } = useT();
  const drop = useDroppable({ id: END_OF_LIST });
  return (
    <li ref={drop.setNodeRef} className={drop.isOver ? 'cw-favs__end cw-favs__end--over' : 'cw-favs__end'} aria-hidden="true">
      {t('favorites.end_of_list')}
    </li>
  );
}

/** The Favorites list with drag and drop (pointer and keyboard) to reorder and to move into and out of folders. */
export function FavoritesDndTree(props: { slug: string; fallback?: ReactNode }) {
  const { t } = useT();
  const store = useStoreApi();
  const ui = useFavoritesUi();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const nameOf = (id: UniqueIdentifier): string => {
    const s = store.getState();
    const favorite = s.favoritesById[String(id)] as SidebarFavorite | undefined;
    return favorite ? selectFavoriteName(s, favorite) : '';
  };
  const targetName = (id: UniqueIdentifier): string => {
    if (id === END_OF_LIST) return t('favorites.end_of_list');
    const favorite = store.getState().favoritesById[String(id)];
    return favorite?.is_folder ? t('favorites.dnd_into_folder', { name: nameOf(id) }) : t('favorites.dnd_before', { name: nameOf(id) });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('favorites.dnd_picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('favorites.dnd_over', { name: nameOf(active.id), target: targetName(over.id) }) : t('favorites.dnd_not_over', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('favorites.dnd_dropped', { name: nameOf(active.id), target: targetName(over.id) }) : t('favorites.dnd_cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('favorites.dnd_cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const drop = dropOf(store.getState(), props.slug, String(active.id), String(over.id));
    if (!drop) return;
    // Dropped into a closed folder: open it so the favorite stays in sight.
    if (drop.parent && !ui.isOpen(drop.parent)) ui.toggleFolder(drop.parent);
    void store.getState().moveFavorite(props.slug, String(active.id), drop).catch(() => undefined);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('favorites.dnd_instructions') } }}
    >
      <FavoriteTree slug={props.slug} Slot={DraggableSlot} footer={<EndOfList />} />
    </DndContext>
  );
}
