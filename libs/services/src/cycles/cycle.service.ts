import { apiPaths } from '@cairn/types';
import type {
  ActiveCyclesPage, Cycle, CycleCreate, CycleDateCheck, CycleFavorite, CycleProgress, CycleTransferResult, CycleUpdate, PlanningAnalytics,
  PlanningAnalyticsType, PlanningCounts, WorkItem, WorkItemPage,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Query of GET cycle-issues/ (the active cycle's urgent and high items: priority=urgent,high, per_page, cursor). */
export type CycleIssuesParams = Record<string, string | number>;

/** Creates the cycle calls of a project (issue 13), plus the workspace's cycles and active cycles. */
export function createCycleService(client: ApiClient) {
  return {
    /** GET {proj}/cycles/: the project's cycles that are not archived, with counts, status and is_favorite. */
    list: (slug: string, projectId: string) => client.get<Cycle[]>(apiPaths.cycles(slug, projectId)),
    /** GET {proj}/cycles/{id}/. */
    get: (slug: string, projectId: string, cycleId: string) => client.get<Cycle>(apiPaths.cycle(slug, projectId, cycleId)),
    /** POST {proj}/cycles/ (may carry a client id); answers the new cycle (201). */
    create: (slug: string, projectId: string, body: CycleCreate) => client.post<Cycle>(apiPaths.cycles(slug, projectId), body),
    /** PATCH {proj}/cycles/{id}/; answers the cycle. */
    update: (slug: string, projectId: string, cycleId: string, body: CycleUpdate) => client.patch<Cycle>(apiPaths.cycle(slug, projectId, cycleId), body),
    /** DELETE {proj}/cycles/{id}/. */
    delete: (slug: string, projectId: string, cycleId: string) => client.delete<void>(apiPaths.cycle(slug, projectId, cycleId)),
    /** POST {proj}/cycles/date-check/: true when no other cycle of the project overlaps the dates (false = overlap). */
    checkDates: async (slug: string, projectId: string, body: CycleDateCheck): Promise<boolean> =>
      (await client.post<{ status: boolean }>(apiPaths.cycleDateCheck(slug, projectId), body)).status === true,
    /** GET {proj}/cycles/{id}/cycle-issues/?params: one page of the cycle's items (filters such as priority=urgent,high). */
    listIssues: (slug: string, projectId: string, cycleId: string, params: CycleIssuesParams = {}) =>
      client.get<WorkItemPage>(apiPaths.cycleIssues(slug, projectId, cycleId), { searchParams: params }),
    /** POST {proj}/cycles/{id}/cycle-issues/ `{issues}`: moves the items into the cycle; answers the updated items. */
    addIssues: (slug: string, projectId: string, cycleId: string, issueIds: string[]) =>
      client.post<WorkItem[]>(apiPaths.cycleIssues(slug, projectId, cycleId), { issues: issueIds }),
    /** DELETE {proj}/cycles/{id}/cycle-issues/{issueId}/: takes the item out of the cycle. */
    removeIssue: (slug: string, projectId: string, cycleId: string, issueId: string) =>
      client.delete<void>(apiPaths.cycleIssue(slug, projectId, cycleId, issueId)),
    /** POST {proj}/cycles/{id}/transfer-issues/ `{new_cycle_id}`: moves the unfinished items of a completed cycle. */
    transferIssues: (slug: string, projectId: string, cycleId: string, newCycleId: string) =>
      client.post<CycleTransferResult>(apiPaths.cycleTransfer(slug, projectId, cycleId), { new_cycle_id: newCycleId }),
    /** GET {proj}/cycles/{id}/analytics/?type=points|issues (burndown and breakdowns). */
    analytics: (slug: string, projectId: string, cycleId: string, type: PlanningAnalyticsType = 'points') =>
      client.get<PlanningAnalytics>(apiPaths.cycleAnalytics(slug, projectId, cycleId), { searchParams: { type } }),
    /** GET {proj}/cycles/{id}/progress/: counts by state group, in items and points. */
    progress: (slug: string, projectId: string, cycleId: string) => client.get<PlanningCounts>(apiPaths.cycleProgress(slug, projectId, cycleId)),
    /** GET {proj}/cycles/{id}/cycle-progress/: the analytics in points and in items at once. */
    cycleProgress: (slug: string, projectId: string, cycleId: string) => client.get<CycleProgress>(apiPaths.cycleCycleProgress(slug, projectId, cycleId)),
    /** POST {proj}/cycles/{id}/archive/ (completed cycles only; drops the favorite); answers `{archived_at}`. */
    archive: (slug: string, projectId: string, cycleId: string) =>
      client.post<{ archived_at: string }>(apiPaths.cycleArchive(slug, projectId, cycleId)),
    /** DELETE {proj}/cycles/{id}/archive/: restores an archived cycle. */
    restore: (slug: string, projectId: string, cycleId: string) => client.delete<Cycle | undefined>(apiPaths.cycleArchive(slug, projectId, cycleId)),
    /** GET {proj}/archived-cycles/. */
    listArchived: (slug: string, projectId: string) => client.get<Cycle[]>(apiPaths.archivedCycles(slug, projectId)),
    /** GET {proj}/archived-cycles/{id}/. */
    getArchived: (slug: string, projectId: string, cycleId: string) => client.get<Cycle>(apiPaths.archivedCycle(slug, projectId, cycleId)),
    /** POST {proj}/user-favorite-cycles/ `{cycle}`. */
    favorite: (slug: string, projectId: string, cycleId: string) => client.post<CycleFavorite>(apiPaths.favoriteCycles(slug, projectId), { cycle: cycleId }),
    /** DELETE {proj}/user-favorite-cycles/{cycleId}/. */
    unfavorite: (slug: string, projectId: string, cycleId: string) => client.delete<void>(apiPaths.favoriteCycle(slug, projectId, cycleId)),
    /** GET /api/workspaces/{slug}/cycles/: the cycles of every project the caller belongs to. */
    listWorkspace: (slug: string) => client.get<Cycle[]>(apiPaths.workspaceCycles(slug)),
    /** GET /api/workspaces/{slug}/active-cycles/?per_page&cursor: one page of the workspace's current cycles. */
    listActive: (slug: string, params: { per_page?: number; cursor?: string } = {}) =>
      client.get<ActiveCyclesPage>(apiPaths.activeCycles(slug), { searchParams: definedParams(params) }),
  };
}

function definedParams(params: Record<string, string | number | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
  return out;
}

/** The cycle calls. */
export type CycleService = ReturnType<typeof createCycleService>;
