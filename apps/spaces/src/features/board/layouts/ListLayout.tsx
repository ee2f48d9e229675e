import { useMemo, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { selectBoardItem, useSpacesStore } from '@cairn/state';
import { ChevronDownIcon, ChevronRightIcon, StateGroupIcon } from '@cairn/ui-kit';
import { GroupLoadMore } from '../components/GroupLoadMore';
import { ItemKey, ItemPropertyLine, useOpenProps } from '../components/ItemProperties';
import { useStateGroups, type StateGroupModel } from './use-state-groups';
import { observeRectOrWindow, useVirtualizer } from './virtual';

type Row = { type: 'header'; group: StateGroupModel; collapsed: boolean } | { type: 'item'; id: string } | { type: 'more'; group: StateGroupModel };

const HEIGHT = { header: 40, item: 44, more: 40 } as const;

function ListRowBody({ item }: { item: PublicWorkItem }) {
  const openProps = useOpenProps(item);
  return (
    <div className="cs-list-row" {...openProps}>
      <ItemKey item={item} />
      <span className="cs-list-row__name">{item.name}</span>
      <ItemPropertyLine item={item} />
    </div>
  );
}

function ListRow({ id }: { id: string }) {
  const item = useSpacesStore((s) => selectBoardItem(s, id));
  return item ? <ListRowBody item={item} /> : null;
}

/** The list: items grouped by state under collapsible headers with counts, virtualised. */
export function ListLayout() {
  const { t } = useT();
  const groups = useStateGroups();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => groups.flatMap((group): Row[] => {
    const isCollapsed = collapsed.has(group.key);
    if (isCollapsed) return [{ type: 'header', group, collapsed: true }];
    const items: Row[] = group.ids.map((id) => ({ type: 'item', id }));
    return [{ type: 'header', group, collapsed: false }, ...items, ...(group.ids.length < group.total ? [{ type: 'more', group } as Row] : [])];
  }), [groups, collapsed]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => HEIGHT[rows[index]?.type ?? 'item'],
    getItemKey: (index) => {
      const row = rows[index];
      if (!row) return index;
      return row.type === 'item' ? row.id : `${row.type}:${row.group.key}`;
    },
    overscan: 8,
    observeElementRect: observeRectOrWindow,
  });
  const toggle = (key: string) => setCollapsed((current) => {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });

  return (
    <div className="cs-list" ref={scrollRef}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            <div key={v.key} className="cs-list__slot" style={{ transform: `translateY(${v.start}px)`, height: v.size }}>
              {row.type === 'header' ? (
                <div className="cs-list-group" role="heading" aria-level={2}>
                  <button
                    type="button"
                    className="cs-list-group__toggle"
                    aria-expanded={!row.collapsed}
                    aria-label={t(row.collapsed ? 'spaces.list.expand_group' : 'spaces.list.collapse_group', { name: row.group.name })}
                    onClick={() => toggle(row.group.key)}
                  >
                    {row.collapsed ? <ChevronRightIcon size={14} /> : <ChevronDownIcon size={14} />}
                  </button>
                  <StateGroupIcon group={row.group.state?.group ?? 'backlog'} color={row.group.state?.color} />
                  <span className="cs-list-group__name">{row.group.name}</span>
                  <span className="cs-count">{row.group.total}</span>
                </div>
              ) : row.type === 'item' ? (
                <ListRow id={row.id} />
              ) : (
                <div className="cs-list-more"><GroupLoadMore groupKey={row.group.key} /></div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
