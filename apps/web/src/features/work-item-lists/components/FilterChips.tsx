import { useT } from '@cairn/i18n';
import { WORK_ITEM_FILTER_KEYS, type WorkItemFilterKey, type WorkItemFilters } from '@cairn/types';
import { Button, IconButton, XIcon } from '@cairn/ui-kit';
import { presetOf, rangeOf } from '../hooks/date-filters';
import type { FilterChoice, FilterChoices } from './FilterMenu';

/**
 * The applied filters as chips under the toolbar: one per key with its values, × to drop the key, "Clear all";
 * `locked` (a locked saved view) shows them without either.
 */
export function FilterChips(props: {
  filters: WorkItemFilters;
  choices: FilterChoices;
  onChange: (key: WorkItemFilterKey, values: string[]) => void;
  onClearAll: () => void;
  locked?: boolean;
}) {
  const { t } = useT();
  const applied = WORK_ITEM_FILTER_KEYS.filter((key) => (props.filters[key]?.length ?? 0) > 0);
  if (applied.length === 0) return null;

  const from = (options: readonly FilterChoice[] | undefined, value: string) => options?.find((o) => o.value === value)?.label ?? t('work_item_lists.group.unknown');
  const valueText = (key: WorkItemFilterKey, values: readonly string[]): string => {
    switch (key) {
      case 'priority':
        return values.map((v) => t(`work_items.priority.${v}`)).join(', ');
      case 'state_group':
        return values.map((v) => t(`work_items.state_groups.${v}`)).join(', ');
      case 'state':
        return values.map((v) => from(props.choices.state, v)).join(', ');
      case 'labels':
        return values.map((v) => from(props.choices.labels, v)).join(', ');
      case 'cycle':
        return values.map((v) => from(props.choices.cycles, v)).join(', ');
      case 'module':
        return values.map((v) => from(props.choices.modules, v)).join(', ');
      case 'project':
        return values.map((v) => from(props.choices.projects, v)).join(', ');
      case 'start_date':
      case 'target_date': {
        const preset = presetOf(values);
        if (preset) return t(`work_item_lists.filters.dates.${preset}`);
        const range = rangeOf(values);
        return [range.from && t('work_item_lists.filters.dates.after', { date: range.from }), range.to && t('work_item_lists.filters.dates.before', { date: range.to })]
          .filter(Boolean)
          .join(' · ') || values.join(', ');
      }
      default:
        return values.map((v) => from(props.choices.people, v)).join(', ');
    }
  };

  return (
    <div className="cw-wil-chips" role="group" aria-label={t('work_item_lists.filters.applied')}>
      {applied.map((key) => {
        const name = t(`work_item_lists.filters.keys.${key}`);
        return (
          <span key={key} className="cw-wil-chips__chip">
            <span className="cw-wil-chips__key">{name}:</span>
            <span className="cw-wil-chips__values">{valueText(key, props.filters[key] ?? [])}</span>
            {props.locked ? null : (
              <IconButton size="sm" icon={<XIcon size={12} />} aria-label={t('work_item_lists.filters.remove', { key: name })} onClick={() => props.onChange(key, [])} />
            )}
          </span>
        );
      })}
      {props.locked ? null : (
        <Button variant="link" size="sm" onClick={props.onClearAll}>
          {t('work_item_lists.filters.clear_all')}
        </Button>
      )}
    </div>
  );
}
