import type { Link } from '@cairn/types';
import type { WorkItemLinkRow } from '../../data/schema/work-items.schema';

/** Link row → wire shape. */
export function presentLink(row: WorkItemLinkRow): Link {
  return {
    id: row.id,
    issue: row.work_item_id,
    url: row.url,
    title: row.title,
    metadata: row.metadata,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
