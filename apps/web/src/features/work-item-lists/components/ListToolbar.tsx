import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { LockIcon } from '@cairn/ui-kit';
import type { ListUserProperties, ListUserPropertiesUpdate, WorkItemFilterKey } from '@cairn/types';
import { displayPatch, type ListContextKind } from '../hooks/display-rules';
import { DisplayMenu } from './DisplayMenu';
import { FilterChips } from './FilterChips';
import { FilterMenu, type FilterChoices } from './FilterMenu';
import { LayoutSwitcher } from './LayoutSwitcher';
import { SearchBox } from './SearchBox';

/** The header bar of a list: search, filters, display options, layouts, the count; applied filters below it. */
export function ListToolbar(props: {
  kind: ListContextKind;
  properties: ListUserProperties;
  choices: FilterChoices;
  totalCount: number | undefined;
  search: string;
  onSearch: (text: string) => void;
  onUpdate: (patch: ListUserPropertiesUpdate) => void;
  /** Drawn first in the row (the list layout's "select all loaded" checkbox). */
  leading?: ReactNode;
  /** A locked saved view: its filters show but cannot be changed (spec §4). */
  filtersLocked?: boolean;
}) {
  const { t } = useT();
  const { properties, onUpdate } = props;
  const setFilter = (key: WorkItemFilterKey, values: string[]) => onUpdate({ filters: { [key]: values } });
  const clearAll = () => onUpdate({ filters: Object.fromEntries(Object.keys(properties.filters).map((k) => [k, []])) });
  return (
    <div className="cw-wil-toolbar">
      <div className="cw-wil-toolbar__row">
        {props.leading}
        <SearchBox value={props.search} onSearch={props.onSearch} />
        {props.totalCount !== undefined ? <span className="cw-wil-toolbar__count">{t('work_item_lists.count', { count: props.totalCount })}</span> : null}
        <div className="cw-wil-toolbar__end">
          {props.filtersLocked ? (
            <span className="cw-wil-toolbar__locked" title={t('work_item_lists.filters.locked_hint')}>
              <LockIcon size={14} aria-hidden />
              {t('work_item_lists.filters.locked')}
            </span>
          ) : (
            <FilterMenu filters={properties.filters} choices={props.choices} onChange={setFilter} />
          )}
          <DisplayMenu
            kind={props.kind}
            display={properties.display_filters}
            properties={properties.display_properties}
            onDisplay={(display_filters) => onUpdate({ display_filters })}
            onProperties={(display_properties) => onUpdate({ display_properties })}
          />
          <LayoutSwitcher layout={properties.display_filters.layout ?? 'list'} onChange={(layout) => onUpdate({ display_filters: displayPatch(props.kind, properties.display_filters, { kind: 'layout', layout }) })} />
        </div>
      </div>
      <FilterChips filters={properties.filters} choices={props.choices} onChange={setFilter} onClearAll={clearAll} locked={props.filtersLocked} />
    </div>
  );
}
