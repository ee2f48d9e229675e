import type { Favorite, FavoriteEntityType } from '@cairn/types';
import { ROLE } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { readablePagesAmong } from '../../data/repositories/pages.repository';
import { liveCycles, liveModules, visibleProjects, visibleProjectViews, type FavoriteEntity } from '../../data/repositories/favorites.repository';
import type { UserFavoriteRow } from '../../data/schema/projects.schema';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';

// Favorite rows → the wire shape. entity_data is the entity's LIVE name (and a project's or page's logo), read with one query
// per entity type, never one per row. A favorite whose entity is gone, archived or no longer visible to the caller is
// left out of lists (its row stays: access may come back).

type Lookup = (row: UserFavoriteRow) => FavoriteEntity | undefined;

function idsOf(rows: UserFavoriteRow[], type: FavoriteEntityType): string[] {
  return [...new Set(rows.filter((r) => r.entity_type === type && r.entity_identifier).map((r) => r.entity_identifier!))];
}

/** Reads the live entities behind `rows` (at most five queries) and answers a lookup by row. */
export async function entityLookup(h: DbOrTx, access: WorkspaceAccess, userId: string, rows: UserFavoriteRow[]): Promise<Lookup> {
  // One after another: inside a transaction there is one connection.
  const cycles = await liveCycles(h, access.workspace.id, idsOf(rows, 'cycle'));
  const modules = await liveModules(h, access.workspace.id, idsOf(rows, 'module'));
  const views = await visibleProjectViews(h, access.workspace.id, userId, idsOf(rows, 'view'));
  const pages = new Map((await readablePagesAmong(h, access.workspace.id, userId, idsOf(rows, 'page'))).map((p) => [p.id, p as FavoriteEntity]));
  const projectIds = new Set(idsOf(rows, 'project'));
  for (const map of [cycles, modules, views, pages]) for (const e of map.values()) projectIds.add(e.project_id);
  const projects = await visibleProjects(h, access.workspace.id, userId, access.role === ROLE.ADMIN, [...projectIds]);
  const byType: Partial<Record<FavoriteEntityType, Map<string, FavoriteEntity>>> = { project: projects, cycle: cycles, module: modules, view: views, page: pages };
  return (row) => {
    const entity = row.entity_identifier ? byType[row.entity_type as FavoriteEntityType]?.get(row.entity_identifier) : undefined;
    // The entity's project must be one the caller can open (it is the project itself for project favorites).
    return entity && projects.has(entity.project_id) ? entity : undefined;
  };
}

/** One row on the wire; `entity` null for a folder or an entity the caller can no longer see. */
export function presentFavorite(row: UserFavoriteRow, entity: FavoriteEntity | undefined): Favorite {
  const entityData = row.is_folder || !entity
    ? null
    : { name: entity.name, ...(row.entity_type === 'project' || row.entity_type === 'page' ? { logo_props: entity.logo_props ?? {} } : {}) };
  return {
    id: row.id,
    entity_type: row.entity_type as FavoriteEntityType,
    entity_identifier: row.entity_identifier,
    entity_data: entityData,
    project_id: row.project_id,
    parent: row.parent,
    is_folder: row.is_folder,
    name: row.is_folder || !entity ? row.name : entity.name,
    sequence: row.sequence,
    created_at: row.created_at.toISOString(),
  };
}

/** The rows (in display order) the caller can still see, flat: folders always, entities while visible. */
export function presentFlat(rows: UserFavoriteRow[], lookup: Lookup): Favorite[] {
  const out: Favorite[] = [];
  for (const row of rows) {
    const entity = row.is_folder ? undefined : lookup(row);
    if (row.is_folder || entity) out.push(presentFavorite(row, entity));
  }
  return out;
}

/** The top level with each folder's children nested (`children`), in display order. */
export function presentTree(rows: UserFavoriteRow[], lookup: Lookup): Favorite[] {
  const flat = presentFlat(rows, lookup);
  const folders = new Map(flat.filter((f) => f.is_folder).map((f) => [f.id, { ...f, children: [] as Favorite[] }]));
  const top: Favorite[] = [];
  for (const favorite of flat) {
    if (favorite.is_folder) top.push(folders.get(favorite.id)!);
    else if (favorite.parent && folders.has(favorite.parent)) folders.get(favorite.parent)!.children.push(favorite);
    else top.push(favorite);
  }
  return top;
}
