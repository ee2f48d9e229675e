import { apiPaths } from '@cairn/types';
import type { DescriptionVersion, IntakeIssue, IntakeIssueCreate, IntakeIssuePage, IntakeIssueUpdate, IntakeListQuery } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

// Query params without the unset ones (ky would send "undefined").
function searchParamsOf(query: IntakeListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = value as string | number;
  return params;
}

/**
 * Creates the intake calls of a project (issue 14; work-items spec §7 Intake). Requests are addressed by their work
 * item's id (`issueId`), as the server's inbox-issues/{issueId}/ paths are.
 */
export function createIntakeService(client: ApiClient) {
  return {
    /** GET inbox-issues/?tab|status, priority, created_by, created_at, order_by, per_page, cursor: one page of requests. */
    list: (slug: string, projectId: string, query: IntakeListQuery = {}) =>
      client.get<IntakeIssuePage>(apiPaths.intakeIssues(slug, projectId), { searchParams: searchParamsOf(query) }),
    /** GET inbox-issues/{issueId}/?expand=issue_inbox: one request with its work item. */
    get: (slug: string, projectId: string, issueId: string) =>
      client.get<IntakeIssue>(apiPaths.intakeIssue(slug, projectId, issueId), { searchParams: { expand: 'issue_inbox' } }),
    /** POST inbox-issues/ {source: 'in-app', issue: {id?, name, description_html, priority}}; any project role, guests too. */
    create: (slug: string, projectId: string, body: IntakeIssueCreate) =>
      client.post<IntakeIssue>(apiPaths.intakeIssues(slug, projectId), { source: 'in-app', ...body }),
    /** PATCH inbox-issues/{issueId}/ (status with snoozed_till / duplicate_to, or the request's own fields); answers the request. */
    update: (slug: string, projectId: string, issueId: string, body: IntakeIssueUpdate) =>
      client.patch<IntakeIssue>(apiPaths.intakeIssue(slug, projectId, issueId), body),
    /** DELETE inbox-issues/{issueId}/. */
    delete: (slug: string, projectId: string, issueId: string) => client.delete<void>(apiPaths.intakeIssue(slug, projectId, issueId)),
    /** GET intake-work-items/{issueId}/description-versions/: the description's saved versions, newest first. */
    listDescriptionVersions: (slug: string, projectId: string, issueId: string) =>
      client.get<DescriptionVersion[]>(apiPaths.intakeDescriptionVersions(slug, projectId, issueId)),
    /** GET intake-work-items/{issueId}/description-versions/{versionId}/. */
    getDescriptionVersion: (slug: string, projectId: string, issueId: string, versionId: string) =>
      client.get<DescriptionVersion>(apiPaths.intakeDescriptionVersion(slug, projectId, issueId, versionId)),
  };
}

/** The intake calls. */
export type IntakeService = ReturnType<typeof createIntakeService>;
