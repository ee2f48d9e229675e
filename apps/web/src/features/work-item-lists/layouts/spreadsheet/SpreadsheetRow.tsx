import { memo, type CSSProperties } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import type { ProjectOptions } from '../../../work-items/hooks/use-project-options';
import { SpreadsheetCell, type CellHandlers } from './SpreadsheetCell';
import type { SpreadsheetColumn, SpreadsheetColumnId } from './spreadsheet-columns';

/** Left offsets of the sticky columns: the title sticks right after the key when the key is shown. */
export function stickyStyle(column: SpreadsheetColumn, columns: readonly SpreadsheetColumn[]): CSSProperties | undefined {
  if (!column.sticky) return undefined;
  const keyShown = columns[0]?.id === 'key';
  return { left: column.id === 'name' && keyShown ? 'var(--cw-ss-key-width, 96px)' : 0 };
}

/** One virtual row of the spreadsheet. Memoised: scrolling re-renders only the rows that move in. */
export const SpreadsheetRow = memo(function SpreadsheetRow(props: {
  item: WorkItem;
  index: number;
  /** Offset from the top of the body, in px. */
  top: number;
  height: number;
  columns: readonly SpreadsheetColumn[];
  template: string;
  itemKey: string;
  options: ProjectOptions;
  /** The column of the grid's tab stop when it is in this row. */
  tabStopCol: number | null;
  editingColumn: SpreadsheetColumnId | null;
  canEdit: boolean;
  handlers: CellHandlers;
}) {
  const { t, language } = useT();
  const { columns } = props;
  return (
    <div
      role="row"
      aria-rowindex={props.index + 2}
      className="cw-ss-row"
      style={{ transform: `translateY(${props.top}px)`, height: props.height, gridTemplateColumns: props.template }}
    >
      {columns.map((column, col) => (
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
          style={stickyStyle(column, columns)}
          handlers={props.handlers}
          t={t}
          language={language}
        />
      ))}
    </div>
  );
});
