import { STATE_GROUPS } from '@cairn/types';
import type { State, StateGroup } from '@cairn/types';
import { derived, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

const GROUP_ORDER = new Map<StateGroup, number>(STATE_GROUPS.map((g, i) => [g, i]));

const ordered = derived((list: readonly State[]) =>
  [...list].sort((a, b) => (GROUP_ORDER.get(a.group) ?? 0) - (GROUP_ORDER.get(b.group) ?? 0) || a.sequence - b.sequence || a.name.localeCompare(b.name)),
);
const grouped = derived((list: readonly State[]) => {
  const groups = Object.fromEntries(STATE_GROUPS.map((g) => [g, [] as State[]])) as Record<StateGroup, State[]>;
  for (const state of list) groups[state.group]?.push(state);
  return groups as Readonly<Record<StateGroup, readonly State[]>>;
});

/** A project's states ordered by group (STATE_GROUPS order), then sequence (a stable array between renders). */
export const selectProjectStates = (state: WebState, projectId: string): readonly State[] =>
  ordered(listOf(state.stateIdsByProject[projectId], state.statesById), undefined);
/** A project's states per group, every group present (empty when it has none), each in sequence order. */
export const selectProjectStatesByGroup = (state: WebState, projectId: string): Readonly<Record<StateGroup, readonly State[]>> =>
  grouped(selectProjectStates(state, projectId), undefined);
/** The project's default state. */
export const selectDefaultState = (state: WebState, projectId: string): State | undefined =>
  selectProjectStates(state, projectId).find((s) => s.default);
/** A state by id. */
export const selectState = (state: WebState, stateId: string): State | undefined => state.statesById[stateId];
/** Where a project's state list stands. */
export const selectStatesStatus = (state: WebState, projectId: string) => state.statesStatusByProject[projectId] ?? 'idle';
