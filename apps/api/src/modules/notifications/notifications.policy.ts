import { HOME_TEXT, NOTIFICATION_TYPE_FILTERS, type NotificationMarkAllRead, type NotificationsQuery, API_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findNotification, type NotificationFilter } from '../../data/repositories/notifications.repository';
import type { NotificationRow } from '../../data/schema/home.schema';
import { badRequest, notFound } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

/** The caller's inbox in a workspace: any active member (guests too); outsiders 404 "Workspace not found". */
export function requireInbox(h: DbOrTx, slug: string, userId: string): Promise<WorkspaceAccess> {
  return requireWorkspaceRole(h, slug, userId, ANY_ROLE);
}

/** 404 "Notification not found": unknown ids, another user's or another workspace's notification. */
export function notificationNotFound() {
  return notFound(HOME_TEXT.notificationNotFound);
}

/** One of the caller's notifications in the workspace (locked for the change), or 404. */
export async function requireNotification(h: DbOrTx, access: WorkspaceAccess, userId: string, id: string): Promise<NotificationRow> {
  const row = await findNotification(h, access.workspace.id, userId, id);
  if (!row) throw notificationNotFound();
  return row;
}

const BAD_TYPE = 'type must be a comma list of assigned, created, subscribed';
const BAD_CURSOR = 'cursor must look like 300:0:0';

/** The `type` comma list (assigned, created, subscribed), or 400. */
export function parseKinds(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = [...new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))];
  if (list.length === 0) return undefined;
  if (!list.every((v) => (NOTIFICATION_TYPE_FILTERS as readonly string[]).includes(v))) throw badRequest(BAD_TYPE, { type: [BAD_TYPE] });
  return list;
}

const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** The list filter of a GET query (defaults: not archived, not currently snoozed, read or not, mentions or not). */
export function listFilter(workspaceId: string, userId: string, q: NotificationsQuery, now: Date): NotificationFilter {
  return { workspaceId, receiverId: userId, now, kinds: parseKinds(q.type), snoozed: flag(q.snoozed), archived: flag(q.archived), read: flag(q.read), mentioned: flag(q.mentioned) };
}

/** The filter of a mark-all-read body (the list's filters). */
export function markAllFilter(workspaceId: string, userId: string, b: NotificationMarkAllRead, now: Date): NotificationFilter {
  return { workspaceId, receiverId: userId, now, kinds: parseKinds(b.type), snoozed: b.snoozed, archived: b.archived, mentioned: b.mentioned };
}

/** The page a cursor "perPage:pageIndex:0" and per_page ask for (per_page wins; at most 300), or 400. */
export function notificationPage(q: Pick<NotificationsQuery, 'cursor' | 'per_page'>, defaultSize: number): { perPage: number; page: number; offset: number } {
  let size = defaultSize;
  let page = 0;
  if (q.cursor !== undefined) {
    const m = /^(\d{1,4}):(\d{1,7}):(\d{1,2})$/.exec(q.cursor);
    if (!m || Number(m[1]) < 1) throw badRequest(BAD_CURSOR, { cursor: [BAD_CURSOR] });
    size = Number(m[1]);
    page = Number(m[2]);
  }
  const perPage = Math.min(defaultSize, Math.max(1, q.per_page ?? size));
  return { perPage, page, offset: page * perPage };
}

/** The error code of a refused snooze time (a business rule, checked after validation). */
export const SNOOZE_INVALID = 'SNOOZE_INVALID';

/** A snooze time: null, or a parseable time in the future (else 400 SNOOZE_INVALID). */
export function parseSnooze(raw: string | null, now: Date): Date | null {
  if (raw === null) return null;
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(at.getTime())) throw badRequest(API_TEXT.snoozedTillMustBeADate, { snoozed_till: ['snoozed_till must be a date-time'] }, SNOOZE_INVALID);
  if (at.getTime() <= now.getTime()) throw badRequest(HOME_TEXT.snoozeInPast, { snoozed_till: [HOME_TEXT.snoozeInPast] }, SNOOZE_INVALID);
  return at;
}
