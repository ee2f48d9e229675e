import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import { DATE_PRESETS, DATE_PRESET_KEYS, customRange, presetOf, rangeOf } from '../hooks/date-filters';

/** start_date / target_date in the filter menu: relative presets (one at a time) or a custom range of days. */
export function DateFilterSection(props: { field: 'start_date' | 'target_date'; values: readonly string[] | undefined; onChange: (values: string[]) => void }) {
  const { t } = useT();
  const preset = presetOf(props.values);
  const range = preset ? { from: '', to: '' } : rangeOf(props.values);
  const title = t(`work_item_lists.filters.keys.${props.field}`);
  return (
    <fieldset className="cw-wil-filter__section">
      <legend className="cw-wil-filter__legend">{title}</legend>
      <div className="cw-wil-filter__options" role="radiogroup" aria-label={title}>
        {DATE_PRESET_KEYS.map((key) => (
          <label key={key} className="cw-wil-filter__radio">
            <input type="radio" name={`${props.field}-preset`} checked={preset === key} onChange={() => props.onChange([...DATE_PRESETS[key]])} />
            {t(`work_item_lists.filters.dates.${key}`)}
          </label>
        ))}
      </div>
      <div className="cw-wil-filter__range">
        <Input
          size="sm"
          type="date"
          label={t('work_item_lists.filters.dates.from')}
          aria-label={t('work_item_lists.filters.dates.from_of', { field: title })}
          value={range.from}
          max={range.to || undefined}
          onChange={(e) => props.onChange(customRange(e.target.value, range.to))}
        />
        <Input
          size="sm"
          type="date"
          label={t('work_item_lists.filters.dates.to')}
          aria-label={t('work_item_lists.filters.dates.to_of', { field: title })}
          value={range.to}
          min={range.from || undefined}
          onChange={(e) => props.onChange(customRange(range.from, e.target.value))}
        />
      </div>
      {props.values?.length ? (
        <Button variant="link" size="sm" onClick={() => props.onChange([])}>
          {t('work_item_lists.filters.clear_key', { key: title })}
        </Button>
      ) : null}
    </fieldset>
  );
}
