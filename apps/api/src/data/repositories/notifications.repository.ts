import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { events, type EventRow } from '../schema/events.schema';
import { notificationPreferences, notifications, type NotificationRow } from '../schema/home.schema';
import { jobs } from '../schema/jobs.schema';
import { projectMembers, projects, states } from '../schema/projects.schema';
import { users } from '../schema/users.schema';
import {
  workItemActivities, workItemAssignees, workItemDescriptionVersions, workItems, workItemSubscribers,
} from '../schema/work-items.schema';
import { workspaceMembers, workspaces } from '../schema/workspaces.schema';

// Notifications (issue 16): the notify job's reads and writes, the inbox API's queries, mail preferences and digests.
// Every inbox query is scoped by workspace AND receiver.

/** The inbox list's filters (already parsed from the query). */
export interface NotificationFilter {
  workspaceId: string;
  receiverId: string;
  now: Date;
  kinds?: string[];
  /** true: only currently snoozed; false/undefined: only not currently snoozed. */
  snoozed?: boolean;
  /** true: only archived; false/undefined: only not archived. */
  archived?: boolean;
  /** undefined: both. */
  read?: boolean;
  /** undefined: both. */
  mentioned?: boolean;
}

function filterConditions(f: NotificationFilter): SQL[] {
  const c: SQL[] = [eq(notifications.workspace_id, f.workspaceId), eq(notifications.receiver_id, f.receiverId)];
  if (f.kinds && f.kinds.length > 0) c.push(inArray(notifications.kind, f.kinds));
  c.push(f.snoozed ? gt(notifications.snoozed_till, f.now) : or(isNull(notifications.snoozed_till), lte(notifications.snoozed_till, f.now))!);
  c.push(f.archived ? isNotNull(notifications.archived_at) : isNull(notifications.archived_at));
  if (f.read !== undefined) c.push(f.read ? isNotNull(notifications.read_at) : isNull(notifications.read_at));
  if (f.mentioned !== undefined) c.push(eq(notifications.is_mentioned_notification, f.mentioned));
  return c;
}

/** One page of the caller's notifications, newest first, and how many match. */
export async function listNotificationPage(h: DbOrTx, f: NotificationFilter, page: { limit: number; offset: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(...filterConditions(f));
  const rows = await h.select().from(notifications).where(where).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(page.limit).offset(page.offset);
  const [total] = await h.select({ n: count() }).from(notifications).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Unread, not archived, not currently snoozed: all of them and the mentions among them. */
export async function countUnread(h: DbOrTx, workspaceId: string, receiverId: string, now: Date): Promise<{ total: number; mentions: number }> {
  const [row] = await h
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      mentions: sql<number>`count(*) filter (where ${notifications.is_mentioned_notification})`.mapWith(Number),
    })
    .from(notifications)
    .where(and(...filterConditions({ workspaceId, receiverId, now }), isNull(notifications.read_at)));
  return { total: row?.total ?? 0, mentions: row?.mentions ?? 0 };
}

/** One of the caller's notifications (undefined for unknown ids and other users' or workspaces' rows). */
export async function findNotification(h: DbOrTx, workspaceId: string, receiverId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await h
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.workspace_id, workspaceId), eq(notifications.receiver_id, receiverId)))
    .for('update');
  return row;
}

/** Updates one of the caller's notifications; returns the new row. */
export async function updateNotification(
  h: DbOrTx,
  workspaceId: string,
  receiverId: string,
  id: string,
  patch: Partial<Pick<NotificationRow, 'read_at' | 'archived_at' | 'snoozed_till' | 'updated_at' | 'updated_by'>>,
): Promise<NotificationRow | undefined> {
  const [row] = await h
    .update(notifications)
    .set(patch)
    .where(and(eq(notifications.id, id), eq(notifications.workspace_id, workspaceId), eq(notifications.receiver_id, receiverId)))
    .returning();
  return row;
}

/** Marks every unread notification matching the filter read; returns the ids it changed. */
export async function markNotificationsRead(h: DbOrTx, f: NotificationFilter, at: Date): Promise<string[]> {
  const rows = await h
    .update(notifications)
    .set({ read_at: at, updated_at: at, updated_by: f.receiverId })
    .where(and(...filterConditions({ ...f, read: undefined }), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** Display details of the users who triggered notifications. */
export async function findNotificationActors(h: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return h
    .select({ id: users.id, display_name: users.display_name, first_name: users.first_name, last_name: users.last_name, avatar_url: users.avatar_url, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

// ---- mail preferences ----

/** A user's preference row (undefined: none stored, every kind on). */
export async function findNotificationPreferences(h: DbOrTx, userId: string) {
  const [row] = await h.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  return row;
}

/** Preference rows of several users (missing users: every kind on). */
export async function findNotificationPreferencesOf(h: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return h.select().from(notificationPreferences).where(inArray(notificationPreferences.user_id, userIds));
}

/** Writes a user's preferences (the row is created with defaults first). */
export async function upsertNotificationPreferences(h: DbOrTx, userId: string, patch: Record<string, boolean>, at: Date) {
  const [row] = await h
    .insert(notificationPreferences)
    .values({ user_id: userId, ...patch, updated_at: at })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: { ...patch, updated_at: at } })
    .returning();
  return row;
}

// ---- the notify job ----

/** Adds event ids (and new mentions) to a notify job enqueued earlier in the same transaction. */
export async function appendToNotifyJob(h: DbOrTx, jobId: string, eventIds: number[], mentions: Record<string, string[]>): Promise<void> {
  await h
    .update(jobs)
    .set({
      payload: sql`jsonb_set(${jobs.payload} || jsonb_build_object('mentions', coalesce(${jobs.payload}->'mentions', '{}'::jsonb) || ${JSON.stringify(mentions)}::jsonb), '{event_ids}', coalesce(${jobs.payload}->'event_ids', '[]'::jsonb) || ${JSON.stringify(eventIds)}::jsonb)`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')));
}

/** Events of a workspace by id (oldest first). */
export async function findEventsByIds(h: DbOrTx, workspaceId: string, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return h.select().from(events).where(and(eq(events.workspace_id, workspaceId), inArray(events.id, ids))).orderBy(asc(events.id));
}

/** The HTML of an item's description now (inside the write: the new text) and of its version saved before `before`. */
export async function findDescriptionHtmlPair(h: DbOrTx, workItemId: string, before: Date): Promise<{ now: string; previous: string }> {
  const [item] = await h.select({ html: workItems.description_html }).from(workItems).where(eq(workItems.id, workItemId));
  const [prev] = await h
    .select({ html: workItemDescriptionVersions.description_html })
    .from(workItemDescriptionVersions)
    .where(and(eq(workItemDescriptionVersions.work_item_id, workItemId), lt(workItemDescriptionVersions.created_at, before)))
    .orderBy(desc(workItemDescriptionVersions.created_at))
    .limit(1);
  return { now: item?.html ?? '', previous: prev?.html ?? '' };
}

/** The items a notify job is about, with their project identifier and state (deleted items left out). */
export async function findNotifyItems(h: DbOrTx, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return h
    .select({
      id: workItems.id,
      project_id: workItems.project_id,
      name: workItems.name,
      sequence_id: workItems.sequence_id,
      created_by: workItems.created_by,
      is_intake: workItems.is_intake,
      is_draft: workItems.is_draft,
      identifier: projects.identifier,
      guest_view_all_features: projects.guest_view_all_features,
      state_name: states.name,
      state_group: states.group,
    })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .leftJoin(states, eq(states.id, workItems.state_id))
    .where(and(eq(workItems.workspace_id, workspaceId), inArray(workItems.id, ids), isNull(workItems.deleted_at)));
}

/** The activity rows a change wrote (same item, actor and time as its event). */
export async function findChangeActivities(h: DbOrTx, workItemId: string, actorId: string | null, at: Date) {
  return h
    .select()
    .from(workItemActivities)
    .where(and(eq(workItemActivities.work_item_id, workItemId), actorId ? eq(workItemActivities.actor_id, actorId) : isNull(workItemActivities.actor_id), eq(workItemActivities.created_at, at)))
    .orderBy(asc(workItemActivities.id));
}

/** Assignees and subscribers of items: item id → user ids. */
export async function findItemAudience(h: DbOrTx, itemIds: string[]): Promise<{ assignees: Map<string, string[]>; subscribers: Map<string, string[]> }> {
  const assignees = new Map<string, string[]>();
  const subscribers = new Map<string, string[]>();
  if (itemIds.length === 0) return { assignees, subscribers };
  for (const r of await h.select({ item: workItemAssignees.work_item_id, user: workItemAssignees.assignee_id }).from(workItemAssignees).where(inArray(workItemAssignees.work_item_id, itemIds))) {
    assignees.set(r.item, [...(assignees.get(r.item) ?? []), r.user]);
  }
  for (const r of await h.select({ item: workItemSubscribers.work_item_id, user: workItemSubscribers.subscriber_id }).from(workItemSubscribers).where(inArray(workItemSubscribers.work_item_id, itemIds))) {
    subscribers.set(r.item, [...(subscribers.get(r.item) ?? []), r.user]);
  }
  return { assignees, subscribers };
}

/** Active workspace role and project membership role of users (missing: not an active member). */
export async function findMemberRoles(h: DbOrTx, workspaceId: string, projectId: string, userIds: string[]): Promise<Map<string, { workspaceRole: number; projectRole: number | null }>> {
  const out = new Map<string, { workspaceRole: number; projectRole: number | null }>();
  if (userIds.length === 0) return out;
  const rows = await h
    .select({ user: workspaceMembers.member, role: workspaceMembers.role, projectRole: projectMembers.role })
    .from(workspaceMembers)
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, projectId), eq(projectMembers.member, workspaceMembers.member)))
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true), inArray(workspaceMembers.member, userIds)));
  for (const r of rows) out.set(r.user, { workspaceRole: r.role, projectRole: r.projectRole ?? null });
  return out;
}

/** Which of the keys (data.dedupe_key) already have a notification for an item: "receiver|key". */
export async function findExistingDedupeKeys(h: DbOrTx, workItemId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await h
    .select({ receiver: notifications.receiver_id, key: sql<string>`${notifications.data}->>'dedupe_key'` })
    .from(notifications)
    .where(and(eq(notifications.entity_identifier, workItemId), inArray(sql`${notifications.data}->>'dedupe_key'`, keys)));
  return new Set(rows.map((r) => `${r.receiver}|${r.key}`));
}

/** A new notification row. */
export type NewNotificationRow = typeof notifications.$inferInsert;

/** Inserts notifications; returns them. */
export async function insertNotifications(h: DbOrTx, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return h.insert(notifications).values(rows).returning();
}

// ---- the digest ----

/** What a digest mails: the user's unmailed, unread notifications of a workspace created up to `until`. */
export async function findDigestNotifications(h: DbOrTx, workspaceId: string, receiverId: string, until: Date): Promise<NotificationRow[]> {
  return h
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.workspace_id, workspaceId),
        eq(notifications.receiver_id, receiverId),
        isNull(notifications.emailed_at),
        isNull(notifications.read_at),
        lte(notifications.created_at, until),
      ),
    )
    .orderBy(asc(notifications.created_at), asc(notifications.id))
    .for('update');
}

/** Sets emailed_at on notifications. */
export async function markNotificationsEmailed(h: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await h.update(notifications).set({ emailed_at: at }).where(inArray(notifications.id, ids));
}

/** The receiver's address and the workspace's slug and name (undefined when either is gone). */
export async function findDigestTarget(h: DbOrTx, workspaceId: string, userId: string) {
  const [user] = await h.select({ email: users.email, display_name: users.display_name }).from(users).where(eq(users.id, userId));
  const [ws] = await h.select({ slug: workspaces.slug, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return user && ws ? { ...user, slug: ws.slug, workspace_name: ws.name } : undefined;
}

/** State id → group, for the given states. */
export async function findStateGroups(h: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await h.select({ id: states.id, group: states.group }).from(states).where(inArray(states.id, ids));
  return new Map(rows.map((r) => [r.id, r.group]));
}
