import {
  WORK_ITEM_DEFAULT_ORDER_BY, type IssueView, type WorkItemDisplayFilters, type WorkItemDisplayProperties, type WorkItemFilters,
} from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findViewAnchors } from '../../data/repositories/deploy-board-lookups.repository';
import { favoriteViewIds } from '../../data/repositories/views.repository';
import type { IssueViewRow } from '../../data/schema/views.schema';
import type { ViewKind } from './views.policy';

/**
 * The display filters a view answers. Global (workspace) views default to the spreadsheet layout and -created_at,
 * and manual order means nothing across projects there: sort_order reads as -created_at (spec §4, §9).
 */
export function viewDisplayFilters(kind: ViewKind, stored: Record<string, unknown>): WorkItemDisplayFilters {
  const display = stored as WorkItemDisplayFilters;
  if (kind !== 'workspace') return display;
  const orderBy = display.order_by === 'sort_order' || display.order_by === '-sort_order' || !display.order_by ? WORK_ITEM_DEFAULT_ORDER_BY : display.order_by;
  return { ...display, layout: display.layout ?? 'spreadsheet', order_by: orderBy };
}

/** View row + the caller's favorite flag and its publish anchor (issue 20; null when not published) → wire shape. */
export function presentView(row: IssueViewRow, kind: ViewKind, isFavorite: boolean, anchor: string | null = null): IssueView {
  return {
    id: row.id,
    workspace: row.workspace_id,
    project: row.project_id,
    teamspace: row.teamspace_id,
    name: row.name,
    description: row.description,
    access: row.access === 'private' ? 'private' : 'public',
    is_locked: row.is_locked,
    is_favorite: isFavorite,
    filters: row.filters as WorkItemFilters,
    display_filters: viewDisplayFilters(kind, row.display_filters),
    display_properties: row.display_properties as WorkItemDisplayProperties,
    logo_props: row.logo_props,
    sort_order: row.sort_order,
    owned_by: row.owned_by,
    anchor,
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Views of one context → wire shapes; is_favorite and anchor (project views only: only they are published) in one
 * query each whatever the number of views.
 */
export async function presentViews(h: DbOrTx, kind: ViewKind, rows: IssueViewRow[], userId: string): Promise<IssueView[]> {
  const project = kind === 'project' && rows.length > 0;
  const favorites = project ? await favoriteViewIds(h, userId, rows.map((r) => r.id)) : new Set<string>();
  const anchors = project ? await findViewAnchors(h, rows[0].workspace_id, rows.map((r) => r.id)) : new Map<string, string>();
  return rows.map((r) => presentView(r, kind, favorites.has(r.id), anchors.get(r.id) ?? null));
}

/** presentViews for one view. */
export async function presentOneView(h: DbOrTx, kind: ViewKind, row: IssueViewRow, userId: string): Promise<IssueView> {
  const [view] = await presentViews(h, kind, [row], userId);
  return view;
}
