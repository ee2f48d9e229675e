import { apiPaths, WORK_ITEM_EXPANDS, type RelatedWorkItem, type RelationType, type StateGroup, type WorkItemDetail, type WorkItemLite } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { listItemAttachments, listItemLinks, listItemReactions, listItemRelationRows, listLiteItems } from '../../data/repositories/work-items-details.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { presentWorkItem } from './work-items.presenter';

/** An expand= value. */
export type WorkItemExpand = (typeof WORK_ITEM_EXPANDS)[number];

/** Parses ?expand=a,b (unknown names are ignored). */
export function parseExpand(expand: string | undefined): Set<WorkItemExpand> {
  const known = new Set<string>(WORK_ITEM_EXPANDS);
  return new Set((expand ?? '').split(',').map((s) => s.trim()).filter((s): s is WorkItemExpand => known.has(s)));
}

type LiteRow = Awaited<ReturnType<typeof listLiteItems>>[number];
const lite = (r: LiteRow): WorkItemLite => ({ ...r, state__group: (r.state__group ?? null) as StateGroup | null, priority: r.priority as WorkItemLite['priority'] });

/**
 * The detail of one item with what `expand` asks for. Relations are stored once ("A blocking B" as B blocked_by A):
 * issue_relation lists the rows stored on this item (its blocked_by, relates_to, duplicate), issue_related the rows
 * stored on other items that point here, with the type as seen from this item (blocked_by there → blocking here).
 */
export async function presentWorkItemDetail(
  h: DbOrTx,
  workspaceId: string,
  row: WorkItemRow,
  userId: string,
  projectIdentifier: string,
  expand: Set<WorkItemExpand>,
): Promise<WorkItemDetail> {
  const detail: WorkItemDetail = { ...(await presentWorkItem(h, workspaceId, row, userId)), project_identifier: projectIdentifier };
  if (expand.has('issue_reactions')) {
    detail.issue_reactions = (await listItemReactions(h, workspaceId, row.id)).map((r) => ({ id: r.id, actor: r.actor_id, reaction: r.reaction, issue: r.work_item_id, created_at: r.created_at.toISOString() }));
  }
  if (expand.has('issue_attachments')) {
    detail.issue_attachments = (await listItemAttachments(h, workspaceId, row.id)).map((a) => ({
      id: a.id,
      issue_id: row.id,
      project_id: a.project_id ?? row.project_id,
      attributes: a.attributes,
      asset_url: apiPaths.assetFile(a.id),
      is_uploaded: a.is_uploaded,
      created_by: a.created_by,
      created_at: a.created_at.toISOString(),
      updated_at: a.updated_at.toISOString(),
    }));
  }
  if (expand.has('issue_link')) {
    detail.issue_link = (await listItemLinks(h, workspaceId, row.id)).map((l) => ({
      id: l.id,
      issue: l.work_item_id,
      url: l.url,
      title: l.title,
      metadata: l.metadata,
      created_by: l.created_by,
      created_at: l.created_at.toISOString(),
      updated_at: l.updated_at.toISOString(),
    }));
  }
  if (expand.has('parent')) {
    const [parent] = row.parent_id ? await listLiteItems(h, workspaceId, [row.parent_id]) : [];
    detail.parent = parent ? lite(parent) : null;
  }
  if (expand.has('issue_relation') || expand.has('issue_related')) {
    const rels = await listItemRelationRows(h, workspaceId, row.id);
    const others = new Map((await listLiteItems(h, workspaceId, rels.map((r) => (r.work_item_id === row.id ? r.related_work_item_id : r.work_item_id)))).map((r) => [r.id, r]));
    const outgoing: RelatedWorkItem[] = [];
    const incoming: RelatedWorkItem[] = [];
    for (const r of rels) {
      const mine = r.work_item_id === row.id;
      const other = others.get(mine ? r.related_work_item_id : r.work_item_id);
      if (!other) continue;
      const type = (mine || r.relation_type !== 'blocked_by' ? r.relation_type : 'blocking') as RelationType;
      (mine ? outgoing : incoming).push({ ...lite(other), relation_type: type });
    }
    if (expand.has('issue_relation')) detail.issue_relation = outgoing;
    if (expand.has('issue_related')) detail.issue_related = incoming;
  }
  return detail;
}
