import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.schema';
import { workItemSchema } from './work-item.schema';

/** What an event is about (the entity types the API records). */
export const EVENT_ENTITY_TYPES = [
  'workspace',
  'member',
  'invitation',
  'project',
  'project_member',
  'state',
  'label',
  'estimate',
  'work_item',
  'draft',
  'comment',
  'reaction',
  'link',
  'relation',
  'attachment',
  'cycle',
  'module',
  'view',
  'teamspace',
  'page',
  'notification',
  'time_log',
  // Publishing (issue 20): a project's or view's published board, and votes on work items.
  'deploy_board',
  'vote',
] as const;
/** One of EVENT_ENTITY_TYPES. */
export type EventEntityType = (typeof EVENT_ENTITY_TYPES)[number];

/** What happened to the entity. */
export const EVENT_ACTIONS = ['created', 'updated', 'deleted', 'archived', 'restored'] as const;
/** One of EVENT_ACTIONS. */
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * SSE `event:` names on the stream: `ready` (first message once the stream is live: the cursor it starts after),
 * `change` (one event), `resync` (reload everything: the missed events are gone; sent before `ready`).
 */
export const STREAM_EVENT = { ready: 'ready', change: 'change', resync: 'resync' } as const;

/** One changed field: its stored value before and after (ids for references, ISO text for dates). */
export const eventFieldChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });

/**
 * One recorded change, as the stream's `event: change` data carries it. `version` is the workspace's gap-free event
 * counter (also the SSE `id:`), the resume cursor. `work_item_id` is the item a comment, reaction, link, relation or
 * attachment belongs to (the item itself for work_item events). `work_item` (work_item created/updated/archived/
 * restored only, when the recipient may see it) is the item as GET list rows present it, without per-user fields
 * (is_subscribed is not sent: fetch it on the detail page) — apply it without a request; deleted → drop the item.
 */
export const streamEventSchema = z.object({
  workspace_id: uuidSchema,
  version: z.number().int().positive(),
  project_id: uuidSchema.nullable(),
  entity_type: z.enum(EVENT_ENTITY_TYPES),
  entity_id: uuidSchema,
  work_item_id: uuidSchema.nullable(),
  action: z.enum(EVENT_ACTIONS),
  changes: z.record(z.string(), eventFieldChangeSchema),
  actor_id: uuidSchema.nullable(),
  created_at: timestampSchema,
  work_item: workItemSchema.omit({ is_subscribed: true }).optional(),
});
/** A stream `change` message's data. */
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** The data of `event: resync`: the cursor the client asked from and the oldest one still kept (reload, then resume from `version`). */
export const streamResyncSchema = z.object({ after: z.number().int().nonnegative(), version: z.number().int().nonnegative() });
/** A stream `resync` message's data. */
export type StreamResync = z.infer<typeof streamResyncSchema>;

/** The data of `event: ready`: the stream carries every visible event after `version` from here on. */
export const streamReadySchema = z.object({ version: z.number().int().nonnegative() });
/** A stream `ready` message's data. */
export type StreamReady = z.infer<typeof streamReadySchema>;

/** ?after= on the stream URL (the Last-Event-ID header wins when both are sent). */
export const streamQuerySchema = z.object({ after: z.coerce.number().int().nonnegative().optional() });
