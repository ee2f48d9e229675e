import { useT } from '@cairn/i18n';
import type { WorkItemDisplayFilters, WorkItemDisplayProperties, WorkItemGroupBy, WorkItemOrderBy } from '@cairn/types';
import { chosenOrDefaultOrderBy, selectLocalCacheOn, useAppStore } from '@cairn/state';
import { Select, Switch } from '@cairn/ui-kit';
import {
  DISPLAY_PROPERTY_KEYS, displayPatch, displaySections, effectiveGrouping, effectiveOrderBy, groupByChoices, orderByChoices, type DisplayChange,
  type ListContextKind,
} from '../hooks/display-rules';
import { Popover } from '../../../shared/components/Popover';

const NONE = 'none';
const ALL = 'all';

/**
 * The "Display" menu for the current layout: group and sub-group (list / kanban), order, sub-items, active/backlog,
 * empty groups, and the property toggles. Each change goes out as a settings patch that follows the display rules.
 */
export function DisplayMenu(props: {
  kind: ListContextKind;
  display: WorkItemDisplayFilters;
  properties: WorkItemDisplayProperties;
  onDisplay: (patch: WorkItemDisplayFilters) => void;
  onProperties: (patch: WorkItemDisplayProperties) => void;
}) {
  const { t } = useT();
  const { kind, display } = props;
  const localCacheOn = useAppStore(selectLocalCacheOn);
  const layout = display.layout ?? 'list';
  const sections = displaySections(layout);
  const { groupBy, subGroupBy } = effectiveGrouping(kind, display);
  const change = (c: DisplayChange) => props.onDisplay(displayPatch(kind, display, c));
  const groupOptions = [
    ...(sections.groupNone ? [{ value: NONE, label: t('work_item_lists.display.none') }] : []),
    ...groupByChoices(kind).map((g) => ({ value: g, label: t(`work_item_lists.group_by.${g}`) })),
  ];
  const subOptions = [
    { value: NONE, label: t('work_item_lists.display.none') },
    ...groupByChoices(kind).filter((g) => g !== groupBy).map((g) => ({ value: g, label: t(`work_item_lists.group_by.${g}`) })),
  ];

  return (
    <Popover label={t('work_item_lists.display.button')} panelLabel={t('work_item_lists.display.title')} align="end">
      <div className="cw-wil-display">
        {sections.grouping ? (
          <Select
            size="sm"
            searchable={false}
            label={t('work_item_lists.display.group_by')}
            options={groupOptions}
            value={groupBy ?? NONE}
            onChange={(v) => change({ kind: 'group_by', value: v === NONE ? null : (v as WorkItemGroupBy) })}
          />
        ) : null}
        {sections.subGrouping && groupBy ? (
          <Select
            size="sm"
            searchable={false}
            label={t('work_item_lists.display.sub_group_by')}
            options={subOptions}
            value={subGroupBy ?? NONE}
            onChange={(v) => change({ kind: 'sub_group_by', value: v === NONE ? null : (v as WorkItemGroupBy) })}
          />
        ) : null}
        {sections.orderBy ? (
          <Select
            size="sm"
            searchable={false}
            label={t('work_item_lists.display.order_by')}
            options={orderByChoices(kind).map((o) => ({ value: o, label: t(`work_item_lists.order_by.${o.replace('-', 'desc_')}`) }))}
            value={effectiveOrderBy(kind, chosenOrDefaultOrderBy(display, localCacheOn))}
            onChange={(v) => change({ kind: 'order_by', value: v as WorkItemOrderBy })}
          />
        ) : null}
        <Select
          size="sm"
          searchable={false}
          label={t('work_item_lists.display.type')}
          options={[
            { value: ALL, label: t('work_item_lists.display.type_all') },
            { value: 'active', label: t('work_item_lists.display.type_active') },
            { value: 'backlog', label: t('work_item_lists.display.type_backlog') },
          ]}
          value={display.type ?? ALL}
          onChange={(v) => change({ kind: 'type', value: v === ALL ? null : (v as 'active' | 'backlog') })}
        />
        <Switch label={t('work_item_lists.display.sub_issue')} checked={display.sub_issue !== false} onChange={(v) => change({ kind: 'sub_issue', value: v })} />
        {sections.emptyGroups && groupBy ? (
          <Switch label={t('work_item_lists.display.show_empty_groups')} checked={display.show_empty_groups !== false} onChange={(v) => change({ kind: 'show_empty_groups', value: v })} />
        ) : null}
        {sections.properties ? (
          <fieldset className="cw-wil-display__props">
            <legend className="cw-wil-filter__legend">{t('work_item_lists.display.properties')}</legend>
            {DISPLAY_PROPERTY_KEYS.map((key) => {
              const on = props.properties[key] !== false;
              return (
                <button key={key} type="button" className={on ? 'cw-wil-toggle cw-wil-toggle--on' : 'cw-wil-toggle'} aria-pressed={on} onClick={() => props.onProperties({ [key]: !on })}>
                  {t(`work_item_lists.properties.${key}`)}
                </button>
              );
            })}
          </fieldset>
        ) : null}
      </div>
    </Popover>
  );
}
