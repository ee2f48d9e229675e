import { FAVORITE_SEQUENCE_GAP } from '@cairn/types';
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cycles, modules } from '../schema/planning.schema';
import { projectMembers, projects, userFavorites, type UserFavoriteRow } from '../schema/projects.schema';
import { issueViews } from '../schema/views.schema';
import { workspaceMembers } from '../schema/workspaces.schema';
import { uuidArray } from './sql-arrays';

// The caller's favorites (issue 14): personal rows, so every query is scoped by workspace AND user.

/**
 * The sequence that puts a new favorite last among the user's top-level favorites of the workspace (max + the gap), as
 * one SQL expression so every insert path (this module, user-favorite-cycles/, -modules/, -projects/) agrees.
 */
export function lastFavoriteSequence(workspaceId: string, userId: string, parent: string | null = null): SQL<number> {
  const f = userFavorites;
  const inParent = parent ? sql`${f.parent} = ${parent}` : sql`${f.parent} is null`;
  return sql<number>`(select coalesce(max(${f.sequence}), 0) + ${FAVORITE_SEQUENCE_GAP} from ${f} where ${f.workspace_id} = ${workspaceId} and ${f.user_id} = ${userId} and ${inParent})`;
}

/** Marks a project as the user's favorite (no-op when it already is), last among their favorites; returns the favorite row. */
export async function addProjectFavorite(h: DbOrTx, values: { workspace_id: string; user_id: string; project_id: string; name: string }, now: Date): Promise<UserFavoriteRow> {
  await h
    .insert(userFavorites)
    .values({
      ...values, entity_type: 'project', entity_identifier: values.project_id, sequence: lastFavoriteSequence(values.workspace_id, values.user_id),
      created_at: now, updated_at: now,
    })
    .onConflictDoNothing();
  const [row] = await h
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, values.user_id), eq(userFavorites.entity_type, 'project'), eq(userFavorites.entity_identifier, values.project_id)))
    .limit(1);
  return row;
}

/** Removes the user's favorite of a project. */
export async function removeProjectFavorite(h: DbOrTx, userId: string, projectId: string): Promise<void> {
  await h
    .delete(userFavorites)
    .where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'project'), eq(userFavorites.entity_identifier, projectId)));
}

/** Removes every user's favorites of a project and of the things inside it (archive). */
export async function removeAllFavoritesOfProject(h: DbOrTx, projectId: string): Promise<void> {
  await h.delete(userFavorites).where(eq(userFavorites.project_id, projectId));
}

/**
 * Locks the caller's membership row until the transaction ends: one user's favorite writes in a workspace are decided
 * one at a time (folder names stay unique, "last" sequences do not collide).
 */
export async function lockFavoritesOf(h: DbOrTx, workspaceId: string, userId: string): Promise<void> {
  await h
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member, userId)))
    .for('no key update');
}

/** Every favorite of the user in the workspace, in display order (sequence, then creation, then id). */
export async function listFavoriteRows(h: DbOrTx, workspaceId: string, userId: string, parent?: string): Promise<UserFavoriteRow[]> {
  const f = userFavorites;
  return h
    .select()
    .from(f)
    .where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), parent ? eq(f.parent, parent) : undefined))
    .orderBy(asc(f.sequence), asc(f.created_at), asc(f.id));
}

/** One favorite of the user in the workspace, or undefined (another user's or workspace's id reads as missing). */
export async function findFavorite(h: DbOrTx, workspaceId: string, userId: string, id: string): Promise<UserFavoriteRow | undefined> {
  const f = userFavorites;
  const [row] = await h.select().from(f).where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.id, id))).limit(1);
  return row;
}

/** The user's favorite of an entity (in the workspace), or undefined. */
export async function findEntityFavorite(h: DbOrTx, workspaceId: string, userId: string, entityType: string, entityId: string): Promise<UserFavoriteRow | undefined> {
  const f = userFavorites;
  const [row] = await h
    .select()
    .from(f)
    .where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.entity_type, entityType), eq(f.entity_identifier, entityId)))
    .limit(1);
  return row;
}

/** True when the user has another folder of this name (case-insensitive) in the workspace. */
export async function folderNameTaken(h: DbOrTx, workspaceId: string, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const f = userFavorites;
  const [row] = await h
    .select({ id: f.id })
    .from(f)
    .where(and(
      eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.is_folder, true), sql`lower(${f.name}) = lower(${name})`,
      exceptId ? ne(f.id, exceptId) : undefined,
    ))
    .limit(1);
  return row !== undefined;
}

/** What insertFavorite stores; sequence null puts it last in its parent (or at the top level). */
export interface NewFavorite {
  id?: string;
  workspace_id: string;
  user_id: string;
  entity_type: string;
  entity_identifier: string | null;
  project_id: string | null;
  parent: string | null;
  is_folder: boolean;
  name: string;
}

/** Inserts a favorite last in its parent; an entity the user already favorited answers undefined (nothing inserted). */
export async function insertFavorite(h: DbOrTx, values: NewFavorite, now: Date): Promise<UserFavoriteRow | undefined> {
  const [row] = await h
    .insert(userFavorites)
    .values({ ...values, sequence: lastFavoriteSequence(values.workspace_id, values.user_id, values.parent), created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The fields PATCH changes; `sequence: 'last'` puts it last in its (new) parent. */
export interface FavoritePatch {
  parent?: string | null;
  sequence?: number | 'last';
  name?: string;
}

/** Updates one favorite of the user; answers the new row. */
export async function updateFavorite(h: DbOrTx, workspaceId: string, userId: string, id: string, patch: FavoritePatch, now: Date): Promise<UserFavoriteRow> {
  const f = userFavorites;
  const parent = patch.parent === undefined ? undefined : patch.parent;
  const set: Partial<Record<'parent' | 'sequence' | 'name' | 'updated_at', unknown>> = { updated_at: now };
  if (parent !== undefined) set.parent = parent;
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.sequence === 'last') set.sequence = lastFavoriteSequence(workspaceId, userId, parent ?? null);
  else if (patch.sequence !== undefined) set.sequence = patch.sequence;
  const [row] = await h
    .update(f)
    .set(set as Partial<typeof f.$inferInsert>)
    .where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.id, id)))
    .returning();
  return row;
}

/** Moves a folder's children to the top level, keeping their sequence (before the folder goes). */
export async function releaseFolderChildren(h: DbOrTx, workspaceId: string, userId: string, folderId: string, now: Date): Promise<void> {
  const f = userFavorites;
  await h.update(f).set({ parent: null, updated_at: now }).where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.parent, folderId)));
}

/** Deletes one favorite of the user. */
export async function deleteFavorite(h: DbOrTx, workspaceId: string, userId: string, id: string): Promise<void> {
  const f = userFavorites;
  await h.delete(f).where(and(eq(f.workspace_id, workspaceId), eq(f.user_id, userId), eq(f.id, id)));
}

/** A favorited entity as the sidebar shows it, live: name, project and (projects) logo. */
export interface FavoriteEntity {
  id: string;
  name: string;
  project_id: string;
  logo_props?: Record<string, unknown> | null;
}

/**
 * The projects among `ids` the user can open in the workspace, not archived: every project for workspace admins, the
 * projects they are a member of otherwise. One query.
 */
export async function visibleProjects(h: DbOrTx, workspaceId: string, userId: string, isAdmin: boolean, ids: string[]): Promise<Map<string, FavoriteEntity>> {
  if (ids.length === 0) return new Map();
  const member = sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${projects.id} and pm.member = ${userId})`;
  const rows = await h
    .select({ id: projects.id, name: projects.name, logo_props: projects.logo_props })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), sql`${projects.id} = any(${uuidArray(ids)})`, isNull(projects.archived_at), isAdmin ? undefined : member));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, project_id: r.id, logo_props: (r.logo_props ?? null) as Record<string, unknown> | null }]));
}

/** The cycles among `ids` of the workspace that are not archived (name and project). One query. */
export async function liveCycles(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Map<string, FavoriteEntity>> {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select({ id: cycles.id, name: cycles.name, project_id: cycles.project_id })
    .from(cycles)
    .where(and(eq(cycles.workspace_id, workspaceId), sql`${cycles.id} = any(${uuidArray(ids)})`, isNull(cycles.archived_at)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The modules among `ids` of the workspace that are not archived (name and project). One query. */
export async function liveModules(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Map<string, FavoriteEntity>> {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select({ id: modules.id, name: modules.name, project_id: modules.project_id })
    .from(modules)
    .where(and(eq(modules.workspace_id, workspaceId), sql`${modules.id} = any(${uuidArray(ids)})`, isNull(modules.archived_at)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The project views among `ids` of the workspace that the user may see (public ones, and their own private ones). One query. */
export async function visibleProjectViews(h: DbOrTx, workspaceId: string, userId: string, ids: string[]): Promise<Map<string, FavoriteEntity>> {
  if (ids.length === 0) return new Map();
  const v = issueViews;
  const rows = await h
    .select({ id: v.id, name: v.name, project_id: v.project_id })
    .from(v)
    .where(and(
      eq(v.workspace_id, workspaceId), sql`${v.id} = any(${uuidArray(ids)})`, sql`${v.project_id} is not null`,
      sql`(${v.access} = 'public' or ${v.owned_by} = ${userId})`,
    ));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, project_id: r.project_id! }]));
}

/** An entity a favorite may point at, with what the rules need (archived, view access and owner). */
export interface FavoritableEntity {
  id: string;
  name: string;
  project_id: string | null;
  archived: boolean;
  access?: string;
  owned_by?: string | null;
}

/** A cycle, module or view of the workspace by id (any project of it), or undefined. One query. */
export async function findFavoritableEntity(h: DbOrTx, workspaceId: string, type: 'cycle' | 'module' | 'view', id: string): Promise<FavoritableEntity | undefined> {
  if (type === 'view') {
    const v = issueViews;
    const [row] = await h
      .select({ id: v.id, name: v.name, project_id: v.project_id, access: v.access, owned_by: v.owned_by })
      .from(v)
      .where(and(eq(v.workspace_id, workspaceId), eq(v.id, id)))
      .limit(1);
    return row ? { ...row, archived: false } : undefined;
  }
  const t = type === 'cycle' ? cycles : modules;
  const [row] = await h
    .select({ id: t.id, name: t.name, project_id: t.project_id, archived_at: t.archived_at })
    .from(t)
    .where(and(eq(t.workspace_id, workspaceId), eq(t.id, id)))
    .limit(1);
  return row ? { id: row.id, name: row.name, project_id: row.project_id, archived: row.archived_at !== null } : undefined;
}
