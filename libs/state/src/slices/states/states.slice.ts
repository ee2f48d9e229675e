import { LABEL_SORT_STEP, PROJECT_TEXT, labelSortOrder } from '@cairn/types';
import type { State, StateCreate, StateUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, confirmed, refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import { hasPosition, resolveNeighbours, type MoveTarget } from '../../core/neighbours';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { selectProjectStates } from './states.selectors';

/** Work-item states, per project. */
export interface StatesSlice {
  statesById: Record<string, State>;
  /** project id → state ids in the server's order (selectProjectStates sorts by group, then sequence). */
  stateIdsByProject: Record<string, string[]>;
  statesStatusByProject: Record<string, LoadStatus>;
  /** GET projects/{id}/states/. Never throws. */
  loadProjectStates(slug: string, projectId: string): Promise<State[] | undefined>;
  /** POST states/ (waits for the server: the name may be taken); rethrows. */
  createState(slug: string, projectId: string, data: StateCreate): Promise<State>;
  /** Optimistic PATCH; rethrows after rollback. */
  updateState(slug: string, projectId: string, stateId: string, data: StateUpdate): Promise<State>;
  /** Optimistic DELETE (the default state is refused before any call); rethrows after rollback. */
  deleteState(slug: string, projectId: string, stateId: string): Promise<void>;
  /** Optimistic mark-default: exactly one default, the previous one cleared; rethrows after rollback. */
  markDefaultState(slug: string, projectId: string, stateId: string): Promise<void>;
  /** Optimistic reorder within the state's group: the new sequence is the midpoint between its new neighbours. */
  moveState(slug: string, projectId: string, stateId: string, target: MoveTarget): Promise<void>;
}

/** The states slice's data when the store starts or is reset. */
export function initialStatesState(): Pick<StatesSlice, 'statesById' | 'stateIdsByProject' | 'statesStatusByProject'> {
  return { statesById: {}, stateIdsByProject: {}, statesStatusByProject: {} };
}

/** Forgets every state of a project. */
export function dropProjectStates(d: Draft<WebState>, projectId: string): void {
  for (const id of d.stateIdsByProject[projectId] ?? []) delete d.statesById[id];
  delete d.stateIdsByProject[projectId];
  delete d.statesStatusByProject[projectId];
}

function stateKey(stateId: string): string {
  return `state:${stateId}`;
}

// States follow the label rule (§9), except that a first place never halves a zero or negative sequence.
function sequenceBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after !== undefined && after <= 0) return after - LABEL_SORT_STEP;
  return labelSortOrder({ before, after });
}

/** Creates the states slice. */
export function createStatesSlice({ store, deps }: SliceContext): StatesSlice {
  const { states } = deps.services;
  const commitState = (stateId: string) => (d: Draft<WebState>, state: State | undefined) => {
    if (state && d.statesById[stateId]) d.statesById[stateId] = state;
  };
  return {
    ...initialStatesState(),
    loadProjectStates: (slug, projectId) => load(store, {
      action: 'states/loadProjectStates',
      call: () => states.list(slug, projectId),
      start: (d) => {
        d.statesStatusByProject[projectId] = 'loading';
      },
      done: (d, list) => {
        dropProjectStates(d, projectId);
        for (const state of list) d.statesById[state.id] = state;
        d.stateIdsByProject[projectId] = list.map((s) => s.id);
        d.statesStatusByProject[projectId] = 'ready';
      },
      failed: (d) => {
        d.statesStatusByProject[projectId] = 'error';
      },
    }),
    createState: (slug, projectId, data) => confirmed(store, {
      action: 'states/createState',
      call: () => states.create(slug, projectId, data),
      done: (d, state) => {
        d.statesById[state.id] = state;
        const ids = (d.stateIdsByProject[projectId] ??= []);
        if (!ids.includes(state.id)) ids.push(state.id);
      },
    }),
    updateState: (slug, projectId, stateId, data) => mutate(store, {
      key: stateKey(stateId),
      apply: (d) => {
        const state = d.statesById[stateId];
        if (state) assignDefined(state, data as Partial<State>);
      },
      call: () => states.update(slug, projectId, stateId, data),
      commit: commitState(stateId),
    }),
    deleteState: (slug, projectId, stateId) => {
      if (store.getState().statesById[stateId]?.default) return refuse(store, PROJECT_TEXT.defaultStateDelete);
      return mutate(store, {
        key: stateKey(stateId),
        apply: (d) => {
          delete d.statesById[stateId];
          const ids = d.stateIdsByProject[projectId];
          if (ids) d.stateIdsByProject[projectId] = ids.filter((id) => id !== stateId);
        },
        call: () => states.delete(slug, projectId, stateId),
      });
    },
    markDefaultState: async (slug, projectId, stateId) => {
      const state = store.getState().statesById[stateId];
      if (!state) return refuse(store, PROJECT_TEXT.stateNotFound);
      if (state.default) return;
      await mutate(store, {
        key: `state-default:${projectId}`,
        apply: (d) => {
          for (const id of d.stateIdsByProject[projectId] ?? []) {
            const s = d.statesById[id];
            if (s && s.default !== (id === stateId)) s.default = id === stateId;
          }
        },
        call: () => states.markDefault(slug, projectId, stateId),
        commit: commitState(stateId),
      });
    },
    moveState: async (slug, projectId, stateId, target) => {
      const current = store.getState();
      const state = current.statesById[stateId];
      if (!state) return refuse(store, PROJECT_TEXT.stateNotFound);
      if (!hasPosition(target) || target.beforeId === stateId || target.afterId === stateId) return;
      const group = selectProjectStates(current, projectId).filter((s) => s.group === state.group);
      const siblings = group.filter((s) => s.id !== stateId);
      const around = resolveNeighbours(siblings, target);
      if (!around) return refuse(store, PROJECT_TEXT.stateNotFound);
      const index = group.indexOf(state);
      // Already between these neighbours: nothing to send.
      if (group[index - 1] === around.before && group[index + 1] === around.after) return;
      const sequence = sequenceBetween(around.before?.sequence, around.after?.sequence);
      await mutate(store, {
        key: stateKey(stateId),
        apply: (d) => {
          const s = d.statesById[stateId];
          if (s) s.sequence = sequence;
        },
        call: () => states.update(slug, projectId, stateId, { sequence }),
        commit: commitState(stateId),
      });
    },
  };
}
