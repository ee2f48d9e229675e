import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import type { HomeDropPosition, Sticky } from '@cairn/types';
import { oneDown, oneUp } from '../hooks/one-step';
import { StickyCard, type StickyDragSlot } from './StickyCard';

/** Wraps a card with its drag handles (the lazy drag layer gives one; without it cards only move by buttons). */
export type StickySlot = (props: { id: string; children: (drag: StickyDragSlot | null) => ReactNode }) => ReactNode;

const PlainSlot: StickySlot = ({ children }) => <>{children(null)}</>;
const ignore = () => undefined;

/** The stickies as a grid (top first = largest sort_order), each editable, with move up / down buttons when `movable`. */
export function StickyGrid(props: { slug: string; stickies: readonly Sticky[]; movable?: boolean; Slot?: StickySlot; label?: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const Slot = props.Slot ?? PlainSlot;
  const list = props.stickies;
  const move = (id: string, target: Sticky, position: HomeDropPosition) => {
    store.getState().moveSticky(props.slug, id, target.id, position).catch(ignore);
  };
  return (
    <ul className="cw-stickies" aria-label={props.label ?? t('home.stickies_title')}>
      {list.map((sticky, index) => {
        const up = props.movable ? oneUp(list, index) : null;
        const down = props.movable ? oneDown(list, index) : null;
        return (
          <Slot key={sticky.id} id={sticky.id}>
            {(drag) => (
              <StickyCard
                slug={props.slug}
                id={sticky.id}
                drag={drag}
                onMoveUp={up ? () => move(sticky.id, up.target, up.position) : undefined}
                onMoveDown={down ? () => move(sticky.id, down.target, down.position) : undefined}
              />
            )}
          </Slot>
        );
      })}
    </ul>
  );
}
