import type { Estimate, EstimatePoint } from '@cairn/types';
import { derived, EMPTY, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

const newestFirst = derived((list: readonly Estimate[]) =>
  [...list].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)),
);
const archivedOf = derived((sorted: readonly Estimate[]) => sorted.filter((e) => !e.last_used));
const pointsByKey = derived((points: readonly EstimatePoint[]) => [...points].sort((a, b) => a.key - b.key));

/** A project's estimates, newest first (a stable array between renders). */
export const selectProjectEstimates = (state: WebState, projectId: string): readonly Estimate[] =>
  newestFirst(listOf(state.estimateIdsByProject[projectId], state.estimatesById), undefined);
/** The project's active estimate: the one with last_used true. */
export const selectActiveEstimate = (state: WebState, projectId: string): Estimate | undefined =>
  selectProjectEstimates(state, projectId).find((e) => e.last_used);
/** The project's archived estimates (every one but the active), newest first. */
export const selectArchivedEstimates = (state: WebState, projectId: string): readonly Estimate[] =>
  archivedOf(selectProjectEstimates(state, projectId), undefined);
/** An estimate by id. */
export const selectEstimate = (state: WebState, estimateId: string): Estimate | undefined => state.estimatesById[estimateId];
/** An estimate's points ordered by key. */
export const selectEstimatePoints = (state: WebState, estimateId: string): readonly EstimatePoint[] => {
  const points = state.estimatesById[estimateId]?.points;
  return points ? pointsByKey(points, undefined) : EMPTY;
};
/** The estimates of every project the user belongs to in the workspace. */
export const selectWorkspaceEstimates = (state: WebState, slug: string): readonly Estimate[] =>
  listOf(state.workspaceEstimateIdsBySlug[slug], state.estimatesById);
/** Where a project's estimate list stands. */
export const selectEstimatesStatus = (state: WebState, projectId: string) => state.estimatesStatusByProject[projectId] ?? 'idle';
