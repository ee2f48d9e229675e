import { PRIORITIES, type EstimatePoint, type Label, type Priority, type State } from '@cairn/types';
import type { SelectOption } from '@cairn/ui-kit';
import type { TFunction } from '@cairn/i18n';
import type { PersonOption, PlanningOption } from '../hooks/use-project-options';

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
