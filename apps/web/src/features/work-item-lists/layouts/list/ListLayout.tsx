import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import { Button, ChevronDownIcon, ChevronRightIcon, Spinner } from '@cairn/ui-kit';
import { QuickAdd } from '../../components/QuickAdd';
import { moveRowFocus, useListKeyboardNav } from '../../../../shared/keyboard/use-list-keyboard-nav';
import type { GroupedLayoutProps } from '../grouped-layout-props';
import { DeferredListRow, ListRow, type ListRowContext } from './ListRow';
import { buildListRows, collapseKey, type ListRowModel } from './list-rows';

/** Above this many lines the list draws only what is in view. */
export const LIST_VIRTUAL_THRESHOLD = 150;
const ROW_HEIGHT = { header: 40, item: 44, more: 36, quick: 40 } as const;
/** Lines of a short list drawn at once; the rest draw in a background render right after (DeferredListRow). */
export const LIST_FIRST_LINES = 20;

/**
 * The list layout: groups (and sub-groups) with collapsible headers and counts in the group field's order, the rows
 * with their display properties, "load more" and quick add per group. Long lists (ungrouped pages, large groups) are
 * virtualised as one list of lines. Memoised: the view's props are stable while a reload is on its way (a filter,
 * group or order change), so the kept rows are not drawn again before the answer.
 */
export const ListLayout = memo(function ListLayout(props: GroupedLayoutProps & { showEmptyGroups: boolean }) {
  const { t } = useT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const grouped = props.groupBy !== null;
  const rows = useMemo(
    () => buildListRows(props.groups, { grouped, collapsed, showEmpty: props.showEmptyGroups, quickAdd: props.canQuickAdd }),
    [props.groups, grouped, collapsed, props.showEmptyGroups, props.canQuickAdd],
  );
  const toggle = useCallback((key: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const { keyOf, displayProperties, optionsFor, canEdit, onUpdate, onOpen, selection } = props;
  const onToggleSelect = selection?.onToggle;
  const rowContext = useMemo<ListRowContext>(
    () => ({ keyOf, displayProperties, optionsFor, canEdit, onUpdate, onOpen, onToggleSelect }),
    [keyOf, displayProperties, optionsFor, canEdit, onUpdate, onOpen, onToggleSelect],
  );
  const selectedIds = selection?.selectedIds;

  const scrollRef = useRef<HTMLDivElement>(null);
  // j / k move the focus between rows (a row's open button: Enter opens it), issue 17.
  useListKeyboardNav({ move: (delta) => moveRowFocus(scrollRef.current, '.cw-wil-row', '.cw-wil-row__open', delta) });
  const virtual = rows.length > LIST_VIRTUAL_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ROW_HEIGHT[rows[index]?.type ?? 'item'],
    getItemKey: (index) => rows[index]?.id ?? index,
    // A few lines past the view: a changed list (a filter, group or order answer) draws fewer new rows before its paint.
    overscan: 4,
  });

  const { onLoadMore, hasMore, loading } = props;
  const onScroll = () => {
    // Ungrouped lists page on scroll: the next page is asked for when the end comes near.
    const el = scrollRef.current;
    if (grouped || !el || !hasMore || loading) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 400) onLoadMore();
  };

  const renderRow = (row: ListRowModel, deferred = false) => {
    switch (row.type) {
      case 'header': {
        const key = collapseKey(row.parentKey ?? row.group.key, row.parentKey ? row.group.key : undefined);
        return (
          <div className={`cw-wil-group cw-wil-group--depth-${row.depth}`} role="heading" aria-level={row.depth === 0 ? 2 : 3}>
            <button type="button" className="cw-wil-group__toggle" aria-expanded={!row.collapsed} onClick={() => toggle(key)}>
              {row.collapsed ? <ChevronRightIcon size={14} /> : <ChevronDownIcon size={14} />}
              {row.group.color ? <span className="cw-wi-state__dot" style={{ background: row.group.color }} aria-hidden="true" /> : null}
              <span className="cw-wil-group__label">{row.group.label}</span>
              <span className="cw-wil-group__count" aria-label={t('work_item_lists.group.count', { count: row.group.total })}>
                {row.group.total}
              </span>
            </button>
          </div>
        );
      }
      case 'item':
        return deferred ? (
          <DeferredListRow item={row.item} depth={row.depth} common={rowContext} selected={selectedIds?.has(row.item.id) ?? false} />
        ) : (
          <ListRow item={row.item} depth={row.depth} common={rowContext} selected={selectedIds?.has(row.item.id) ?? false} />
        );
      case 'more':
        return (
          <div className={`cw-wil-more cw-wil-more--depth-${row.subGroupKey !== undefined ? 2 : grouped ? 1 : 0}`}>
            <Button
              variant="ghost"
              size="sm"
              disabled={props.loading}
              onClick={() => (grouped ? props.onLoadMoreGroup(row.groupKey, row.subGroupKey) : props.onLoadMore())}
            >
              {t('work_item_lists.load_more', { count: row.remaining })}
            </Button>
          </div>
        );
      case 'quick':
        return (
          <div className={`cw-wil-quick-row cw-wil-quick-row--depth-${row.subGroupKey !== undefined ? 2 : grouped ? 1 : 0}`}>
            <QuickAdd
              groupLabel={row.groupLabel}
              projects={props.quickAddProjects}
              onAdd={(name, projectId) => props.onQuickAddInGroup(name, row.groupKey, row.subGroupKey, projectId)}
            />
          </div>
        );
    }
  };

  return (
    <div ref={scrollRef} className={selectedIds?.size ? 'cw-wil-list cw-wil-list--selecting' : 'cw-wil-list'} onScroll={onScroll} role="region" aria-label={t('work_item_lists.layouts.list')} aria-busy={props.loading || undefined}>
      {virtual ? (
        <div className="cw-wil-list__inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => (
            <div key={v.key} className="cw-wil-list__line" data-index={v.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${v.start}px)` }}>
              {renderRow(rows[v.index])}
            </div>
          ))}
        </div>
      ) : (
        rows.map((row, index) => <div key={row.id}>{renderRow(row, index >= LIST_FIRST_LINES)}</div>)
      )}
      {props.loading && rows.length > 0 ? (
        <div className="cw-wil-list__spinner">
          <Spinner size="sm" />
        </div>
      ) : null}
    </div>
  );
});
