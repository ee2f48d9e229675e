import type { Sticky } from '@cairn/types';
import type { StickyRow } from '../../data/schema/home.schema';

/** A sticky row on the wire (description_stripped stays on the server: it serves search). */
export function presentSticky(row: StickyRow): Sticky {
  return {
    id: row.id,
    workspace: row.workspace_id,
    owner: row.owner_id,
    name: row.name,
    description_html: row.description_html,
    color: row.color,
    background_color: row.background_color,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
