import { PROJECT_TEXT } from '@cairn/types';
import type { Estimate, EstimatePoint, EstimatePointsCreate, EstimatePointUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, confirmed, refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';

/** Spec §5: estimate points need an estimate id and a payload. */
export const ESTIMATE_POINTS_NEED_PAYLOAD = 'Estimate points need an estimate id and a payload';

/**
 * Estimates (with their points), per project, and the workspace-wide list. createEstimate, updateEstimate and
 * deleteEstimate live in cross/estimate.actions.ts: they also move the project's `estimate` field.
 */
export interface EstimatesSlice {
  estimatesById: Record<string, Estimate>;
  /** project id → estimate ids in the server's order (newest first). */
  estimateIdsByProject: Record<string, string[]>;
  estimatesStatusByProject: Record<string, LoadStatus>;
  /** slug → ids of the estimates of every project the user belongs to. */
  workspaceEstimateIdsBySlug: Record<string, string[]>;
  /** GET projects/{id}/estimates/ (toast 'Error fetching estimates'). Never throws. */
  loadProjectEstimates(slug: string, projectId: string): Promise<Estimate[] | undefined>;
  /** GET workspaces/{slug}/estimates/ (toast 'Error fetching estimates'). Never throws. */
  loadWorkspaceEstimates(slug: string): Promise<Estimate[] | undefined>;
  /** POST estimate-points/ (waits for the server; needs an estimate id and points); takes the answered estimate; rethrows. */
  createEstimatePoints(slug: string, projectId: string, estimateId: string, points: EstimatePointsCreate['estimate_points']): Promise<Estimate>;
  /** Optimistic PATCH of one point; rethrows after rollback. */
  updateEstimatePoint(slug: string, projectId: string, estimateId: string, pointId: string, data: EstimatePointUpdate): Promise<EstimatePoint>;
  /** Optimistic DELETE of one point; rethrows after rollback. */
  deleteEstimatePoint(slug: string, projectId: string, estimateId: string, pointId: string): Promise<void>;
}

/** The estimates slice's data when the store starts or is reset. */
export function initialEstimatesState(): Pick<EstimatesSlice, 'estimatesById' | 'estimateIdsByProject' | 'estimatesStatusByProject' | 'workspaceEstimateIdsBySlug'> {
  return { estimatesById: {}, estimateIdsByProject: {}, estimatesStatusByProject: {}, workspaceEstimateIdsBySlug: {} };
}

/** Forgets every estimate of a project. */
export function dropProjectEstimates(d: Draft<WebState>, projectId: string): void {
  for (const id of d.estimateIdsByProject[projectId] ?? []) delete d.estimatesById[id];
  delete d.estimateIdsByProject[projectId];
  delete d.estimatesStatusByProject[projectId];
}

/** Spec §4: exactly one estimate of a project is active (last_used); making one active archives the others. */
export function makeActiveEstimate(d: Draft<WebState>, projectId: string, estimateId: string): void {
  for (const id of d.estimateIdsByProject[projectId] ?? []) {
    const estimate = d.estimatesById[id];
    if (estimate && estimate.last_used !== (id === estimateId)) estimate.last_used = id === estimateId;
  }
}

/** The mutate key of an estimate (its points included). */
export function estimateKey(estimateId: string): string {
  return `estimate:${estimateId}`;
}

/** Creates the estimates slice. */
export function createEstimatesSlice({ store, deps }: SliceContext): EstimatesSlice {
  const { estimates } = deps.services;
  const pointOf = (estimateId: string, pointId: string) => store.getState().estimatesById[estimateId]?.points.find((p) => p.id === pointId);
  return {
    ...initialEstimatesState(),
    loadProjectEstimates: (slug, projectId) => load(store, {
      action: 'estimates/loadProjectEstimates',
      call: () => estimates.list(slug, projectId),
      start: (d) => {
        d.estimatesStatusByProject[projectId] = 'loading';
      },
      done: (d, list) => {
        for (const id of d.estimateIdsByProject[projectId] ?? []) delete d.estimatesById[id];
        for (const estimate of list) d.estimatesById[estimate.id] = estimate;
        d.estimateIdsByProject[projectId] = list.map((e) => e.id);
        d.estimatesStatusByProject[projectId] = 'ready';
      },
      failed: (d) => {
        d.estimatesStatusByProject[projectId] = 'error';
      },
      errorText: PROJECT_TEXT.estimatesFetchError,
    }),
    loadWorkspaceEstimates: (slug) => load(store, {
      action: 'estimates/loadWorkspaceEstimates',
      call: () => estimates.listWorkspace(slug),
      done: (d, list) => {
        for (const estimate of list) d.estimatesById[estimate.id] = estimate;
        d.workspaceEstimateIdsBySlug[slug] = list.map((e) => e.id);
      },
      errorText: PROJECT_TEXT.estimatesFetchError,
    }),
    createEstimatePoints: (slug, projectId, estimateId, points) => {
      if (!estimateId || points.length === 0) return refuse(store, ESTIMATE_POINTS_NEED_PAYLOAD);
      return confirmed(store, {
        action: 'estimates/createEstimatePoints',
        call: () => estimates.createPoints(slug, projectId, estimateId, points),
        done: (d, estimate) => {
          if (estimate && d.estimatesById[estimateId]) d.estimatesById[estimateId] = estimate;
        },
      });
    },
    updateEstimatePoint: (slug, projectId, estimateId, pointId, data) => {
      if (!pointOf(estimateId, pointId)) return refuse(store, PROJECT_TEXT.estimatePointNotFound);
      return mutate(store, {
        key: estimateKey(estimateId),
        apply: (d) => {
          const point = d.estimatesById[estimateId]?.points.find((p) => p.id === pointId);
          if (point) assignDefined(point, data as Partial<EstimatePoint>);
        },
        call: () => estimates.updatePoint(slug, projectId, estimateId, pointId, data),
        commit: (d, point) => {
          const estimate = d.estimatesById[estimateId];
          const index = estimate?.points.findIndex((p) => p.id === pointId) ?? -1;
          if (point && estimate && index >= 0) estimate.points[index] = point;
        },
      });
    },
    deleteEstimatePoint: (slug, projectId, estimateId, pointId) => {
      if (!pointOf(estimateId, pointId)) return refuse(store, PROJECT_TEXT.estimatePointNotFound);
      return mutate(store, {
        key: estimateKey(estimateId),
        apply: (d) => {
          const estimate = d.estimatesById[estimateId];
          if (estimate) estimate.points = estimate.points.filter((p) => p.id !== pointId);
        },
        call: () => estimates.deletePoint(slug, projectId, estimateId, pointId),
      });
    },
  };
}
