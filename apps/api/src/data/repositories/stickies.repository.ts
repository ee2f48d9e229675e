import { HOME_REORDER_STEP } from '@cairn/types';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { stickies, type StickyRow } from '../schema/home.schema';

// The caller's stickies (issue 16): personal rows, so every query is scoped by workspace AND owner.

const s = stickies;
const mine = (workspaceId: string, ownerId: string): SQL => and(eq(s.workspace_id, workspaceId), eq(s.owner_id, ownerId))!;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The sort_order that puts a new sticky on top of the owner's list (max + HOME_REORDER_STEP; the first one gets the
 * step), as one SQL expression evaluated by the insert itself.
 */
function topSortOrder(workspaceId: string, ownerId: string): SQL<number> {
  return sql<number>`(select coalesce(max(${s.sort_order}), 0) + ${HOME_REORDER_STEP} from ${s} where ${s.workspace_id} = ${workspaceId} and ${s.owner_id} = ${ownerId})`;
}

/** One page of the owner's stickies, sort_order descending (then newest), optionally searched; with the total. One query. */
export async function listStickyPage(
  h: DbOrTx,
  f: { workspaceId: string; ownerId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: StickyRow[]; total: number }> {
  const search = f.search?.trim();
  const where = and(
    mine(f.workspaceId, f.ownerId),
    search ? sql`(${s.name} ilike ${likePattern(search)} or ${s.description_stripped} ilike ${likePattern(search)})` : undefined,
  );
  const rows = await h
    .select({ sticky: s, total: sql<number>`(count(*) over ())::int` })
    .from(s)
    .where(where)
    .orderBy(desc(s.sort_order), desc(s.created_at), desc(s.id))
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length > 0 || f.offset === 0) return { rows: rows.map((r) => r.sticky), total: rows[0]?.total ?? 0 };
  // Past the last page the window count is not available: count on its own.
  const [count] = await h.select({ total: sql<number>`count(*)::int` }).from(s).where(where);
  return { rows: [], total: count?.total ?? 0 };
}

/** The owner's sticky by id, or undefined (another user's or workspace's sticky too). */
export async function findSticky(h: DbOrTx, workspaceId: string, ownerId: string, id: string): Promise<StickyRow | undefined> {
  const [row] = await h.select().from(s).where(and(mine(workspaceId, ownerId), eq(s.id, id))).limit(1);
  return row;
}

/** What a new sticky stores; sort_order absent → on top. */
export interface NewSticky {
  id?: string;
  workspace_id: string;
  owner_id: string;
  name: string;
  description_html: string;
  description_stripped: string;
  color: string;
  background_color: string;
  sort_order?: number;
}

/** Inserts a sticky; undefined when the client-chosen id is taken. */
export async function insertSticky(h: DbOrTx, values: NewSticky, now: Date): Promise<StickyRow | undefined> {
  const [row] = await h
    .insert(s)
    .values({ ...values, sort_order: values.sort_order ?? topSortOrder(values.workspace_id, values.owner_id), created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The fields a PATCH may change. */
export type StickyPatch = Partial<Pick<StickyRow, 'name' | 'description_html' | 'description_stripped' | 'color' | 'background_color' | 'sort_order'>>;

/** Updates the owner's sticky; undefined when it is not theirs. */
export async function updateSticky(h: DbOrTx, workspaceId: string, ownerId: string, id: string, patch: StickyPatch, now: Date): Promise<StickyRow | undefined> {
  const [row] = await h.update(s).set({ ...patch, updated_at: now }).where(and(mine(workspaceId, ownerId), eq(s.id, id))).returning();
  return row;
}

/** Deletes the owner's sticky; false when it is not theirs. */
export async function deleteSticky(h: DbOrTx, workspaceId: string, ownerId: string, id: string): Promise<boolean> {
  const rows = await h.delete(s).where(and(mine(workspaceId, ownerId), eq(s.id, id))).returning({ id: s.id });
  return rows.length > 0;
}
