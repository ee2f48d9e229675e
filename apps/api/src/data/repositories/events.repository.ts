import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { events, workspaceEventVersions, type EventRow } from '../schema/events.schema';
import { projectMembers, projects } from '../schema/projects.schema';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';
import { workspaceMembers } from '../schema/workspaces.schema';

/** A new event row (version is stamped at commit by the events_stamp trigger). */
export type NewEventRow = Omit<typeof events.$inferInsert, 'id' | 'version'>;

/** Inserts events; returns the identity ids (for pruning cadence). Call inside the change's transaction. */
export async function insertEvents(tx: DbOrTx, rows: NewEventRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await tx.insert(events).values(rows).returning({ id: events.id })).map((r) => r.id);
}

/** Committed events of a workspace after `after`, oldest first, at most `limit`. */
export async function listEventsAfter(h: DbOrTx, workspaceId: string, after: number, limit: number): Promise<EventRow[]> {
  return h
    .select()
    .from(events)
    .where(and(eq(events.workspace_id, workspaceId), isNotNull(events.version), gt(events.version, after)))
    .orderBy(asc(events.version))
    .limit(limit);
}

/** The workspace's counter: its latest committed version and the version events were pruned through (0, 0 when none). */
export async function findEventCursor(h: DbOrTx, workspaceId: string): Promise<{ version: number; pruned_through: number }> {
  const [row] = await h
    .select({ version: workspaceEventVersions.version, pruned_through: workspaceEventVersions.pruned_through })
    .from(workspaceEventVersions)
    .where(eq(workspaceEventVersions.workspace_id, workspaceId));
  return row ?? { version: 0, pruned_through: 0 };
}

/**
 * Deletes a workspace's events created before `cutoff` and everything numbered below the newest of them (so what is
 * kept is a contiguous tail), and raises `pruned_through` to match. Returns how many rows went.
 */
export async function pruneEvents(h: DbOrTx, workspaceId: string, cutoff: Date): Promise<number> {
  const [edge] = await h
    .select({ version: sql<number | null>`max(${events.version})`.mapWith(Number) })
    .from(events)
    .where(and(eq(events.workspace_id, workspaceId), isNotNull(events.version), lt(events.created_at, cutoff)));
  const through = edge?.version;
  if (!through) return 0;
  const gone = await h
    .delete(events)
    .where(and(eq(events.workspace_id, workspaceId), sql`${events.version} <= ${through}`))
    .returning({ id: events.id });
  await h
    .update(workspaceEventVersions)
    .set({ pruned_through: sql`greatest(${workspaceEventVersions.pruned_through}, ${through})` })
    .where(eq(workspaceEventVersions.workspace_id, workspaceId));
  return gone.length;
}

/** NOTIFY channel every API process listens on: payload '<workspace_id>:<version>' (or ':gone' for a deleted workspace). */
export const EVENTS_CHANNEL = 'cairn_events';

/** Tells every stream of a workspace that it is gone (delivered at commit; its events went with it). */
export async function notifyWorkspaceGone(tx: DbOrTx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${workspaceId}:gone`})`);
}

/** What decides which events a stream may carry: the user's active workspace role and every project with their membership. */
export interface StreamAccessRows {
  /** null: not (or no longer) an active member. */
  role: number | null;
  projects: Array<{ id: string; network: number; guest_view_all_features: boolean; membership_role: number | null }>;
}

/** The user's workspace role and the workspace's projects (archived too) with the user's project role, in two statements. */
export async function findStreamAccessRows(h: DbOrTx, workspaceId: string, userId: string): Promise<StreamAccessRows> {
  const [member] = await h
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member, userId), eq(workspaceMembers.is_active, true)));
  if (!member) return { role: null, projects: [] };
  const rows = await h
    .select({ id: projects.id, network: projects.network, guest_view_all_features: projects.guest_view_all_features, membership_role: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member, userId)))
    .where(eq(projects.workspace_id, workspaceId));
  return { role: member.role, projects: rows };
}

/** Work item rows of a workspace by id (deleted ones and intake requests not accepted left out: never sent as list rows). */
export async function findLiveWorkItems(h: DbOrTx, workspaceId: string, ids: string[]): Promise<WorkItemRow[]> {
  if (ids.length === 0) return [];
  return h
    .select()
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids), sql`${workItems.deleted_at} is null`, sql`${workItems.is_intake} = false`));
}

/** Who created each of these work items (deleted ones too): guests without guest_view_all_features see only their own. */
/** Which of these items are intake requests not accepted (is_intake). */
export async function findIntakeItemIds(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await h
    .select({ id: workItems.id })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids), eq(workItems.is_intake, true)));
  return new Set(rows.map((r) => r.id));
}

export async function findWorkItemCreators(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select({ id: workItems.id, created_by: workItems.created_by })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids)));
  return new Map(rows.map((r) => [r.id, r.created_by]));
}
