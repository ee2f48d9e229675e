import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import { PRIORITIES, STATE_GROUPS, type WorkItemFilterKey, type WorkItemFilters } from '@cairn/types';
import { Checkbox, Input, SearchIcon } from '@cairn/ui-kit';
import { DateFilterSection } from './DateFilterSection';
import { Popover } from '../../../shared/components/Popover';

/** One choice of a filter key. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** The choices of every id-valued filter key (the menu offers priorities and state groups itself). */
export interface FilterChoices {
  state: readonly FilterChoice[];
  people: readonly FilterChoice[];
  labels: readonly FilterChoice[];
  /** Cycles and modules of the list's projects (with a 'None' choice); absent where the projects turned them off. */
  cycles?: readonly FilterChoice[];
  modules?: readonly FilterChoice[];
  /** Only where projects mix. */
  projects?: readonly FilterChoice[];
}

const PEOPLE_KEYS = ['assignees', 'mentions', 'created_by', 'subscriber'] as const;

/** How many filter keys have values (the button's badge). */
export const appliedFilterCount = (filters: WorkItemFilters) => Object.values(filters).filter((v) => v && v.length > 0).length;

/**
 * The "Filters" menu: a checkbox list per key (OR within a key, AND across keys), the date presets and ranges, and a
 * search over every choice. Each change hands the key's new values to `onChange` (an empty list clears the key).
 */
export function FilterMenu(props: { filters: WorkItemFilters; choices: FilterChoices; onChange: (key: WorkItemFilterKey, values: string[]) => void }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const { filters, choices } = props;

  const sections = useMemo(() => {
    const list: { key: WorkItemFilterKey; options: readonly FilterChoice[] }[] = [
      { key: 'priority', options: [...PRIORITIES].reverse().map((p) => ({ value: p, label: t(`work_items.priority.${p}`) })) },
      { key: 'state_group', options: STATE_GROUPS.map((g) => ({ value: g, label: t(`work_items.state_groups.${g}`) })) },
      { key: 'state', options: choices.state },
      ...PEOPLE_KEYS.slice(0, 3).map((key) => ({ key, options: choices.people })),
      { key: 'labels', options: choices.labels },
      ...(choices.cycles ? [{ key: 'cycle' as const, options: choices.cycles }] : []),
      ...(choices.modules ? [{ key: 'module' as const, options: choices.modules }] : []),
      ...(choices.projects ? [{ key: 'project' as const, options: choices.projects }] : []),
      { key: 'subscriber', options: choices.people },
    ];
    return list;
  }, [choices, t]);

  // One stable toggle (reading the latest filters), so a change re-renders only the section whose values changed.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const toggle = useCallback((key: WorkItemFilterKey, value: string) => {
    const current = latest.current.filters[key] ?? [];
    latest.current.onChange(key, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
  }, []);

  const dates = (['start_date', 'target_date'] as const).filter((k) => !q || t(`work_item_lists.filters.keys.${k}`).toLowerCase().includes(q));
  const count = appliedFilterCount(filters);
  return (
    <Popover label={t('work_item_lists.filters.button')} badge={count} panelLabel={t('work_item_lists.filters.title')} align="end">
      <div className="cw-wil-filter">
        <Input
          size="sm"
          autoFocus
          leftIcon={<SearchIcon size={14} />}
          aria-label={t('work_item_lists.filters.search')}
          placeholder={t('work_item_lists.filters.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="cw-wil-filter__sections">
          {sections.map((s) => (
            <FilterSection key={s.key} filterKey={s.key} title={t(`work_item_lists.filters.keys.${s.key}`)} options={s.options} selected={filters[s.key]} query={q} onToggle={toggle} />
          ))}
          {dates.map((field) => (
            <DateFilterSection key={field} field={field} values={filters[field]} onChange={(values) => props.onChange(field, values)} />
          ))}
        </div>
      </div>
    </Popover>
  );
}

// One key's checkboxes; memoised: its props stay the same objects while other keys change (the store keeps untouched
// filter arrays), so ticking a priority does not re-render the ~130 people and label checkboxes.
const FilterSection = memo(function FilterSection(props: {
  filterKey: WorkItemFilterKey;
  title: string;
  options: readonly FilterChoice[];
  selected: readonly string[] | undefined;
  query: string;
  onToggle: (key: WorkItemFilterKey, value: string) => void;
}) {
  const { filterKey, title, query: q, selected = [] } = props;
  const shown = q ? props.options.filter((o) => o.label.toLowerCase().includes(q) || title.toLowerCase().includes(q)) : props.options;
  if (shown.length === 0) return null;
  return (
    <fieldset className="cw-wil-filter__section">
      <legend className="cw-wil-filter__legend">{title}</legend>
      <div className="cw-wil-filter__options">
        {shown.map((o) => (
          <Checkbox key={o.value} label={o.label} checked={selected.includes(o.value)} onChange={() => props.onToggle(filterKey, o.value)} />
        ))}
      </div>
    </fieldset>
  );
});
