import type { WorkItemDisplayProperties, WorkItemDisplayProperty, WorkItemOrderBy, WorkItemOrderKey } from '@cairn/types';

/** The spreadsheet's columns. */
export type SpreadsheetColumnId =
  | 'select' | 'key' | 'name' | 'state' | 'priority' | 'assignees' | 'labels' | 'start_date' | 'target_date' | 'estimate' | 'modules' | 'cycle'
  | 'created_at' | 'updated_at' | 'sub_issues' | 'attachments' | 'links';

/** One column: the display property that hides it, the order key its header sorts by, its width. */
export interface SpreadsheetColumn {
  id: SpreadsheetColumnId;
  /** null: always shown. */
  property: WorkItemDisplayProperty | null;
  /** null: not sortable (labels, assignees, estimate, counts). */
  orderKey: WorkItemOrderKey | null;
  /** Width in px (key and name read CSS variables so narrow screens can shrink them). */
  width: number;
  /** Inline editable (when the list allows editing). */
  editable: boolean;
  /** Stays on the left while the rest scrolls sideways. */
  sticky: boolean;
}

/** Every column in display order. */
export const SPREADSHEET_COLUMNS: readonly SpreadsheetColumn[] = [
  { id: 'key', property: 'key', orderKey: 'sequence_id', width: 96, editable: false, sticky: true },
  { id: 'name', property: null, orderKey: 'name', width: 320, editable: true, sticky: true },
  { id: 'state', property: 'state', orderKey: 'state', width: 160, editable: true, sticky: false },
  { id: 'priority', property: 'priority', orderKey: 'priority', width: 120, editable: true, sticky: false },
  { id: 'assignees', property: 'assignee', orderKey: null, width: 170, editable: true, sticky: false },
  { id: 'labels', property: 'labels', orderKey: null, width: 190, editable: true, sticky: false },
  { id: 'start_date', property: 'start_date', orderKey: 'start_date', width: 140, editable: true, sticky: false },
  { id: 'target_date', property: 'due_date', orderKey: 'target_date', width: 140, editable: true, sticky: false },
  { id: 'estimate', property: 'estimate', orderKey: null, width: 110, editable: true, sticky: false },
  { id: 'modules', property: 'modules', orderKey: null, width: 170, editable: true, sticky: false },
  { id: 'cycle', property: 'cycle', orderKey: null, width: 150, editable: true, sticky: false },
  { id: 'created_at', property: 'created_on', orderKey: 'created_at', width: 140, editable: false, sticky: false },
  { id: 'updated_at', property: 'updated_on', orderKey: 'updated_at', width: 140, editable: false, sticky: false },
  { id: 'sub_issues', property: 'sub_issue_count', orderKey: null, width: 130, editable: false, sticky: false },
  { id: 'attachments', property: 'attachment_count', orderKey: null, width: 120, editable: false, sticky: false },
  { id: 'links', property: 'link', orderKey: null, width: 90, editable: false, sticky: false },
];

/** The bulk-selection column (first and pinned, only where the list offers selection). */
export const SELECT_COLUMN: SpreadsheetColumn = { id: 'select', property: null, orderKey: null, width: 40, editable: false, sticky: true };

/** The columns the display properties leave on (a property that is not false is on: the default is all on), after the selection column when `selectable`. */
export function visibleColumns(display: WorkItemDisplayProperties, selectable = false): SpreadsheetColumn[] {
  const shown = SPREADSHEET_COLUMNS.filter((c) => c.property === null || display[c.property] !== false);
  return selectable ? [SELECT_COLUMN, ...shown] : shown;
}

/** CSS width of a column (key and name widths are variables the narrow-screen styles override). */
export function columnWidth(column: SpreadsheetColumn): string {
  if (column.id === 'key') return `var(--cw-ss-key-width, ${column.width}px)`;
  if (column.id === 'name') return `var(--cw-ss-name-width, ${column.width}px)`;
  return `${column.width}px`;
}

/** The grid-template-columns of a row. */
export function gridTemplate(columns: readonly SpreadsheetColumn[]): string {
  return columns.map(columnWidth).join(' ');
}

/** The width of a row: the sum of its columns (a CSS length; key and name follow their variables). */
export function gridWidth(columns: readonly SpreadsheetColumn[]): string {
  const fixed = columns.filter((c) => c.id !== 'key' && c.id !== 'name').reduce((sum, c) => sum + c.width, 0);
  const variable = columns.filter((c) => c.id === 'key' || c.id === 'name').map(columnWidth);
  return variable.length ? `calc(${[...variable, `${fixed}px`].join(' + ')})` : `${fixed}px`;
}

/** Sort direction a header shows for `current` (aria-sort values), or undefined when it is not the sort column. */
export function sortDirection(current: WorkItemOrderBy, key: WorkItemOrderKey): 'ascending' | 'descending' | undefined {
  if (current === key) return 'ascending';
  if (current === `-${key}`) return 'descending';
  return undefined;
}

/** The order_by after clicking a header: ascending first, then toggling between ascending and descending. */
export function nextOrderBy(current: WorkItemOrderBy, key: WorkItemOrderKey): WorkItemOrderBy {
  return current === key ? `-${key}` : key;
}
