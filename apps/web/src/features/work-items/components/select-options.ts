import { LABEL_COLOR_PRESETS, PRIORITIES, nextLabelColor, type EstimatePoint, type Label, type Priority, type State } from '@cairn/types';
import type { SelectCreate, SelectOption } from '@cairn/ui-kit';
import type { TFunction } from '@cairn/i18n';
import type { PersonOption, PlanningOption, ProjectOptions } from '../hooks/use-project-options';

/** Select options of the property pickers. */
export const stateOptions = (states: readonly State[]): SelectOption[] => states.map((s) => ({ value: s.id, label: s.name }));
export const priorityOptions = (t: TFunction): SelectOption<Priority>[] => PRIORITIES.map((p) => ({ value: p, label: t(`work_items.priority.${p}`) }));
export const labelOptions = (labels: readonly Label[]): SelectOption[] => labels.map((l) => ({ value: l.id, label: l.name }));
export const peopleOptions = (people: readonly PersonOption[]): SelectOption[] => people.map((p) => ({ value: p.id, label: p.name }));
export const pointOptions = (points: readonly EstimatePoint[]): SelectOption[] => points.map((p) => ({ value: p.id, label: p.value }));
/** Cycles an item may move into (completed ones take no new items), plus its current one whatever its state. */
export const cycleOptions = (cycles: readonly PlanningOption[], current: string | null): SelectOption[] =>
  cycles.filter((c) => !c.closed || c.id === current).map((c) => ({ value: c.id, label: c.name }));
export const moduleOptions = (modules: readonly PlanningOption[]): SelectOption[] => modules.map((m) => ({ value: m.id, label: m.name }));

/** The value a Select uses for "nothing chosen" in nullable single pickers. */
export const NONE = '__none__';

/**
 * The label pickers' "Create label “…”" (issue 17): offered to those who may create labels; the colour choice starts on
 * the next unused preset; the new label is added to the item through `add`. A refused create is reported by the store.
 */
export function labelCreator(t: TFunction, options: Pick<ProjectOptions, 'labels' | 'createLabel'>, add: (labelId: string) => void): SelectCreate | undefined {
  const { createLabel } = options;
  if (!createLabel) return undefined;
  const first = nextLabelColor(options.labels.map((l) => l.color));
  const start = LABEL_COLOR_PRESETS.indexOf(first as (typeof LABEL_COLOR_PRESETS)[number]);
  const colors = [...LABEL_COLOR_PRESETS.slice(start), ...LABEL_COLOR_PRESETS.slice(0, start)];
  return {
    label: (name) => t('work_items.labels.create', { name }),
    colors,
    colorsLabel: t('work_items.labels.create_color'),
    colorName: (_color, index) => t('work_items.labels.color_n', { n: index + 1 }),
    onCreate: (name, color) => {
      createLabel(name, color).then((label) => add(label.id), () => undefined);
    },
  };
}
