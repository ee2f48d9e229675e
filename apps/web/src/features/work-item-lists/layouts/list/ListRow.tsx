import { memo, useDeferredValue } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import { PropertyChips } from '../../components/PropertyChips';
import type { LayoutCommonProps } from '../layout-props';

/** What every row of one list shares (memoised by the layout so rows re-render only when their item changes). */
export type ListRowContext = Pick<LayoutCommonProps, 'keyOf' | 'displayProperties' | 'optionsFor' | 'canEdit' | 'onUpdate' | 'onOpen'> & {
  /** Rows draw a selection checkbox (bulk actions); undefined: no selection. */
  onToggleSelect?: (id: string, range: boolean) => void;
};

/** Props of ListRow. */
export interface ListRowProps {
  item: WorkItem;
  depth: 0 | 1 | 2;
  common: ListRowContext;
  selected: boolean;
}

/** One item line of the list layout: a selection checkbox (bulk actions), key and title (opens the peek), then its display properties. */
export const ListRow = memo(function ListRow(props: ListRowProps) {
  const { t } = useT();
  const { item, common } = props;
  const key = common.keyOf(item);
  const dp = common.displayProperties;
  return (
    <div
      className={`cw-wil-row cw-wil-row--depth-${props.depth}${common.onToggleSelect ? ' cw-wil-row--selectable' : ''}${props.selected ? ' cw-wil-row--selected' : ''}`}
      data-item-id={item.id}
    >
      {common.onToggleSelect ? (
        // A native checkbox (no kit wrapper per row); React reports a checkbox change from its click, so Shift is there.
        <input
          type="checkbox"
          className="cw-wil-check cw-wil-row__check"
          checked={props.selected}
          aria-label={t('work_item_lists.bulk.select_item', { key, name: item.name })}
          onChange={(event) => common.onToggleSelect?.(item.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
        />
      ) : null}
      <button type="button" className="cw-wil-row__open" aria-label={t('work_items.list.open', { key, name: item.name })} onClick={() => common.onOpen(item)}>
        {dp.key !== false ? <span className="cw-wi-key">{key}</span> : null}
        <span className="cw-wil-row__name">{item.name}</span>
      </button>
      <PropertyChips
        item={item}
        itemKey={key}
        options={common.optionsFor(item.project_id)}
        displayProperties={dp}
        editable={common.canEdit}
        onUpdate={common.onUpdate}
      />
    </div>
  );
});

/**
 * A row below the first screen of a short (unvirtualised) list: it mounts as an empty line of a row's height and draws
 * its row in a background render right after (useDeferredValue with an initial value), so a new page or answer paints
 * its first screen of rows without waiting for the rest (issue 11: B3 interactions, B4 first rows). A changed item
 * shows a moment later, in the same background render.
 */
export function DeferredListRow(props: ListRowProps) {
  const item = useDeferredValue<WorkItem | null>(props.item, null);
  if (!item) return <div className="cw-wil-row cw-wil-row--pending" aria-hidden="true" />;
  return <ListRow {...props} item={item} />;
}
