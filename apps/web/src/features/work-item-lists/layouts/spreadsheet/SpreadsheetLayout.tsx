import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import type { WorkItem, WorkItemUpdate } from '@cairn/types';
import { Button, PlusIcon, Spinner } from '@cairn/ui-kit';
import type { SpreadsheetLayoutProps } from '../layout-props';
import { QuickAddInput } from '../calendar/QuickAddInput';
import { moveCell, type CellPosition } from './grid-navigation';
import { isCellEditable, type CellHandlers } from './SpreadsheetCell';
import { gridTemplate, gridWidth, visibleColumns, type SpreadsheetColumnId } from './spreadsheet-columns';
import { SpreadsheetHeader } from './SpreadsheetHeader';
import { SpreadsheetRow } from './SpreadsheetRow';
import { observeRectWithFallback } from './virtual-rect';
import { useListKeyboardNav } from '../../../../shared/keyboard/use-list-keyboard-nav';
import './spreadsheet.css';

/** Row and header height in px (fixed: the virtualiser never measures). */
export const SPREADSHEET_ROW_HEIGHT = 36;
const QUICK_ADD_HEIGHT = 40;
const OVERSCAN = 8;
/** The next page loads when the last rendered row is this close to the end of the loaded ones. */
const LOAD_AHEAD = 10;

interface EditingCell {
  itemId: string;
  columnId: SpreadsheetColumnId;
}

/**
 * The spreadsheet layout: a virtualised grid (role="grid", one tab stop, arrow keys between cells) with a sticky
 * key/title column and header, column sort, inline editing of every property and infinite scroll.
 */
export function SpreadsheetLayout(props: SpreadsheetLayoutProps) {
  const { t } = useT();
  const { items, hasMore, loading, canEdit } = props;
  const selectable = props.selection !== undefined;
  const columns = useMemo(() => visibleColumns(props.displayProperties, selectable), [props.displayProperties, selectable]);
  const template = gridTemplate(columns);
  const width = gridWidth(columns);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [adding, setAdding] = useState(false);
  const pendingFocus = useRef(false);

  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const virtualizer = useVirtualizer({
    count: items.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => SPREADSHEET_ROW_HEIGHT,
    overscan: OVERSCAN,
    // The sticky header sits above the rows inside the scroller; the sticky quick-add row below them.
    scrollMargin: SPREADSHEET_ROW_HEIGHT,
    scrollPaddingStart: SPREADSHEET_ROW_HEIGHT,
    scrollPaddingEnd: props.canQuickAdd ? QUICK_ADD_HEIGHT : 0,
    getItemKey: (index) => items[index]?.id ?? 'loader',
    observeElementRect: observeRectWithFallback,
  });
  const virtualRows = virtualizer.getVirtualItems();

  // Clamp the tab stop when rows or columns go away.
  const cell: CellPosition = { row: Math.min(active.row, items.length - 1), col: Math.min(active.col, columns.length - 1) };
  const rendered = virtualRows.some((r) => r.index === cell.row);
  // The tab stop must exist in the DOM: when its row is scrolled away, the header takes it.
  const tabStop: CellPosition = cell.row < 0 || rendered ? cell : { row: -1, col: cell.col };

  const findCell = (pos: CellPosition) => gridRef.current?.querySelector<HTMLElement>(`[data-cell][data-row="${pos.row}"][data-col="${pos.col}"]`);

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const element = findCell(cell);
    if (element) {
      pendingFocus.current = false;
      element.focus();
    }
  });

  const focusCell = useCallback(
    (pos: CellPosition) => {
      setActive(pos);
      const element = gridRef.current?.querySelector<HTMLElement>(`[data-cell][data-row="${pos.row}"][data-col="${pos.col}"]`);
      if (pos.row >= 0) virtualizer.scrollToIndex(pos.row);
      else virtualizer.scrollToOffset(0);
      if (element) element.focus();
      else pendingFocus.current = true;
    },
    [virtualizer],
  );

  // j / k move the focus to the next / previous row's title cell (Enter there opens the item), issue 17.
  useListKeyboardNav({
    enabled: items.length > 0,
    move: (delta) => {
      const nameCol = Math.max(0, columns.findIndex((c) => c.id === 'name'));
      focusCell({ row: Math.max(0, Math.min(items.length - 1, cell.row < 0 ? 0 : cell.row + delta)), col: nameCol });
      return true;
    },
  });

  // An edit ends when its row scrolls out of the DOM (its editor is gone with it).
  const editingRendered = editing ? virtualRows.some((r) => items[r.index]?.id === editing.itemId) : false;
  useEffect(() => {
    if (editing && !editingRendered) setEditing(null);
  }, [editing, editingRendered]);

  // Infinite scroll: ask for the next page when the rows on screen come near the end of the loaded ones.
  const lastRendered = virtualRows.length > 0 ? virtualRows[virtualRows.length - 1].index : -1;
  // One request per loaded length (a scroll allows another, e.g. after a failed page).
  const requestedAt = useRef(-1);
  useEffect(() => {
    if (!hasMore || loading || lastRendered < items.length - LOAD_AHEAD || requestedAt.current === items.length) return;
    requestedAt.current = items.length;
    latest.current.onLoadMore();
  }, [hasMore, loading, lastRendered, items.length]);

  const handlers = useMemo<CellHandlers>(
    () => ({
      onCellClick: (item: WorkItem, row: number, col: number) => {
        const { canEdit: editable, optionsFor, onOpen } = latest.current;
        const column = visibleColumns(latest.current.displayProperties, latest.current.selection !== undefined)[col];
        setActive({ row, col });
        if (!column) return;
        if (column.id === 'key' || column.id === 'name') onOpen(item);
        else if (isCellEditable(column, optionsFor(item.project_id), editable)) setEditing({ itemId: item.id, columnId: column.id });
      },
      onEditStart: (item: WorkItem, row: number, col: number) => {
        const { canEdit: editable, optionsFor } = latest.current;
        const column = visibleColumns(latest.current.displayProperties, latest.current.selection !== undefined)[col];
        setActive({ row, col });
        if (column && isCellEditable(column, optionsFor(item.project_id), editable)) setEditing({ itemId: item.id, columnId: column.id });
      },
      onUpdate: (item: WorkItem, patch: WorkItemUpdate) => latest.current.onUpdate(item, patch),
      onToggleSelect: (itemId: string, range: boolean) => latest.current.selection?.onToggle(itemId, range),
      onEditDone: (itemId: string, columnId: string, refocus: boolean) => {
        setEditing((current) => (current && current.itemId === itemId && current.columnId === columnId ? null : current));
        if (refocus) pendingFocus.current = true;
      },
    }),
    [],
  );

  // The pinned columns follow a horizontal scroll through one CSS variable (no sticky layer per row, see the CSS).
  const scrolledX = useRef(0);
  const onScroll = () => {
    requestedAt.current = -1;
    const element = scrollRef.current;
    if (!element || element.scrollLeft === scrolledX.current) return;
    scrolledX.current = element.scrollLeft;
    element.style.setProperty('--cw-ss-x', `${element.scrollLeft}px`);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-cell')) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    setActive((current) => (current.row === row && current.col === col ? current : { row, col }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed in an editor or its list (portals bubble here through React) belong to them.
    if (!target.hasAttribute?.('data-cell')) return;
    const from = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const viewport = virtualizer.scrollRect?.height ?? 0;
    const pageRows = Math.max(1, Math.floor(viewport / SPREADSHEET_ROW_HEIGHT) - 2);
    const next = moveCell(from, event.key, { rows: items.length, cols: columns.length, pageRows }, event.ctrlKey || event.metaKey);
    if (next) {
      event.preventDefault();
      focusCell(next);
      return;
    }
    // Header cells are buttons: Enter and Space sort natively.
    if (from.row < 0 || (event.key !== 'Enter' && event.key !== 'F2' && event.key !== ' ')) return;
    const item = items[from.row];
    const column = columns[from.col];
    if (!item || !column) return;
    // The selection checkbox toggles natively with Space; Enter toggles it too.
    if (column.id === 'select') {
      if (event.key === 'Enter') {
        event.preventDefault();
        props.selection?.onToggle(item.id, event.shiftKey);
      }
      return;
    }
    event.preventDefault();
    setActive(from);
    // Enter opens the item from its key or title; F2 edits the title.
    if (column.id === 'key' || (column.id === 'name' && event.key !== 'F2')) {
      if (event.key === 'Enter') props.onOpen(item);
    } else if (isCellEditable(column, props.optionsFor(item.project_id), canEdit)) {
      setEditing({ itemId: item.id, columnId: column.id });
    }
  };

  return (
    <div className={props.selection?.selectedIds.size ? 'cw-ss cw-ss--selecting' : 'cw-ss'} ref={scrollRef} onScroll={onScroll}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={t('work_item_layouts.spreadsheet.label')}
        aria-rowcount={Math.max(props.totalCount, items.length) + 1}
        aria-colcount={columns.length}
        aria-busy={loading || undefined}
        className="cw-ss__grid"
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <SpreadsheetHeader
          columns={columns}
          template={template}
          height={SPREADSHEET_ROW_HEIGHT}
          orderBy={props.orderBy}
          onOrderBy={props.onOrderBy}
          tabStopCol={tabStop.row === -1 ? tabStop.col : null}
          selection={props.selection}
        />
        <div className="cw-ss__body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {virtualRows.map((row) => {
            const item = items[row.index];
            const top = row.start - SPREADSHEET_ROW_HEIGHT;
            if (!item) {
              return (
                <div key={row.key} role="row" className="cw-ss-row cw-ss-row--loader" style={{ top, height: row.size }}>
                  <div role="gridcell" className="cw-ss-loader">
                    <Spinner size="sm" decorative />
                    {t('work_item_layouts.spreadsheet.loading_more')}
                  </div>
                </div>
              );
            }
            return (
              <SpreadsheetRow
                key={row.key}
                item={item}
                index={row.index}
                top={top}
                height={row.size}
                columns={columns}
                template={template}
                width={width}
                itemKey={props.keyOf(item)}
                options={props.optionsFor(item.project_id)}
                tabStopCol={tabStop.row === row.index ? tabStop.col : null}
                editingColumn={editing?.itemId === item.id ? editing.columnId : null}
                canEdit={canEdit}
                selected={props.selection?.selectedIds.has(item.id) ?? false}
                handlers={handlers}
              />
            );
          })}
        </div>
      </div>
      {loading && items.length === 0 ? (
        <div className="cw-ss__loading">
          <Spinner size="md" label={t('work_item_layouts.loading')} />
        </div>
      ) : null}
      {props.canQuickAdd ? (
        <div className="cw-ss__quick-add" style={{ height: QUICK_ADD_HEIGHT }}>
          {adding ? (
            <QuickAddInput
              label={t('work_item_layouts.quick_add.label')}
              projects={props.quickAddProjects}
              onSubmit={(name, projectId) => props.onQuickAdd(name, {}, projectId)}
              onClose={() => setAdding(false)}
            />
          ) : (
            <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
              {t('work_item_layouts.quick_add.button')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
