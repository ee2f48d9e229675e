import { NOTIFICATION_DIGEST_WINDOW_MS, type NotificationKind, type NotificationPreferenceKey, type Role } from '@cairn/types';
import type { Tx } from '../../data/db';
import {
  findChangeActivities, findEventsByIds, findExistingDedupeKeys, findItemAudience, findMemberRoles, findNotificationActors,
  findNotificationPreferencesOf, findNotifyItems, findStateGroups, insertNotifications, type NewNotificationRow,
} from '../../data/repositories/notifications.repository';
import type { EventRow } from '../../data/schema/events.schema';
import type { WorkItemActivityRow } from '../../data/schema/work-items.schema';
import { recordEvents } from '../../events/record-event';
import { defineJobKind } from '../../jobs/job-kind';
import { enqueueJob } from '../../jobs/job-queue';
import { effectiveProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { mentionIds, stripRichText } from '../work-items/rich-text';
import { canSeeWorkItem } from '../work-items/work-items.policy';
import { changeSentence, escapeHtml, mailKindsOf, type ChangeActivity } from './notify.messages';
import type { NotifyPayload } from './notify.hook';
import { notificationEvent } from './notifications.events';

type Item = Awaited<ReturnType<typeof findNotifyItems>>[number];

/** One change to notify about: an activity (or a comment's mention-only edit) of one event. */
interface Change {
  event: EventRow;
  item: Item;
  activity: ChangeActivity;
  /** The activity row's id: the dedupe key of the change (one notification per receiver and activity, ever). */
  key: string;
  /** Users newly mentioned by this change, and where. */
  mentioned: string[];
  mentionedIn: 'description' | 'comment' | null;
}

/** The digest's window containing `at`: [start, start + window). */
export function digestWindow(at: Date): { start: number; end: Date } {
  const start = Math.floor(at.getTime() / NOTIFICATION_DIGEST_WINDOW_MS) * NOTIFICATION_DIGEST_WINDOW_MS;
  return { start, end: new Date(start + NOTIFICATION_DIGEST_WINDOW_MS) };
}

function commentMentions(event: EventRow): string[] {
  const html = event.changes.comment_html as { old: unknown; new: unknown } | undefined;
  if (!html || typeof html.new !== 'string') return [];
  const before = new Set(typeof html.old === 'string' ? mentionIds(html.old) : []);
  return mentionIds(html.new).filter((id) => !before.has(id));
}

/** Activity field → the event's change key (events/work-item-events.ts writes ids under these names). */
const EVENT_KEY: Record<string, string> = {
  state: 'state_id', parent: 'parent_id', type: 'type_id', cycle: 'cycle_id', assignees: 'assignee_ids', labels: 'label_ids', module: 'module_ids',
};

/** Whether an activity row belongs to a work item event (same item, actor and time; the field is among its changes). */
function ofEvent(event: EventRow, r: WorkItemActivityRow): boolean {
  if (r.field === 'comment') return false;
  if (event.action === 'created') return true;
  return r.field !== null && (EVENT_KEY[r.field] ?? r.field) in event.changes;
}

/** The changes of the job's events: each activity row once (two events of one item and time may share them). */
async function changesOf(tx: Tx, eventsRows: EventRow[], items: Map<string, Item>, mentions: Record<string, string[]>): Promise<Change[]> {
  const out: Change[] = [];
  const seen = new Set<string>();
  for (const event of eventsRows) {
    const item = event.work_item_id ? items.get(event.work_item_id) : undefined;
    if (!item) continue;
    const rows: WorkItemActivityRow[] = await findChangeActivities(tx, item.id, event.actor_id, event.created_at);
    if (event.entity_type === 'comment') {
      const own = rows.filter((r) => r.field === 'comment' && (r.new_identifier === event.entity_id || r.old_identifier === event.entity_id));
      const mentioned = commentMentions(event);
      const text = stripRichText(String((event.changes.comment_html as { new?: unknown } | undefined)?.new ?? ''));
      for (const r of own) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        // A new comment notifies everyone; an edit only those it newly mentions.
        if (r.verb === 'created') out.push({ event, item, activity: { ...r, new_value: text }, key: r.id, mentioned, mentionedIn: 'comment' });
        else if (r.verb === 'updated' && mentioned.length > 0) out.push({ event, item, activity: { ...r, new_value: text }, key: r.id, mentioned, mentionedIn: 'comment' });
      }
      continue;
    }
    const mentioned = mentions[String(event.id)] ?? [];
    for (const r of rows) {
      if (!ofEvent(event, r) || seen.has(r.id)) continue;
      seen.add(r.id);
      const carriesMentions = r.field === 'description' || r.field === null;
      out.push({ event, item, activity: r, key: r.id, mentioned: carriesMentions ? mentioned : [], mentionedIn: carriesMentions && mentioned.length > 0 ? 'description' : null });
    }
  }
  return out;
}

/** Whether a user may be told about an item: an active member with a role in its project who may see it. */
function mayBeTold(role: { workspaceRole: number; projectRole: number | null } | undefined, item: Item, userId: string): boolean {
  if (!role) return false;
  const projectRole = effectiveProjectRole(role.workspaceRole, role.projectRole);
  if (projectRole === null) return false;
  // The API's read rule (guests without guest_view_all_features see only what they created; intake: their own).
  const access = { projectRole: projectRole as Role, project: { guest_view_all_features: item.guest_view_all_features } } as unknown as ProjectAccess;
  return canSeeWorkItem(access, item, userId);
}

/** Who gets a change, each once, with the most specific kind (mentioned, assigned, created, subscribed). */
function receiversOf(c: Change, audience: Awaited<ReturnType<typeof findItemAudience>>): Map<string, NotificationKind> {
  const out = new Map<string, NotificationKind>();
  for (const id of audience.subscribers.get(c.item.id) ?? []) out.set(id, 'subscribed');
  if (c.item.created_by) out.set(c.item.created_by, 'created');
  for (const id of audience.assignees.get(c.item.id) ?? []) out.set(id, 'assigned');
  // A comment edit tells only those it newly mentions.
  if (c.mentionedIn === 'comment' && c.activity.verb === 'updated') out.clear();
  for (const id of c.mentioned) out.set(id, 'mentioned');
  if (c.event.actor_id) out.delete(c.event.actor_id);
  return out;
}

/**
 * Turns a transaction's work item and comment events into notifications (issue 16): receivers are the item's
 * assignees, creator, subscribers and users newly @-mentioned; never the actor, a non-member, or a guest who may not
 * see the item. Idempotent per (receiver, activity row) via data.dedupe_key (a retry, or another event of the same
 * item, actor and instant, adds nothing). Records a 'notification' event per
 * notification (delivered only to its receiver) and enqueues each receiver's mail digest for the window.
 */
export const notifyJob = defineJobKind<NotifyPayload>({
  maxAttempts: 6,
  backoffBaseMs: 5_000,
  async run(payload, { deps }) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const eventRows = await findEventsByIds(tx, payload.workspace_id, payload.event_ids ?? []);
      const itemIds = [...new Set(eventRows.map((e) => e.work_item_id).filter((id): id is string => !!id))];
      const items = new Map((await findNotifyItems(tx, payload.workspace_id, itemIds)).map((i) => [i.id, i]));
      const changes = await changesOf(tx, eventRows, items, payload.mentions ?? {});
      if (changes.length === 0) return;
      const audience = await findItemAudience(tx, [...items.keys()]);
      const completedStates = await findStateGroups(tx, changes.filter((c) => c.activity.field === 'state').map((c) => (c.activity as Partial<WorkItemActivityRow>).new_identifier).filter((id): id is string => !!id));
      const actors = new Map((await findNotificationActors(tx, [...new Set(changes.map((c) => c.event.actor_id).filter((id): id is string => !!id))])).map((a) => [a.id, a]));
      const rows: NewNotificationRow[] = [];
      for (const projectId of new Set(changes.map((c) => c.item.project_id))) {
        const ofProject = changes.filter((c) => c.item.project_id === projectId);
        const receivers = ofProject.map((c) => receiversOf(c, audience));
        const roles = await findMemberRoles(tx, payload.workspace_id, projectId, [...new Set(receivers.flatMap((r) => [...r.keys()]))]);
        for (let i = 0; i < ofProject.length; i++) {
          const c = ofProject[i];
          const dedupeKey = c.key;
          const existing = await findExistingDedupeKeys(tx, c.item.id, [dedupeKey]);
          const actor = c.event.actor_id ? actors.get(c.event.actor_id) : undefined;
          const actorName = actor ? actor.display_name || actor.first_name || actor.email : 'Someone';
          const ref = `${c.item.identifier}-${c.item.sequence_id} ${c.item.name}`;
          const newState = (c.activity as Partial<WorkItemActivityRow>).new_identifier;
          const completed = c.activity.field === 'state' && !!newState && completedStates.get(newState) === 'completed';
          for (const [receiver, kind] of receivers[i]) {
            if (existing.has(`${receiver}|${dedupeKey}`) || !mayBeTold(roles.get(receiver), c.item, receiver)) continue;
            const mentioned = kind === 'mentioned';
            const text = changeSentence(actorName, c.activity, mentioned ? c.mentionedIn : null, ref);
            const field = c.activity.field ?? 'created';
            rows.push({
              workspace_id: payload.workspace_id,
              project_id: c.item.project_id,
              receiver_id: receiver,
              triggered_by_id: c.event.actor_id,
              sender: `in_app:issue_activities:${mentioned ? 'mention' : field}`,
              entity_name: 'issue',
              entity_identifier: c.item.id,
              kind,
              title: c.item.name,
              message: { text, actor: actorName },
              message_html: `<p>${escapeHtml(text)}</p>`,
              message_stripped: text,
              data: {
                issue: { id: c.item.id, name: c.item.name, sequence_id: c.item.sequence_id, identifier: c.item.identifier, state_name: c.item.state_name, state_group: c.item.state_group },
                issue_activity: { field, old_value: c.activity.old_value, new_value: c.activity.new_value, verb: c.activity.verb, ...(c.activity.field === 'comment' ? { comment: c.activity.new_value } : {}) },
                event_id: c.event.id,
                dedupe_key: dedupeKey,
                mail_kinds: mailKindsOf(c.activity, mentioned, completed),
              },
              is_inbox_issue: c.item.is_intake,
              is_mentioned_notification: mentioned,
              created_by: c.event.actor_id,
              updated_by: c.event.actor_id,
              created_at: now,
              updated_at: now,
            });
          }
        }
      }
      const created = await insertNotifications(tx, rows);
      await recordEvents(tx, created.map((n) => notificationEvent(n, 'created', n.triggered_by_id, now)));
      await enqueueDigests(tx, payload.workspace_id, created, now);
    });
  },
});

/** Enqueues one digest per receiver and window for the notifications their preferences mail. */
async function enqueueDigests(tx: Tx, workspaceId: string, created: Array<{ receiver_id: string; data: Record<string, unknown> }>, now: Date): Promise<void> {
  if (created.length === 0) return;
  const prefs = new Map((await findNotificationPreferencesOf(tx, [...new Set(created.map((n) => n.receiver_id))])).map((p) => [p.user_id, p]));
  const window = digestWindow(now);
  const due = new Set<string>();
  for (const n of created) {
    const p = prefs.get(n.receiver_id);
    const kinds = (n.data.mail_kinds ?? []) as NotificationPreferenceKey[];
    if (kinds.some((k) => !p || p[k])) due.add(n.receiver_id);
  }
  for (const userId of due) {
    await enqueueJob(
      tx,
      { kind: 'notification-digest', payload: { workspace_id: workspaceId, user_id: userId }, runAt: window.end, dedupeKey: `digest:${userId}:${workspaceId}:${window.start}` },
      now,
    );
  }
}
