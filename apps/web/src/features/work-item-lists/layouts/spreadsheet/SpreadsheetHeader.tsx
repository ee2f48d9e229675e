import { useEffect, useRef } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItemOrderBy } from '@cairn/types';
import { ChevronDownIcon, ChevronUpIcon } from '@cairn/ui-kit';
import type { BulkSelection } from '../../hooks/use-bulk-selection';
import { nextOrderBy, sortDirection, type SpreadsheetColumn } from './spreadsheet-columns';

/** The header row: a sort button per sortable column (aria-sort shows the current order). */
export function SpreadsheetHeader(props: {
  columns: readonly SpreadsheetColumn[];
  template: string;
  height: number;
  orderBy: WorkItemOrderBy;
  onOrderBy: (orderBy: WorkItemOrderBy) => void;
  /** The column of the grid's tab stop when it is in the header. */
  tabStopCol: number | null;
  /** The list's bulk selection: the selection column's header is a "select all loaded" checkbox. */
  selection?: BulkSelection;
}) {
  const { t } = useT();
  const { columns, orderBy, selection } = props;
  const selectAll = useRef<HTMLInputElement>(null);
  const some = selection !== undefined && selection.selectedIds.size > 0 && !selection.allSelected;
  useEffect(() => {
    // indeterminate exists only as a DOM property.
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);
  return (
    <div role="row" aria-rowindex={1} className="cw-ss-row cw-ss-row--header" style={{ gridTemplateColumns: props.template, height: props.height }}>
      {columns.map((column, col) => {
        const label = t(`work_item_layouts.spreadsheet.columns.${column.id}`);
        const tabIndex = props.tabStopCol === col ? 0 : -1;
        const cellProps = { 'data-cell': '', 'data-row': -1, 'data-col': col, tabIndex };
        const classes = column.sticky ? 'cw-ss-head cw-ss-cell--sticky' : 'cw-ss-head';
        if (column.id === 'select') {
          return (
            <div key={column.id} role="columnheader" aria-colindex={col + 1} className={`${classes} cw-ss-head--select`}>
              <input
                ref={selectAll}
                type="checkbox"
                className="cw-wil-check"
                aria-label={t('work_item_lists.bulk.select_all')}
                checked={selection?.allSelected ?? false}
                onChange={() => selection?.onToggleAll()}
                {...cellProps}
              />
            </div>
          );
        }
        if (!column.orderKey) {
          return (
            <div key={column.id} role="columnheader" aria-colindex={col + 1} className={classes} {...cellProps}>
              <span className="cw-ss-head__label">{label}</span>
            </div>
          );
        }
        const key = column.orderKey;
        const direction = sortDirection(orderBy, key);
        return (
          <div key={column.id} role="columnheader" aria-colindex={col + 1} aria-sort={direction ?? 'none'} className={classes}>
            <button type="button" className="cw-ss-sort" onClick={() => props.onOrderBy(nextOrderBy(orderBy, key))} {...cellProps}>
              <span className="cw-ss-head__label">{label}</span>
              {direction === 'ascending' ? <ChevronUpIcon size={12} /> : null}
              {direction === 'descending' ? <ChevronDownIcon size={12} /> : null}
            </button>
          </div>
        );
      })}
    </div>
  );
}
