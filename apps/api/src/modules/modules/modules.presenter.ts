import type { Module, ModuleLink, ModuleStatus, PlanningCounts } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { moduleLinksOf } from '../../data/repositories/module-links.repository';
import { favoriteModuleIds, moduleMemberIds } from '../../data/repositories/modules.repository';
import { emptyPlanningCounts, planningCountsOf } from '../../data/repositories/planning-stats.repository';
import type { ModuleLinkRow, ModuleRow } from '../../data/schema/planning.schema';

/** What a module answer adds to its row: members, links, the caller's favorite flag and the item counts. */
export interface ModuleExtras {
  memberIds: string[];
  links: ModuleLinkRow[];
  isFavorite: boolean;
  counts: PlanningCounts;
}

/** Module link row → wire shape. */
export function presentModuleLink(row: ModuleLinkRow): ModuleLink {
  return {
    id: row.id,
    module_id: row.module_id,
    title: row.title,
    url: row.url,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Module row and its extras → wire shape. */
export function presentModule(row: ModuleRow, extras: ModuleExtras): Module {
  return {
    ...extras.counts,
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    target_date: row.target_date,
    // The table's check constraint keeps status among MODULE_STATUSES.
    status: row.status as ModuleStatus,
    lead_id: row.lead_id,
    member_ids: extras.memberIds,
    sort_order: row.sort_order,
    archived_at: row.archived_at?.toISOString() ?? null,
    is_favorite: extras.isFavorite,
    link_module: extras.links.map(presentModuleLink),
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Module rows → wire shapes for the caller, with members, links, favorites and counts loaded for the whole list in
 * four queries whatever its length.
 */
export async function presentModules(h: DbOrTx, workspaceId: string, rows: ModuleRow[], userId: string): Promise<Module[]> {
  const ids = rows.map((r) => r.id);
  const members = await moduleMemberIds(h, ids);
  const links = await moduleLinksOf(h, ids);
  const favorites = await favoriteModuleIds(h, userId, ids);
  const counts = await planningCountsOf(h, { kind: 'module', workspaceId, ids });
  return rows.map((row) =>
    presentModule(row, {
      memberIds: members.get(row.id) ?? [],
      links: links.get(row.id) ?? [],
      isFavorite: favorites.has(row.id),
      counts: counts.get(row.id) ?? emptyPlanningCounts(),
    }),
  );
}
