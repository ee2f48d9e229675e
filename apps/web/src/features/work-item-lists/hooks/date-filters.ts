/**
 * Date filters (start_date, target_date) as stored clauses (see parseDateFilter in @cairn/types):
 * `YYYY-MM-DD;after|before` or `N_days|N_weeks|N_months;after|before;fromnow|ago`. All clauses of one field bound
 * the date together (a range), so a preset is a pair of relative clauses that stays right as days pass.
 */
export const DATE_PRESETS = {
  next_week: ['0_days;after;fromnow', '1_weeks;before;fromnow'],
  next_2_weeks: ['0_days;after;fromnow', '2_weeks;before;fromnow'],
  next_month: ['0_days;after;fromnow', '1_months;before;fromnow'],
  past_week: ['1_weeks;after;ago', '0_days;before;ago'],
  after_2_weeks: ['2_weeks;after;fromnow'],
  overdue: ['1_days;before;ago'],
} as const;

/** One preset. */
export type DatePreset = keyof typeof DATE_PRESETS;

/** Every preset, in menu order. */
export const DATE_PRESET_KEYS = Object.keys(DATE_PRESETS) as DatePreset[];

/** The preset these clauses are, if any. */
export function presetOf(values: readonly string[] | undefined): DatePreset | undefined {
  if (!values?.length) return undefined;
  const sorted = [...values].sort().join(',');
  return DATE_PRESET_KEYS.find((key) => [...DATE_PRESETS[key]].sort().join(',') === sorted);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The clauses of a custom range: on or after `from`, on or before `to` (either may be empty). */
export function customRange(from: string, to: string): string[] {
  const out: string[] = [];
  if (ISO_DAY.test(from)) out.push(`${from};after`);
  if (ISO_DAY.test(to)) out.push(`${to};before`);
  return out;
}

/** The custom range these clauses hold (absolute dates only). */
export function rangeOf(values: readonly string[] | undefined): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const value of values ?? []) {
    const [date, direction, offset] = value.split(';');
    if (offset !== undefined || !ISO_DAY.test(date)) continue;
    if (direction === 'after') from = date;
    if (direction === 'before') to = date;
  }
  return { from, to };
}
