import type { IntakeIssue, WorkItem } from '@cairn/types';
import { V1_INTAKE_STATUS } from './planning.v1.schemas';

// Intake requests in the seed system's v1 shape (its IntakeWorkItem model): the status as its number, the work item
// id as `issue` and the work item itself as `issue_detail`. Cairn has no separate intake (inbox) object per project:
// `intake` carries the project id.

/** The request's work item under the seed's reference names (the subset an intake screen or script reads). */
export function presentV1IntakeIssueDetail(item: WorkItem): Record<string, unknown> {
  return {
    id: item.id,
    name: item.name,
    description_html: item.description_html,
    priority: item.priority,
    sequence_id: item.sequence_id,
    sort_order: item.sort_order,
    state: item.state_id,
    parent: item.parent_id,
    estimate_point: item.estimate_point,
    assignees: item.assignee_ids,
    labels: item.label_ids,
    start_date: item.start_date,
    target_date: item.target_date,
    completed_at: item.completed_at,
    archived_at: item.archived_at,
    is_draft: item.is_draft,
    project: item.project_id,
    workspace: item.workspace_id,
    created_at: item.created_at,
    updated_at: item.updated_at,
    deleted_at: null,
    created_by: item.created_by,
    updated_by: item.updated_by,
  };
}

/** A request (the app's wire shape) → the seed's v1 IntakeWorkItem. */
export function presentV1Intake(r: IntakeIssue): Record<string, unknown> {
  return {
    id: r.id,
    issue: r.issue.id,
    issue_detail: presentV1IntakeIssueDetail(r.issue),
    intake: r.project,
    status: V1_INTAKE_STATUS[r.status],
    snoozed_till: r.snoozed_till,
    duplicate_to: r.duplicate_to,
    source: r.source,
    source_email: null,
    external_source: null,
    external_id: null,
    extra: {},
    project: r.project,
    workspace: r.issue.workspace_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: null,
    created_by: r.created_by,
  };
}
