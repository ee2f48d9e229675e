import { PLANNING_TEXT, cycleStatusOn } from '@cairn/types';
import type { Cycle, CycleCreate, CycleTransferResult, CycleUpdate, WorkItem } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { applyConfirmedWorkItem } from '../../live/live-apply';
import {
  cycleKey, isCompletedCycle, isUnfinishedGroup, localDay, moveCycleCount, moveUnfinishedCounts, provisionalCycle,
} from './cycle-records';

/** The cycle writes: optimistic through mutate (spec §4, §8). */
export interface CycleMutations {
  /**
   * Optimistic POST cycles/ with a client id (deps.newId): the cycle appears last in the project's list with its
   * status from the dates; the server's record replaces it. Rethrows after rollback (toast).
   */
  createCycle(slug: string, projectId: string, data: Omit<CycleCreate, 'id'>): Promise<Cycle>;
  /** Optimistic PATCH (status follows new dates at once). Rethrows after rollback (toast). */
  updateCycle(slug: string, projectId: string, cycleId: string, data: CycleUpdate): Promise<Cycle>;
  /** Optimistic DELETE: out of every list; its loaded items lose their cycle. Rethrows after rollback (toast). */
  deleteCycle(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** Optimistic favorite / unfavorite (is_favorite). Rethrows after rollback (toast). */
  toggleCycleFavorite(slug: string, projectId: string, cycleId: string): Promise<void>;
  /**
   * Optimistic archive of a completed cycle (archived_at now, favorite dropped, into the archived list). Spec §8: a
   * failure (or a cycle that is not completed) is only logged; rethrows after rollback.
   */
  archiveCycle(slug: string, projectId: string, cycleId: string): Promise<void>;
  /** Optimistic restore (archived_at null, back into the project's list). Only logged on failure; rethrows. */
  restoreCycle(slug: string, projectId: string, cycleId: string): Promise<void>;
  /**
   * Optimistic POST cycle-issues/: the loaded items get cycle_id (counts ±1 on both cycles, lists follow); the answer's
   * rows go through the one confirmed path, then the touched cycles are read again. Rethrows after rollback (toast).
   */
  addCycleItems(slug: string, projectId: string, cycleId: string, itemIds: string[]): Promise<void>;
  /** Optimistic DELETE cycle-issues/{id}/ (cycle_id null). Rethrows after rollback (toast). */
  removeCycleItem(slug: string, projectId: string, cycleId: string, itemId: string): Promise<void>;
  /**
   * Optimistic POST transfer-issues/: the unfinished items (and counts) of a completed cycle move to `newCycleId`;
   * answers how many moved. Rethrows after rollback (toast).
   */
  transferCycleItems(slug: string, projectId: string, cycleId: string, newCycleId: string): Promise<CycleTransferResult>;
}

/** Creates the cycle writes. */
export function createCycleMutations({ store, deps }: SliceContext): CycleMutations {
  const { cycles } = deps.services;
  const today = () => localDay(deps.now());
  const logOnly = (error: unknown) => store.getState().logError(error);
  const commitCycle = (cycleId: string) => (d: Draft<WebState>, cycle: Cycle | undefined) => {
    if (cycle && typeof cycle === 'object' && d.cyclesById[cycleId]) d.cyclesById[cycleId] = { ...d.cyclesById[cycleId], ...cycle };
  };
  // After items moved: the touched cycles' counts and loaded analytics are read again (only logged on failure).
  const refresh = (slug: string, projectId: string, cycleIds: string[]) => {
    const state = store.getState();
    for (const id of new Set(cycleIds)) {
      if (!state.cyclesById[id]) continue;
      void state.loadCycleCounts(slug, projectId, id);
      if (state.cycleAnalyticsById[id]) void state.loadCycleProgress(slug, projectId, id);
      if (state.activeCycleIssuesById[id]) void state.loadActiveCycleIssues(slug, projectId, id);
    }
  };
  const confirmedRows = (slug: string) => (rows: WorkItem[] | undefined) => {
    for (const row of Array.isArray(rows) ? rows : []) applyConfirmedWorkItem(store, deps, slug, row, { fromOthers: false, sameVersionToo: true });
  };
  const refused = (message: string) => {
    const error = new Error(message);
    logOnly(error);
    return Promise.reject(error);
  };
  return {
    createCycle: (slug, projectId, data) => {
      const state = store.getState();
      const id = deps.newId();
      const ids = state.cycleIdsByProject[projectId] ?? [];
      const last = Math.max(0, ...ids.map((cid) => state.cyclesById[cid]?.sort_order ?? 0));
      const record = provisionalCycle({
        id, projectId, data, now: deps.now(), sortOrder: last + 10000, userId: state.currentUser?.id ?? null,
        workspaceId: getWorkspaceBySlug(state, slug)?.id ?? state.projectsById[projectId]?.workspace ?? '',
      });
      return mutate(store, {
        key: cycleKey(id),
        apply: (d) => {
          d.cyclesById[id] = record;
          (d.cycleIdsByProject[projectId] ??= []).push(id);
        },
        call: () => cycles.create(slug, projectId, { id, ...data }),
        commit: commitCycle(id),
      });
    },
    updateCycle: (slug, projectId, cycleId, data) => mutate(store, {
      key: cycleKey(cycleId),
      apply: (d) => {
        const cycle = d.cyclesById[cycleId];
        if (!cycle) return;
        assignDefined(cycle, data as Partial<Cycle>);
        if (data.start_date !== undefined || data.end_date !== undefined) cycle.status = cycleStatusOn(cycle, today());
      },
      call: () => cycles.update(slug, projectId, cycleId, data),
      commit: commitCycle(cycleId),
    }),
    deleteCycle: (slug, projectId, cycleId) => {
      const members = Object.values(store.getState().workItemsById).filter((item) => item.cycle_id === cycleId).map((item) => item.id);
      return mutate(store, {
        key: cycleKey(cycleId),
        follow: { ids: members },
        apply: (d) => {
          delete d.cyclesById[cycleId];
          delete d.cycleAnalyticsById[cycleId];
          delete d.activeCycleIssuesById[cycleId];
          for (const lists of [d.cycleIdsByProject, d.archivedCycleIdsByProject]) {
            const ids = lists[projectId];
            if (ids?.includes(cycleId)) lists[projectId] = ids.filter((id) => id !== cycleId);
          }
          for (const itemId of members) {
            const item = d.workItemsById[itemId];
            if (item) item.cycle_id = null;
          }
        },
        call: () => cycles.delete(slug, projectId, cycleId),
      });
    },
    toggleCycleFavorite: (slug, projectId, cycleId) => {
      const favorite = !store.getState().cyclesById[cycleId]?.is_favorite;
      return mutate(store, {
        key: cycleKey(cycleId),
        apply: (d) => {
          const cycle = d.cyclesById[cycleId];
          if (cycle) cycle.is_favorite = favorite;
        },
        call: async () => {
          await (favorite ? cycles.favorite(slug, projectId, cycleId) : cycles.unfavorite(slug, projectId, cycleId));
        },
      }).then(() => void store.getState().refreshFavorites(slug)); // the sidebar's favorites follow
    },
    archiveCycle: (slug, projectId, cycleId) => {
      const cycle = store.getState().cyclesById[cycleId];
      if (!cycle) return refused(PLANNING_TEXT.cycleNotFound);
      if (!isCompletedCycle(cycle, today())) return refused(PLANNING_TEXT.cycleArchiveNotCompleted);
      return mutate(store, {
        key: cycleKey(cycleId),
        report: logOnly,
        apply: (d) => {
          const c = d.cyclesById[cycleId];
          if (c) {
            c.archived_at = deps.now().toISOString();
            c.is_favorite = false;
          }
          const live = d.cycleIdsByProject[projectId];
          if (live?.includes(cycleId)) d.cycleIdsByProject[projectId] = live.filter((id) => id !== cycleId);
          const archived = d.archivedCycleIdsByProject[projectId];
          if (archived && !archived.includes(cycleId)) d.archivedCycleIdsByProject[projectId] = [cycleId, ...archived];
        },
        call: () => cycles.archive(slug, projectId, cycleId),
        commit: (d, answer) => {
          const c = d.cyclesById[cycleId];
          if (c && answer?.archived_at) c.archived_at = answer.archived_at;
        },
      }).then(() => undefined);
    },
    restoreCycle: (slug, projectId, cycleId) => mutate(store, {
      key: cycleKey(cycleId),
      report: logOnly,
      apply: (d) => {
        const c = d.cyclesById[cycleId];
        if (c) c.archived_at = null;
        const archived = d.archivedCycleIdsByProject[projectId];
        if (archived?.includes(cycleId)) d.archivedCycleIdsByProject[projectId] = archived.filter((id) => id !== cycleId);
        const live = d.cycleIdsByProject[projectId];
        if (live && !live.includes(cycleId)) d.cycleIdsByProject[projectId] = [...live, cycleId];
      },
      call: () => cycles.restore(slug, projectId, cycleId),
      commit: (d, answer) => {
        if (answer && typeof answer === 'object' && 'id' in answer) commitCycle(cycleId)(d, answer);
      },
    }).then(() => undefined),
    addCycleItems: (slug, projectId, cycleId, itemIds) => {
      const byId = store.getState().workItemsById;
      const from = itemIds.map((id) => byId[id]?.cycle_id ?? null);
      return mutate(store, {
        key: `cycleItems:${projectId}`,
        follow: { ids: itemIds },
        apply: (d) => {
          for (const id of itemIds) {
            const item = d.workItemsById[id];
            if (!item || item.cycle_id === cycleId) continue;
            moveCycleCount(d, item.cycle_id, cycleId, item.state__group);
            item.cycle_id = cycleId;
          }
        },
        call: () => cycles.addIssues(slug, projectId, cycleId, itemIds),
      }).then(confirmedRows(slug)).then(() => refresh(slug, projectId, [cycleId, ...from.filter((c): c is string => c !== null)]));
    },
    removeCycleItem: (slug, projectId, cycleId, itemId) => mutate(store, {
      key: `cycleItems:${projectId}`,
      follow: { ids: [itemId] },
      apply: (d) => {
        const item = d.workItemsById[itemId];
        if (!item || item.cycle_id !== cycleId) return;
        moveCycleCount(d, cycleId, null, item.state__group);
        item.cycle_id = null;
      },
      call: () => cycles.removeIssue(slug, projectId, cycleId, itemId),
    }).then(() => refresh(slug, projectId, [cycleId])),
    transferCycleItems: (slug, projectId, cycleId, newCycleId) => {
      const moving = Object.values(store.getState().workItemsById)
        .filter((item) => item.cycle_id === cycleId && item.archived_at === null && isUnfinishedGroup(item.state__group))
        .map((item) => item.id);
      return mutate(store, {
        key: `cycleItems:${projectId}`,
        follow: { ids: moving },
        apply: (d) => {
          moveUnfinishedCounts(d, cycleId, newCycleId);
          for (const id of moving) {
            const item = d.workItemsById[id];
            if (item) item.cycle_id = newCycleId;
          }
        },
        call: () => cycles.transferIssues(slug, projectId, cycleId, newCycleId),
      }).then((result) => {
        refresh(slug, projectId, [cycleId, newCycleId]);
        return result;
      });
    },
  };
}
