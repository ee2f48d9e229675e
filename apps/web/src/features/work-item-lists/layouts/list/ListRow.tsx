import { memo } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItem } from '@cairn/types';
import { PropertyChips } from '../../components/PropertyChips';
import type { LayoutCommonProps } from '../layout-props';

/** What every row of one list shares (memoised by the layout so rows re-render only when their item changes). */
export type ListRowContext = Pick<LayoutCommonProps, 'keyOf' | 'displayProperties' | 'optionsFor' | 'canEdit' | 'onUpdate' | 'onOpen'>;

/** One item line of the list layout: key and title (opens the peek), then its display properties. */
export const ListRow = memo(function ListRow(props: { item: WorkItem; depth: 0 | 1 | 2; common: ListRowContext }) {
  const { t } = useT();
  const { item, common } = props;
  const key = common.keyOf(item);
  const dp = common.displayProperties;
  return (
    <div className={`cw-wil-row cw-wil-row--depth-${props.depth}`} data-item-id={item.id}>
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
