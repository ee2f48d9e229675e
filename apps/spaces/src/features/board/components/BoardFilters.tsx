import { useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { PRIORITIES, type Priority } from '@cairn/types';
import { useSpacesStore } from '@cairn/state';
import { Button, Modal, PriorityIcon, Select, StateGroupIcon, XIcon } from '@cairn/ui-kit';
import { filterCount, type BoardFilters as Filters, type FilterField } from '../hooks/board-url';
import { useBoardLookups } from '../hooks/board-context';

interface FiltersProps {
  filters: Filters;
  onChange: (field: FilterField, values: readonly string[]) => void;
  onRemove: (field: FilterField, value: string) => void;
  onClear: () => void;
  /** Phone width: the pickers open in a sheet behind one "Filters" button. */
  narrow: boolean;
}

function useFilterOptions() {
  const { t } = useT();
  const { orderedStates } = useBoardLookups();
  const labels = useSpacesStore((s) => s.boardLabels);
  return useMemo(() => ({
    state: orderedStates.map((s) => ({ value: s.id, label: s.name, icon: <StateGroupIcon group={s.group} color={s.color} /> })),
    priority: PRIORITIES.map((p) => ({ value: p as string, label: t(`work_items.priority.${p}`), icon: <PriorityIcon priority={p} /> })),
    labels: labels.map((l) => ({ value: l.id, label: l.name, icon: <span className="cs-dot" style={{ background: l.color }} aria-hidden="true" /> })),
  }), [orderedStates, labels, t]);
}

function Pickers({ filters, onChange }: Pick<FiltersProps, 'filters' | 'onChange'>) {
  const { t } = useT();
  const options = useFilterOptions();
  const placeholders: Record<FilterField, string> = {
    state: t('spaces.filters.choose_state'), priority: t('spaces.filters.choose_priority'), labels: t('spaces.filters.choose_labels'),
  };
  return (
    <>
      {(['state', 'priority', 'labels'] as const).map((field) => (
        <Select
          key={field}
          multiple
          size="sm"
          className="cs-filter"
          aria-label={t(`spaces.filters.${field}`)}
          placeholder={placeholders[field]}
          options={options[field]}
          value={filters[field] as string[]}
          onChange={(values) => onChange(field, values)}
        />
      ))}
    </>
  );
}

/** The chips of the set filters, each removable, and "Clear all". */
export function FilterChips({ filters, onRemove, onClear }: Pick<FiltersProps, 'filters' | 'onRemove' | 'onClear'>) {
  const { t } = useT();
  const { statesById, labelsById } = useBoardLookups();
  if (filterCount(filters) === 0) return null;
  const chips: Array<{ field: FilterField; value: string; text: string }> = [
    ...filters.state.map((value) => ({ field: 'state' as const, value, text: statesById[value]?.name ?? value })),
    ...filters.priority.map((value: Priority) => ({ field: 'priority' as const, value, text: t(`work_items.priority.${value}`) })),
    ...filters.labels.map((value) => ({ field: 'labels' as const, value, text: labelsById[value]?.name ?? value })),
  ];
  return (
    <div className="cs-chips" role="group" aria-label={t('spaces.filters.active')}>
      {chips.map((chip) => {
        const field = t(`spaces.filters.${chip.field}`);
        return (
          <span key={`${chip.field}:${chip.value}`} className="cs-chip">
            <span className="cs-chip__field">{field}:</span> {chip.text}
            <button type="button" className="cs-chip__remove" aria-label={t('spaces.filters.remove', { field, value: chip.text })} onClick={() => onRemove(chip.field, chip.value)}>
              <XIcon size={12} />
            </button>
          </span>
        );
      })}
      <Button size="sm" variant="link" onClick={onClear}>{t('spaces.filters.clear_all')}</Button>
    </div>
  );
}

/** State, priority and label filters: inline pickers, or on a phone one button that opens them in a sheet. */
export function BoardFilters({ filters, onChange, narrow }: FiltersProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (!narrow) return <div className="cs-filters"><Pickers filters={filters} onChange={onChange} /></div>;
  const count = filterCount(filters);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {count > 0 ? t('spaces.filters.button_count', { count }) : t('spaces.filters.button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('spaces.filters.button')} footer={<Button onClick={() => setOpen(false)}>{t('spaces.filters.done')}</Button>}>
        <div className="cs-filters cs-filters--sheet"><Pickers filters={filters} onChange={onChange} /></div>
      </Modal>
    </>
  );
}
