import { useT } from '@cairn/i18n';
import { INTAKE_TABS, INTAKE_ORDER_KEYS, PRIORITIES, type IntakeTab } from '@cairn/types';
import { INTAKE_TAB_STATUSES, type IntakeFilters, type IntakeListParams } from '@cairn/state';
import { Button, Checkbox, Tabs } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';
import { filterCount, type IntakeFilterKey } from '../hooks/intake-params';

/** Date presets of the created-date filter (list date clauses, spec §3). */
export const CREATED_DATE_PRESETS = ['1_weeks;after;ago', '2_weeks;after;ago', '1_months;after;ago'] as const;

/** A person the created-by filter offers. */
export interface IntakePerson {
  id: string;
  name: string;
}

function FilterGroup(props: { title: string; options: ReadonlyArray<{ value: string; label: string }>; chosen: readonly string[]; single?: boolean; onChange: (values: string[]) => void; idPrefix: string }) {
  return (
    <fieldset className="cw-intake-filter">
      <legend>{props.title}</legend>
      {props.options.map((option) => {
        const on = props.chosen.includes(option.value);
        return (
          <Checkbox
            key={option.value}
            id={`${props.idPrefix}-${option.value}`}
            label={option.label}
            checked={on}
            onChange={() => {
              if (props.single) return props.onChange(on ? [] : [option.value]);
              props.onChange(on ? props.chosen.filter((v) => v !== option.value) : [...props.chosen, option.value]);
            }}
          />
        );
      })}
    </fieldset>
  );
}

/** Open / Closed tabs, the filter menu (status, priority, created by, created date) and the order menu. */
export function IntakeToolbar(props: {
  params: IntakeListParams;
  people: readonly IntakePerson[];
  onTab: (tab: IntakeTab) => void;
  onFilters: (filters: IntakeFilters) => void;
  onOrder: (orderBy: string) => void;
}) {
  const { t } = useT();
  const filters = props.params.filters ?? {};
  const orderBy = props.params.order_by ?? '-issue__created_at';
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  const set = (key: IntakeFilterKey, values: string[]) => props.onFilters({ ...filters, [key]: values.length > 0 ? values : undefined });
  const count = filterCount(filters);
  return (
    <div className="cw-intake-toolbar">
      <Tabs
        items={INTAKE_TABS.map((id) => ({ id, label: t(`intake.tabs.${id}`) }))}
        value={props.params.tab}
        onChange={(id) => props.onTab(id as IntakeTab)}
        aria-label={t('intake.tabs.label')}
        size="sm"
      />
      <div className="cw-intake-toolbar__menus">
        <Popover label={t('intake.filters.button')} panelLabel={t('intake.filters.panel')} badge={count}>
          <div className="cw-intake-filters">
            <FilterGroup
              idPrefix="cw-intake-f-status"
              title={t('intake.filters.status')}
              options={INTAKE_TAB_STATUSES[props.params.tab].map((s) => ({ value: s, label: t(`intake.status.${s}`) }))}
              chosen={filters.status ?? []}
              onChange={(v) => set('status', v)}
            />
            <FilterGroup
              idPrefix="cw-intake-f-priority"
              title={t('intake.filters.priority')}
              options={PRIORITIES.map((p) => ({ value: p, label: t(`work_items.priority.${p}`) }))}
              chosen={filters.priority ?? []}
              onChange={(v) => set('priority', v)}
            />
            <FilterGroup
              idPrefix="cw-intake-f-created-by"
              title={t('intake.filters.created_by')}
              options={props.people.map((p) => ({ value: p.id, label: p.name }))}
              chosen={filters.created_by ?? []}
              onChange={(v) => set('created_by', v)}
            />
            <FilterGroup
              idPrefix="cw-intake-f-created-at"
              title={t('intake.filters.created_at')}
              options={CREATED_DATE_PRESETS.map((value, i) => ({ value, label: t(`intake.filters.created_presets.p${i}`) }))}
              chosen={filters.created_at ?? []}
              single
              onChange={(v) => set('created_at', v)}
            />
            {count > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => props.onFilters({})}>
                {t('intake.filters.clear')}
              </Button>
            ) : null}
          </div>
        </Popover>
        <Popover label={t('intake.order.button')} panelLabel={t('intake.order.panel')} align="end">
          <div className="cw-intake-filters" role="group" aria-label={t('intake.order.panel')}>
            <fieldset className="cw-intake-filter">
              <legend>{t('intake.order.field')}</legend>
              {INTAKE_ORDER_KEYS.map((key) => (
                <label key={key} className="cw-intake-radio">
                  <input type="radio" name="cw-intake-order-field" checked={field === key} onChange={() => props.onOrder(descending ? `-${key}` : key)} />
                  {t(`intake.order.${key}`)}
                </label>
              ))}
            </fieldset>
            <fieldset className="cw-intake-filter">
              <legend>{t('intake.order.direction')}</legend>
              <label className="cw-intake-radio">
                <input type="radio" name="cw-intake-order-dir" checked={!descending} onChange={() => props.onOrder(field)} />
                {t('intake.order.ascending')}
              </label>
              <label className="cw-intake-radio">
                <input type="radio" name="cw-intake-order-dir" checked={descending} onChange={() => props.onOrder(`-${field}`)} />
                {t('intake.order.descending')}
              </label>
            </fieldset>
          </div>
        </Popover>
      </div>
    </div>
  );
}
