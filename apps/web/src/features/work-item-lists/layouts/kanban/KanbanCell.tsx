import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useT } from '@cairn/i18n';
import { Button } from '@cairn/ui-kit';
import { QuickAdd } from '../../components/QuickAdd';
import { cardId, type BoardCell } from './kanban-board';
import { KanbanCard, type KanbanCardContext } from './KanbanCard';

/** The data a cell's droppable carries. */
export interface CellData {
  kind: 'cell';
  groupKey: string;
  subGroupKey: string | undefined;
}

/** One column (or one column of a lane): its cards, "load more", and quick add. */
export const KanbanCell = memo(function KanbanCell(props: {
  cell: BoardCell;
  ctx: KanbanCardContext;
  loading: boolean;
  canQuickAdd: boolean;
  quickAddProjects?: readonly { value: string; label: string }[];
  onLoadMore: (groupKey: string, subGroupKey: string | undefined) => void;
  onQuickAdd: (name: string, groupKey: string, subGroupKey: string | undefined, projectId: string | undefined) => void;
}) {
  const { t } = useT();
  const { cell } = props;
  const data: CellData = { kind: 'cell', groupKey: cell.groupKey, subGroupKey: cell.subGroupKey };
  const drop = useDroppable({ id: cell.id, data });
  return (
    <div ref={drop.setNodeRef} className={drop.isOver ? 'cw-wil-cell cw-wil-cell--over' : 'cw-wil-cell'}>
      <div role="list" aria-label={cell.label} className="cw-wil-cell__cards">
        {cell.items.map((item) => (
          <KanbanCard key={item.id} id={cardId(cell.groupKey, cell.subGroupKey, item.id)} item={item} groupKey={cell.groupKey} subGroupKey={cell.subGroupKey} ctx={props.ctx} />
        ))}
      </div>
      {cell.hasMore ? (
        <Button variant="ghost" size="sm" disabled={props.loading} onClick={() => props.onLoadMore(cell.groupKey, cell.subGroupKey)}>
          {t('work_item_lists.load_more', { count: Math.max(0, cell.total - cell.items.length) })}
        </Button>
      ) : null}
      {props.canQuickAdd ? (
        <QuickAdd
          groupLabel={cell.label}
          projects={props.quickAddProjects}
          onAdd={(name, projectId) => props.onQuickAdd(name, cell.groupKey, cell.subGroupKey, projectId)}
        />
      ) : null}
    </div>
  );
});
