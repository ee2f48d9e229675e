import { apiPaths } from '@cairn/types';
import type { Estimate, EstimateCreate, EstimatePoint, EstimatePointsCreate, EstimatePointUpdate, EstimateUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the estimate and estimate-point calls. */
export function createEstimateService(client: ApiClient) {
  return {
    /** GET workspaces/{slug}/estimates/: estimates of every project the caller belongs to. */
    listWorkspace: (slug: string) => client.get<Estimate[]>(apiPaths.workspaceEstimates(slug)),
    /** GET projects/{id}/estimates/ (newest first). */
    list: (slug: string, projectId: string) => client.get<Estimate[]>(apiPaths.estimates(slug, projectId)),
    /** GET projects/{id}/estimates/{estimateId}/. */
    get: (slug: string, projectId: string, estimateId: string) => client.get<Estimate>(apiPaths.estimate(slug, projectId, estimateId)),
    /** POST projects/{id}/estimates/ `{estimate, estimate_points}`; the new one becomes last_used. */
    create: (slug: string, projectId: string, body: EstimateCreate) => client.post<Estimate>(apiPaths.estimates(slug, projectId), body),
    /** PATCH projects/{id}/estimates/{estimateId}/; answers the estimate. */
    update: (slug: string, projectId: string, estimateId: string, body: EstimateUpdate) =>
      client.patch<Estimate>(apiPaths.estimate(slug, projectId, estimateId), body),
    /** DELETE projects/{id}/estimates/{estimateId}/. */
    delete: (slug: string, projectId: string, estimateId: string) => client.delete<void>(apiPaths.estimate(slug, projectId, estimateId)),
    /** POST estimates/{estimateId}/estimate-points/ `{estimate_points}`; answers the estimate with all its points. */
    createPoints: (slug: string, projectId: string, estimateId: string, points: EstimatePointsCreate['estimate_points']) =>
      client.post<Estimate>(apiPaths.estimatePoints(slug, projectId, estimateId), { estimate_points: points }),
    /** PATCH estimates/{estimateId}/estimate-points/{pointId}/; answers the point. */
    updatePoint: (slug: string, projectId: string, estimateId: string, pointId: string, body: EstimatePointUpdate) =>
      client.patch<EstimatePoint>(apiPaths.estimatePoint(slug, projectId, estimateId, pointId), body),
    /** DELETE estimates/{estimateId}/estimate-points/{pointId}/. */
    deletePoint: (slug: string, projectId: string, estimateId: string, pointId: string) =>
      client.delete<void>(apiPaths.estimatePoint(slug, projectId, estimateId, pointId)),
  };
}

/** The estimate calls. */
export type EstimateService = ReturnType<typeof createEstimateService>;
