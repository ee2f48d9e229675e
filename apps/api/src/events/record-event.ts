import type { EventAction, EventEntityType } from '@cairn/types';
import type { DbOrTx, Tx } from '../data/db';
import { insertEvents, pruneEvents, type NewEventRow } from '../data/repositories/events.repository';
import { enqueueNotifyFor } from '../modules/notifications/notify.hook';
import { enqueueWebhooksFor } from '../modules/webhooks/webhooks.hook';

/** Changed fields: `{ field: { old, new } }` (ids for references, ISO text for times). */
export type EventChanges = Record<string, { old: unknown; new: unknown }>;

/** What a write path tells recordEvent. */
export interface EventInput {
  workspaceId: string;
  /** null for workspace-level entities (workspace, member, invitation, draft). */
  projectId?: string | null;
  entityType: EventEntityType;
  entityId: string;
  /** The work item a comment, reaction, link, relation or attachment belongs to; the item itself for work_item. */
  workItemId?: string | null;
  action: EventAction;
  changes?: EventChanges;
  actorId: string | null;
  /** The write's clock (deps.now()); default the database's now(). */
  at?: Date;
  /**
   * A work item's description before this change, when it changed (not stored: the notify hook diffs its mentions, so
   * people already mentioned are not notified again).
   */
  previousDescriptionHtml?: string;
}

/** Events are kept this long; a stream resuming from before that gets `resync`. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Pruning runs in the write whose event id is a multiple of this (a cheap, bounded DELETE now and then). */
export const EVENT_PRUNE_EVERY = 512;

function toRow(e: EventInput): NewEventRow {
  return {
    workspace_id: e.workspaceId,
    project_id: e.projectId ?? null,
    entity_type: e.entityType,
    entity_id: e.entityId,
    work_item_id: e.workItemId ?? (e.entityType === 'work_item' ? e.entityId : null),
    action: e.action,
    changes: e.changes ?? {},
    actor_id: e.actorId,
    ...(e.at ? { created_at: e.at } : {}),
  };
}

/**
 * Records what a business operation changed. Call it with the operation's `tx`: the events commit or roll back with
 * the change. Their versions are stamped at commit (trigger events_stamp), which also NOTIFYs the streams.
 */
export async function recordEvents(tx: DbOrTx, inputs: EventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = await insertEvents(tx, inputs.map(toRow));
  // Work item and comment changes notify people: one 'notify' job per transaction, committed with it (issue 16).
  await enqueueNotifyFor(tx as Tx, inputs, ids);
  // Project, work item, cycle, module and comment changes reach subscribed webhooks: one 'webhook-fanout' job per transaction (issue 18).
  await enqueueWebhooksFor(tx as Tx, inputs, ids);
  if (ids.some((id) => id % EVENT_PRUNE_EVERY === 0)) {
    const at = inputs[0].at ?? new Date();
    for (const ws of new Set(inputs.map((e) => e.workspaceId))) await pruneEvents(tx, ws, new Date(at.getTime() - EVENT_RETENTION_MS));
  }
}

/** recordEvents for one event. */
export async function recordEvent(tx: DbOrTx, input: EventInput): Promise<void> {
  await recordEvents(tx, [input]);
}

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The fields of `keys` that differ between two versions of a row, as EventChanges (Dates as ISO text). A missing
 * `before` (created) or `after` (deleted) reads as null.
 */
export function diffFields<T extends object>(before: T | null | undefined, after: T | null | undefined, keys: ReadonlyArray<keyof T & string>): EventChanges {
  const changes: EventChanges = {};
  for (const key of keys) {
    const from = comparable(before ? before[key] : null) ?? null;
    const to = comparable(after ? after[key] : null) ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { old: from, new: to };
  }
  return changes;
}

/** recordEvent with `changes` diffed from two versions of a row over `keys` (before null = created, after null = deleted). */
export async function recordRowChange<T extends object>(
  tx: DbOrTx,
  input: Omit<EventInput, 'changes'> & { before: T | null | undefined; after: T | null | undefined; keys: ReadonlyArray<keyof T & string> },
): Promise<void> {
  const { before, after, keys, ...rest } = input;
  await recordEvent(tx, { ...rest, changes: diffFields(before, after, keys) });
}
