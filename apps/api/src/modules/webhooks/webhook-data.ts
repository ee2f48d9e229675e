import type { EventEntityType, WebhookEvent } from '@cairn/types';
import type { Db } from '../../data/db';
import type { EventRow } from '../../data/schema/events.schema';

// What a webhook delivery carries: the seed system's body { event, action, webhook_id, workspace_id, data, activity },
// `data` being the entity in the public API v1 shape (loaders exported by the v1 areas, wired into
// WEBHOOK_DATA_LOADERS by the lead) and `activity` every field the operation changed, old and new together.

/** The webhook event of each event entity type that has one (others send nothing). */
export const WEBHOOK_EVENT_OF: Partial<Record<EventEntityType, WebhookEvent>> = {
  project: 'project',
  work_item: 'issue',
  cycle: 'cycle',
  module: 'module',
  comment: 'issue_comment',
};

/** Loads an entity in its public API v1 shape (server-internal: no access check); null when it is gone. */
export type WebhookDataLoader = (db: Db, workspaceId: string, id: string) => Promise<Record<string, unknown> | null>;

/**
 * The v1 loaders by webhook event. Empty until the v1 areas export theirs (`loadV1Project`, `loadV1WorkItem`,
 * `loadV1Cycle`, `loadV1Module`, `loadV1Comment`); without one, `data` is `{ id, ...new values }`.
 */
export const WEBHOOK_DATA_LOADERS: Partial<Record<WebhookEvent, WebhookDataLoader>> = {};

/** Registers the v1 loaders (the lead's wiring; tests). */
export function setWebhookDataLoaders(loaders: Partial<Record<WebhookEvent, WebhookDataLoader>>): void {
  Object.assign(WEBHOOK_DATA_LOADERS, loaders);
}

/** The seed's action names: archived / restored are updates (of archived_at). */
export function webhookAction(action: string): 'created' | 'updated' | 'deleted' {
  if (action === 'created' || action === 'deleted') return action;
  return 'updated';
}

/** One change to deliver: the events of one entity within one operation, merged. */
export interface WebhookChange {
  /** The first event's id: the delivery's key (unique per webhook). */
  eventId: number;
  event: WebhookEvent;
  entityType: string;
  entityId: string;
  action: 'created' | 'updated' | 'deleted';
  changes: Record<string, { old: unknown; new: unknown }>;
  actorId: string | null;
}

/**
 * The operation's events as changes: one per entity (an operation recording several events of one entity — a create
 * then an update of it — is one delivery carrying all its changed fields, first old value to last new value).
 */
export function webhookChanges(events: EventRow[]): WebhookChange[] {
  const byEntity = new Map<string, WebhookChange>();
  for (const e of [...events].sort((a, b) => a.id - b.id)) {
    const event = WEBHOOK_EVENT_OF[e.entity_type as EventEntityType];
    if (!event) continue;
    const key = `${e.entity_type}:${e.entity_id}`;
    const action = webhookAction(e.action);
    const extraChanges: Record<string, { old: unknown; new: unknown }> = { ...(e.changes ?? {}) };
    // archived / restored are updates of archived_at (the seed's field); the diff of those events carries it already,
    // an archive event without it gets it here (the time of the change).
    if (e.action === 'archived' && !extraChanges.archived_at) extraChanges.archived_at = { old: null, new: e.created_at.toISOString() };
    const seen = byEntity.get(key);
    if (!seen) {
      byEntity.set(key, { eventId: e.id, event, entityType: e.entity_type, entityId: e.entity_id, action, changes: extraChanges, actorId: e.actor_id });
      continue;
    }
    if (action === 'deleted') seen.action = 'deleted';
    else if (seen.action !== 'created' && seen.action !== 'deleted') seen.action = action;
    for (const [field, change] of Object.entries(extraChanges)) {
      const earlier = seen.changes[field];
      seen.changes[field] = earlier ? { old: earlier.old, new: change.new } : change;
    }
  }
  return [...byEntity.values()];
}

/** The `data` of a change: the v1 shape from its loader, else `{ id, ...new values }`; deleted → `{ id }`. */
export async function webhookData(db: Db, workspaceId: string, change: WebhookChange): Promise<Record<string, unknown>> {
  if (change.action === 'deleted') return { id: change.entityId };
  const loader = WEBHOOK_DATA_LOADERS[change.event];
  const loaded = loader ? await loader(db, workspaceId, change.entityId) : null;
  if (loaded) return loaded;
  const values: Record<string, unknown> = {};
  for (const [field, { new: value }] of Object.entries(change.changes)) values[field] = value;
  return { id: change.entityId, ...values };
}

/** Who made the change, as the body shows them. */
export interface WebhookActor {
  id: string;
  display_name: string;
  email: string;
}

/** The exact JSON text of a delivery (signed and sent as is). */
export function webhookBody(input: { change: WebhookChange; webhookId: string; workspaceId: string; data: Record<string, unknown>; actor: WebhookActor | null }): string {
  const { change } = input;
  const fields = Object.keys(change.changes);
  const single = fields.length === 1 ? fields[0] : null;
  return JSON.stringify({
    event: change.event,
    action: change.action,
    webhook_id: input.webhookId,
    workspace_id: input.workspaceId,
    data: input.data,
    activity: {
      actor: input.actor,
      field: single,
      old_value: single ? (change.changes[single].old ?? null) : null,
      new_value: single ? (change.changes[single].new ?? null) : null,
      changes: change.changes,
    },
  });
}
