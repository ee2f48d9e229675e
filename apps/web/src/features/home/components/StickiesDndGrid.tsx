import { useCallback, type CSSProperties } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import type { Sticky } from '@cairn/types';
import { dropOnto } from '../hooks/one-step';
import { StickyGrid, type StickySlot } from './StickyGrid';

// The stickies page's drag layer (a chunk of its own: @dnd-kit stays out of the start-up JS). Each card is dragged by
// its handle (pointer or keyboard) and is a drop place: the dragged sticky takes the target's place (spec §4 rule).

const DraggableSlot: StickySlot = ({ id, children }) => {
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const { setNodeRef: setDragNode } = drag;
  const { setNodeRef: setDropNode } = drop;
  const rowRef = useCallback((el: HTMLLIElement | null) => {
    setDragNode(el);
    setDropNode(el);
  }, [setDragNode, setDropNode]);
  const style: CSSProperties | undefined = drag.transform ? { transform: CSS.Translate.toString(drag.transform), zIndex: 2, position: 'relative' } : undefined;
  return (
    <>
      {children({
        rowRef, handleRef: drag.setActivatorNodeRef, handleProps: { ...drag.attributes, ...drag.listeners }, style, isDragging: drag.isDragging,
        isOver: drop.isOver && !drag.isDragging,
      })}
    </>
  );
};

/** The stickies grid with drag and drop (pointer and keyboard) to reorder; a failed move reverts (the store). */
export function StickiesDndGrid(props: { slug: string; stickies: readonly Sticky[] }) {
  const { t } = useT();
  const store = useStoreApi();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const nameOf = (id: UniqueIdentifier) => store.getState().stickiesById[String(id)]?.name || t('home.sticky_untitled');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('home.dnd_picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('home.dnd_over', { name: nameOf(active.id), target: nameOf(over.id) }) : t('home.dnd_cancelled', { name: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('home.dnd_dropped', { name: nameOf(active.id), target: nameOf(over.id) }) : t('home.dnd_cancelled', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('home.dnd_cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const step = dropOnto(props.stickies, String(active.id), String(over.id));
    if (step) store.getState().moveSticky(props.slug, String(active.id), step.target.id, step.position).catch(() => undefined);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <StickyGrid slug={props.slug} stickies={props.stickies} movable Slot={DraggableSlot} />
    </DndContext>
  );
}
