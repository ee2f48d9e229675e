import type { DescriptionVersion, StateGroup, WorkItem } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { pageExtrasOf, type ItemExtras } from '../../data/repositories/work-items-details.repository';
import type { WorkItemDescriptionVersionRow, WorkItemRow } from '../../data/schema/work-items.schema';

const NO_EXTRAS: ItemExtras = { label_ids: [], assignee_ids: [], module_ids: [], sub_issues_count: 0, attachment_count: 0, link_count: 0, state_group: null, is_subscribed: false };

/** Row + loaded extras → wire shape. */
function present(row: WorkItemRow, x: ItemExtras): WorkItem {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    sequence_id: row.sequence_id,
    name: row.name,
    description_html: row.description_html,
    sort_order: row.sort_order,
    state_id: row.state_id,
    state__group: (row.state_id ? x.state_group : null) as StateGroup | null,
    priority: row.priority as WorkItem['priority'],
    label_ids: x.label_ids,
    assignee_ids: x.assignee_ids,
    estimate_point: row.estimate_point,
    sub_issues_count: x.sub_issues_count,
    attachment_count: x.attachment_count,
    link_count: x.link_count,
    parent_id: row.parent_id,
    cycle_id: row.cycle_id,
    module_ids: x.module_ids,
    type_id: row.type_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    start_date: row.start_date,
    target_date: row.target_date,
    completed_at: row.completed_at?.toISOString() ?? null,
    archived_at: row.archived_at?.toISOString() ?? null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_by: row.created_by,
    updated_by: row.updated_by,
    is_draft: row.is_draft,
    is_subscribed: x.is_subscribed,
    is_epic: row.is_epic,
  };
}

/**
 * Work item rows → wire shapes, in the same order. Loads label_ids, assignee_ids, sub_issues_count, attachment_count
 * (uploaded, not deleted ISSUE_ATTACHMENT assets), link_count, state__group and is_subscribed (for `userId`) in ONE
 * statement for the whole list (pageExtrasOf) — never one per row. Rows must belong to `workspaceId`.
 */
export async function presentWorkItems(h: DbOrTx, workspaceId: string, rows: WorkItemRow[], userId: string): Promise<WorkItem[]> {
  if (rows.length === 0) return [];
  const extras = await pageExtrasOf(h, workspaceId, rows, userId);
  return rows.map((r) => present(r, extras.get(r.id) ?? NO_EXTRAS));
}

/** Rows whose extras are loaded already (e.g. with a flat list page) → wire shapes, in the same order; no query. */
export function presentLoadedWorkItems(rows: WorkItemRow[], extras: Map<string, ItemExtras>): WorkItem[] {
  return rows.map((r) => present(r, extras.get(r.id) ?? NO_EXTRAS));
}

/** One work item row → wire shape (presentWorkItems for a single row). */
export async function presentWorkItem(h: DbOrTx, workspaceId: string, row: WorkItemRow, userId: string): Promise<WorkItem> {
  const [item] = await presentWorkItems(h, workspaceId, [row], userId);
  return item;
}

/** Description version row → wire shape. */
export function presentDescriptionVersion(row: WorkItemDescriptionVersionRow): DescriptionVersion {
  return {
    id: row.id,
    issue: row.work_item_id,
    description_html: row.description_html,
    owned_by: row.owned_by,
    last_saved_at: row.last_saved_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
