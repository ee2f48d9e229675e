import { memo } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import type { ProjectOptions } from '../../../work-items';
import { SpreadsheetCell, type CellHandlers } from './SpreadsheetCell';
import type { SpreadsheetColumn, SpreadsheetColumnId } from './spreadsheet-columns';

/**
 * One virtual row of the spreadsheet. Memoised: scrolling re-renders only the rows that move in. The pinned columns
 * (key, title) sit in ONE sticky box per row (a subgrid spanning them) instead of one sticky box per cell: each sticky
 * box is a composited layer Chromium re-layerizes every scroll frame. The row has a fixed size and `contain: strict`.
 */
export const SpreadsheetRow = memo(function SpreadsheetRow(props: {
  item: WorkItem;
  index: number;
  /** Offset from the top of the body, in px. */
  top: number;
  height: number;
  columns: readonly SpreadsheetColumn[];
  template: string;
  /** The row's width (CSS length: the sum of the columns). */
  width: string;
  itemKey: string;
  options: ProjectOptions;
  /** The column of the grid's tab stop when it is in this row. */
  tabStopCol: number | null;
  editingColumn: SpreadsheetColumnId | null;
  canEdit: boolean;
  /** The row is in the bulk selection (drawn only with the selection column). */
  selected: boolean;
  handlers: CellHandlers;
}) {
  const { t, locale: language } = useT();
  const { columns } = props;
  const cell = (column: SpreadsheetColumn, col: number) =>
    column.id === 'select' ? (
      <div key={column.id} role="gridcell" aria-colindex={col + 1} className="cw-ss-cell cw-ss-cell--pinned cw-ss-cell--select">
        {/* The checkbox is the cell's focus target (the grid's tab stop lands on it). */}
        <input
          type="checkbox"
          className="cw-wil-check"
          data-cell=""
          data-row={props.index}
          data-col={col}
          tabIndex={props.tabStopCol === col ? 0 : -1}
          checked={props.selected}
          aria-label={t('work_item_lists.bulk.select_item', { key: props.itemKey, name: props.item.name })}
          onChange={(event) => props.handlers.onToggleSelect(props.item.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </div>
    ) : (
    <SpreadsheetCell
      key={column.id}
      column={column}
      item={props.item}
      itemKey={props.itemKey}
      options={props.options}
      row={props.index}
      col={col}
      tabStop={props.tabStopCol === col}
      editing={props.editingColumn === column.id}
      canEdit={props.canEdit}
      handlers={props.handlers}
      t={t}
      language={language}
    />
    );
  const pinned = pinnedCount(columns);
  return (
    <div
      role="row"
      // Named by the item, not by its cells: the selection checkbox would otherwise start every row's name.
      aria-label={`${props.itemKey} ${props.item.name}`}
      aria-rowindex={props.index + 2}
      aria-selected={props.selected || undefined}
      className={`cw-ss-row${props.editingColumn ? ' cw-ss-row--editing' : ''}${props.selected ? ' cw-ss-row--selected' : ''}`}
      style={{ top: props.top, height: props.height, width: props.width, gridTemplateColumns: props.template }}
    >
      {pinned > 0 ? (
        <div className="cw-ss-row__pin" style={{ gridColumn: `span ${pinned}` }}>
          {columns.slice(0, pinned).map(cell)}
        </div>
      ) : null}
      {columns.slice(pinned).map((column, i) => cell(column, pinned + i))}
    </div>
  );
});

/** How many leading columns are pinned (sticky on the left). */
export function pinnedCount(columns: readonly SpreadsheetColumn[]): number {
  let count = 0;
  while (count < columns.length && columns[count].sticky) count += 1;
  return count;
}
