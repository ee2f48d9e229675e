import type { StreamEvent } from '@cairn/types';
import type { Db } from '../data/db';
import { findIntakeItemIds, findLiveWorkItems, findWorkItemCreators } from '../data/repositories/events.repository';
import type { EventRow } from '../data/schema/events.schema';
import { presentWorkItems } from '../modules/work-items/work-items.presenter';

// What the hub sends: SSE framing, the wire shape of an event and the per-batch reads shared by every stream.

/** The work item a message carries (list row shape, no per-user fields). */
export type ItemWire = NonNullable<StreamEvent['work_item']>;

/** A batch of committed events read once for every stream of a workspace. */
export interface Batch {
  rows: EventRow[];
  /** work item id → created_by (guests' visibility). */
  creators: Map<string, string | null>;
  /** Items that are intake requests not accepted (guests see only their own, whatever the project allows). */
  intake: Set<string>;
  /** Presented work items for events that carry one. */
  items: Map<string, ItemWire>;
}

/** Events whose message carries the work item as list rows present it. */
export const CARRIES_ITEM = new Set(['work_item', 'link', 'attachment']);

/** One SSE message. */
export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An event row → the stream's `change` data (without work_item). */
export function wireEvent(row: EventRow): StreamEvent {
  return {
    workspace_id: row.workspace_id,
    version: row.version!,
    project_id: row.project_id,
    entity_type: row.entity_type as StreamEvent['entity_type'],
    entity_id: row.entity_id,
    work_item_id: row.work_item_id,
    action: row.action as StreamEvent['action'],
    changes: row.changes,
    actor_id: row.actor_id,
    created_at: row.created_at.toISOString(),
  };
}

/** Reads what a batch's messages need, once for every stream: item creators and the presented items. */
export async function prepareBatch(db: Db, workspaceId: string, rows: EventRow[]): Promise<Batch> {
  const itemIds = [...new Set(rows.map((r) => r.work_item_id).filter((id): id is string => id !== null))];
  const [creators, intake] = await Promise.all([findWorkItemCreators(db, workspaceId, itemIds), findIntakeItemIds(db, workspaceId, itemIds)]);
  const carried = [...new Set(rows.filter((r) => CARRIES_ITEM.has(r.entity_type) && r.action !== 'deleted' && r.work_item_id).map((r) => r.work_item_id!))];
  const items = new Map<string, ItemWire>();
  const live = await findLiveWorkItems(db, workspaceId, carried);
  if (live.length) {
    // is_subscribed is per user: left out (the presenter's answer for the actor would be wrong for everyone else).
    for (const item of await presentWorkItems(db, workspaceId, live, rows[0].actor_id ?? live[0].created_by ?? '00000000-0000-0000-0000-000000000000')) {
      const { is_subscribed: _perUser, ...shared } = item;
      items.set(item.id, shared);
    }
  }
  return { rows, creators, intake, items };
}
