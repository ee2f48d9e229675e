import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { userFavorites, type UserFavoriteRow } from '../schema/projects.schema';
import { issueViews, type IssueViewRow } from '../schema/views.schema';
import { lastFavoriteSequence } from './favorites.repository';
import { uuidArray } from './sql-arrays';

// Saved views (issue 14): the rows of the three kinds (project, team, workspace) and the favorites of project views.
// Every query is scoped by the workspace and the view's context; a private view is found only for its owner.

/** Where a view lives: a project, a teamspace, or the workspace itself (a global view: neither). */
export interface ViewContext {
  workspaceId: string;
  projectId: string | null;
  teamspaceId: string | null;
}

/** Columns a new view row takes. */
export type NewIssueView = typeof issueViews.$inferInsert;
/** Fields a view update may change. */
export type IssueViewPatch = Partial<
  Pick<
    IssueViewRow,
    'name' | 'description' | 'access' | 'is_locked' | 'filters' | 'display_filters' | 'display_properties' | 'logo_props' | 'sort_order' | 'updated_by'
  >
>;

const v = issueViews;

/** The context's rows: the workspace, and exactly this project / teamspace (null means none). */
function inContext(c: ViewContext): SQL {
  return and(
    eq(v.workspace_id, c.workspaceId),
    c.projectId ? eq(v.project_id, c.projectId) : isNull(v.project_id),
    c.teamspaceId ? eq(v.teamspace_id, c.teamspaceId) : isNull(v.teamspace_id),
  )!;
}

/** Public views, and private ones the user owns. */
function visibleTo(userId: string): SQL {
  return or(eq(v.access, 'public'), eq(v.owned_by, userId))!;
}

/** The views of a context the user may see (public ones and their own private ones), in display order. */
export async function listViews(h: DbOrTx, c: ViewContext, userId: string): Promise<IssueViewRow[]> {
  return h
    .select()
    .from(v)
    .where(and(inContext(c), visibleTo(userId)))
    .orderBy(asc(v.sort_order), asc(v.created_at), asc(v.id));
}

/**
 * A view of the context by id that the user may see; other contexts' and workspaces' views and another user's private
 * view find nothing. With `lock`, the row is locked FOR UPDATE (edits of one view are decided one at a time).
 */
export async function findVisibleView(h: DbOrTx, c: ViewContext, viewId: string, userId: string, options: { lock?: boolean } = {}): Promise<IssueViewRow | undefined> {
  const query = h.select().from(v).where(and(inContext(c), eq(v.id, viewId), visibleTo(userId))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a view. */
export async function insertView(h: DbOrTx, values: NewIssueView): Promise<IssueViewRow> {
  const [row] = await h.insert(v).values(values).returning();
  return row;
}

/** Updates a view of the context. */
export async function updateView(h: DbOrTx, c: ViewContext, viewId: string, patch: IssueViewPatch, now: Date): Promise<IssueViewRow> {
  const [row] = await h
    .update(v)
    .set({ ...patch, updated_at: now })
    .where(and(inContext(c), eq(v.id, viewId)))
    .returning();
  return row;
}

/** Deletes a view of the context. */
export async function deleteView(h: DbOrTx, c: ViewContext, viewId: string): Promise<void> {
  await h.delete(v).where(and(inContext(c), eq(v.id, viewId)));
}

/** The ids among `viewIds` the user has favorited. */
export async function favoriteViewIds(h: DbOrTx, userId: string, viewIds: string[]): Promise<Set<string>> {
  if (viewIds.length === 0) return new Set();
  const rows = await h
    .select({ id: userFavorites.entity_identifier })
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, userId), eq(userFavorites.entity_type, 'view'), sql`${userFavorites.entity_identifier} = any(${uuidArray(viewIds)})`));
  return new Set(rows.map((r) => r.id!));
}

/** Marks a project view as the user's favorite (no-op when it already is); returns the favorite row. */
export async function addViewFavorite(
  h: DbOrTx,
  values: { workspace_id: string; user_id: string; project_id: string; view_id: string; name: string },
  now: Date,
): Promise<UserFavoriteRow> {
  const { view_id, ...rest } = values;
  await h
    .insert(userFavorites)
    .values({ ...rest, entity_type: 'view', entity_identifier: view_id, sequence: lastFavoriteSequence(rest.workspace_id, rest.user_id), created_at: now, updated_at: now })
    .onConflictDoNothing();
  const [row] = await h
    .select()
    .from(userFavorites)
    .where(and(eq(userFavorites.user_id, values.user_id), eq(userFavorites.entity_type, 'view'), eq(userFavorites.entity_identifier, view_id)))
    .limit(1);
  return row;
}

/**
 * Removes favorites of a view: one user's (`{ userId }`), every user's but one (`{ exceptUserId }`: the view became
 * private), or every user's (`{}`: the view is deleted).
 */
export async function removeViewFavorites(h: DbOrTx, workspaceId: string, viewId: string, who: { userId?: string; exceptUserId?: string | null } = {}): Promise<void> {
  await h
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.workspace_id, workspaceId),
        eq(userFavorites.entity_type, 'view'),
        eq(userFavorites.entity_identifier, viewId),
        who.userId ? eq(userFavorites.user_id, who.userId) : undefined,
        who.exceptUserId ? ne(userFavorites.user_id, who.exceptUserId) : undefined,
      ),
    );
}
