import type { StateGroup, WorkItem } from '@cairn/types';
import type { SqlValue } from '../sqlite/local-database';

/** A row of the issues table as SQLite returns it. */
export type IssueRow = Record<string, SqlValue>;

const str = (v: SqlValue): string => String(v);
const strOrNull = (v: SqlValue): string | null => (v === null ? null : String(v));
const num = (v: SqlValue): number => Number(v);
const ids = (v: SqlValue): string[] => (v === null ? [] : (JSON.parse(String(v)) as string[]));

/** An issues row → the wire WorkItem, field for field as the server's presenter builds it. */
export function presentIssueRow(r: IssueRow): WorkItem {
  return {
    id: str(r.id),
    workspace_id: str(r.workspace_id),
    project_id: str(r.project_id),
    sequence_id: num(r.sequence_id),
    name: str(r.name),
    description_html: str(r.description_html),
    sort_order: num(r.sort_order),
    state_id: strOrNull(r.state_id),
    state__group: strOrNull(r.state__group) as StateGroup | null,
    priority: str(r.priority) as WorkItem['priority'],
    label_ids: ids(r.label_ids),
    assignee_ids: ids(r.assignee_ids),
    estimate_point: strOrNull(r.estimate_point),
    sub_issues_count: num(r.sub_issues_count),
    attachment_count: num(r.attachment_count),
    link_count: num(r.link_count),
    parent_id: strOrNull(r.parent_id),
    cycle_id: strOrNull(r.cycle_id),
    module_ids: ids(r.module_ids),
    type_id: strOrNull(r.type_id),
    created_at: str(r.created_at),
    updated_at: str(r.updated_at),
    start_date: strOrNull(r.start_date),
    target_date: strOrNull(r.target_date),
    completed_at: strOrNull(r.completed_at),
    archived_at: strOrNull(r.archived_at),
    deleted_at: strOrNull(r.deleted_at),
    created_by: strOrNull(r.created_by),
    updated_by: strOrNull(r.updated_by),
    is_draft: num(r.is_draft) === 1,
    is_subscribed: num(r.is_subscribed) === 1,
    is_epic: num(r.is_epic) === 1,
  };
}

/** Columns of the issues table in insert order, and a WorkItem's values for them. */
export const ISSUE_COLUMNS = [
  'id', 'workspace_id', 'project_id', 'sequence_id', 'name', 'description_html', 'sort_order', 'state_id', 'state__group', 'priority',
  'priority_proxy', 'label_ids', 'assignee_ids', 'module_ids', 'estimate_point', 'sub_issues_count', 'attachment_count', 'link_count',
  'parent_id', 'cycle_id', 'type_id', 'created_at', 'updated_at', 'start_date', 'target_date', 'completed_at', 'archived_at', 'deleted_at',
  'created_by', 'updated_by', 'is_draft', 'is_subscribed', 'is_epic', 'is_local_update',
] as const;
