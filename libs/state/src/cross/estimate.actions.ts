import { PROJECT_TEXT } from '@cairn/types';
import type { Estimate, EstimateCreate, EstimateUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, confirmed } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext, WebState } from '../core/types';
import { estimateKey, makeActiveEstimate } from '../slices/estimates/estimates.slice';

/** Estimate writes that also move the project's `estimate` field, as the server does in the same transaction. */
export interface EstimateCrossActions {
  /** POST estimates/ (waits for the server); the new one becomes active and the project's estimate ('Error creating estimate'); rethrows. */
  createEstimate(slug: string, projectId: string, data: EstimateCreate): Promise<Estimate>;
  /** Optimistic PATCH; last_used: true makes it the active one and the project's estimate; rethrows after rollback. */
  updateEstimate(slug: string, projectId: string, estimateId: string, data: EstimateUpdate): Promise<Estimate>;
  /** Optimistic DELETE; the project's estimate becomes null if it was this one ('Error deleting estimate'); rethrows after rollback. */
  deleteEstimate(slug: string, projectId: string, estimateId: string): Promise<void>;
}

function setProjectEstimate(d: Draft<WebState>, projectId: string, estimateId: string | null): void {
  const project = d.projectsById[projectId];
  if (project && project.estimate !== estimateId) project.estimate = estimateId;
}

/** Creates the estimate writes. */
export function createEstimateCrossActions({ store, deps }: SliceContext): EstimateCrossActions {
  const { estimates } = deps.services;
  return {
    createEstimate: (slug, projectId, data) => confirmed(store, {
      action: 'cross/createEstimate',
      call: () => estimates.create(slug, projectId, data),
      done: (d, estimate) => {
        d.estimatesById[estimate.id] = estimate;
        const ids = (d.estimateIdsByProject[projectId] ??= []);
        if (!ids.includes(estimate.id)) ids.unshift(estimate.id);
        makeActiveEstimate(d, projectId, estimate.id);
        setProjectEstimate(d, projectId, estimate.id);
      },
      errorText: PROJECT_TEXT.estimateCreateError,
    }),
    updateEstimate: (slug, projectId, estimateId, data) => mutate(store, {
      key: estimateKey(estimateId),
      apply: (d) => {
        const estimate = d.estimatesById[estimateId];
        if (!estimate) return;
        const { last_used: activate, ...fields } = data;
        assignDefined(estimate, fields);
        if (!activate) return;
        makeActiveEstimate(d, projectId, estimateId);
        setProjectEstimate(d, projectId, estimateId);
      },
      call: () => estimates.update(slug, projectId, estimateId, data),
      commit: (d, estimate) => {
        if (estimate && d.estimatesById[estimateId]) d.estimatesById[estimateId] = estimate;
      },
    }),
    deleteEstimate: (slug, projectId, estimateId) => mutate(store, {
      key: estimateKey(estimateId),
      apply: (d) => {
        delete d.estimatesById[estimateId];
        const ids = d.estimateIdsByProject[projectId];
        if (ids) d.estimateIdsByProject[projectId] = ids.filter((id) => id !== estimateId);
        if (d.projectsById[projectId]?.estimate === estimateId) setProjectEstimate(d, projectId, null);
      },
      call: () => estimates.delete(slug, projectId, estimateId),
      errorText: PROJECT_TEXT.estimateDeleteError,
    }),
  };
}
