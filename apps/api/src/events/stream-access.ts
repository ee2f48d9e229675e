import { PROJECT_NETWORK, ROLE, type Role } from '@cairn/types';
import type { StreamAccessRows } from '../data/repositories/events.repository';
import type { EventRow } from '../data/schema/events.schema';
import { effectiveProjectRole } from '../modules/projects/projects.policy';

/** What one stream may see, loaded from the database (refreshed on membership changes and every little while). */
export interface StreamAccess {
  userId: string;
  /** Workspace role; null = no longer a member (the stream ends). */
  role: Role | null;
  projects: Map<string, { role: Role | null; network: number; guestAll: boolean }>;
}

/** Builds a StreamAccess from its rows (effective project roles as projects.policy decides them). */
export function streamAccess(userId: string, rows: StreamAccessRows): StreamAccess {
  const role = rows.role as Role | null;
  const projects = new Map<string, { role: Role | null; network: number; guestAll: boolean }>();
  if (role !== null) {
    for (const p of rows.projects) projects.set(p.id, { role: effectiveProjectRole(role, p.membership_role), network: p.network, guestAll: p.guest_view_all_features });
  }
  return { userId, role, projects };
}

const NO_INTAKE: ReadonlySet<string> = new Set();

/** Entity types whose events can change who may see what: streams of the workspace reload their access after one. */
export const ACCESS_CHANGING = new Set(['member', 'project_member', 'project']);

/**
 * Whether a stream may carry an event — the read rules of the API: workspace-level events to every member (drafts only
 * to their creator, notifications only to their receiver, invitations and teamspaces not to guests); project events to those with a project role (workspace admins: every project, secret ones too);
 * a public project's own events also to workspace members and admins who have not joined (they see it in the project
 * list); a guest of a project without guest_view_all_features gets item events only for items they created
 * (`creators`: item id → created_by), and any guest only their own intake requests (`intake`: ids of requests).
 * View and page events follow the project rule (every project role; guests too: they read public pages); their
 * privacy is decided when they are recorded (views.events.ts, pages.events.ts: a private page records no event but an
 * access change, which tells readers to drop it).
 */
export function mayReceive(access: StreamAccess, event: EventRow, creators: Map<string, string | null>, intake: ReadonlySet<string> = NO_INTAKE): boolean {
  if (access.role === null) return false;
  if (event.entity_type === 'draft') return event.actor_id === access.userId;
  // A notification is its receiver's alone (notifications.events.ts puts the receiver in the changes).
  if (event.entity_type === 'notification') return (event.changes.receiver as { new?: unknown } | undefined)?.new === access.userId;
  // Invitations (emails) are listed to members and admins only.
  if (event.entity_type === 'invitation') return access.role !== ROLE.GUEST;
  // Teamspaces: guests read only the teams they are in, so their events (names, members) go to members and admins only.
  if (event.entity_type === 'teamspace') return access.role !== ROLE.GUEST;
  if (!event.project_id) return true;
  const p = access.projects.get(event.project_id);
  if (!p) return false;
  if (p.role === null) return event.entity_type === 'project' && p.network === PROJECT_NETWORK.PUBLIC && access.role !== ROLE.GUEST;
  // Time logs are read by project members and admins only (modules/time-logs): never by guests.
  if (event.entity_type === 'time_log') return p.role !== ROLE.GUEST;
  if (p.role === ROLE.GUEST && event.work_item_id && (!p.guestAll || intake.has(event.work_item_id))) return creators.get(event.work_item_id) === access.userId;
  return true;
}
