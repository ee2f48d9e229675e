import { dateOnlySchema, prioritySchema, slugParamsSchema, uuidSchema, WORK_ITEM_ORDER_BY, WORK_ITEM_TEXT, workItemUrlSchema } from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../../projects/projects.schemas';
import { v1ListQuerySchema } from '../v1-pagination';

// Request schemas of the v1 work-item routes (the seed's payloads). Bodies are z.object: unknown keys are dropped (as the
// seed's serializers ignore them), never merged into rows; the route files map them onto the app's bodies.

/** A work item's name, as the app's create takes it. */
const nameSchema = z.string().trim().min(1, WORK_ITEM_TEXT.nameRequired).max(255);
/** Rich text (descriptions, comments), at most as long as the app takes. */
const htmlSchema = z.string().max(200_000);

/** The two spellings of every project-level work item path. */
export const V1_ITEM_SEGMENTS = ['work-items', 'issues'] as const;

/** `{ slug, projectId, workItemId }`. */
export const v1ItemParamsSchema = projectParamsSchema.extend({ workItemId: uuidSchema });
/** `{ slug, projectId, workItemId, childId }` of one link, comment, activity or attachment. */
export const v1ChildParamsSchema = v1ItemParamsSchema.extend({ childId: uuidSchema });
/** `{ slug, projectId, cycleId }`. */
export const v1CycleParamsSchema = projectParamsSchema.extend({ cycleId: uuidSchema });
/** `{ slug, projectId, moduleId }`. */
export const v1ModuleParamsSchema = projectParamsSchema.extend({ moduleId: uuidSchema });
/** `{ slug, key }` of the PROJ-12 lookup. */
export const v1IdentifierParamsSchema = slugParamsSchema.extend({ key: z.string().max(30) });

/** Query of the work item lists: the v1 list query, order_by (the app's keys), `filters` (JSON, see work-item-filters.v1.ts); pql is refused. */
export const v1WorkItemListQuerySchema = v1ListQuerySchema.extend({
  order_by: z.enum(WORK_ITEM_ORDER_BY as unknown as [string, ...string[]], { message: 'Unsupported order_by' }).optional(),
  filters: z.string().max(4000).optional(),
  pql: z.undefined({ message: 'pql is not supported by this server: use filters' }).optional(),
});
/** A parsed work item list query. */
export type V1WorkItemListQuery = z.infer<typeof v1WorkItemListQuerySchema>;

/** GET work-items/search/?search=&project=&limit=. */
export const v1WorkItemSearchQuerySchema = z.object({
  search: z.string().max(200).optional(),
  project: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const refs = {
  description_html: htmlSchema.optional(),
  state: uuidSchema.nullable().optional(),
  assignees: z.array(uuidSchema).max(100).optional(),
  labels: z.array(uuidSchema).max(100).optional(),
  parent: uuidSchema.nullable().optional(),
  estimate_point: uuidSchema.nullable().optional(),
  /** Adds the item to this module of the project. */
  module: uuidSchema.nullable().optional(),
  start_date: dateOnlySchema.nullable().optional(),
  target_date: dateOnlySchema.nullable().optional(),
  priority: prioritySchema.optional(),
  sort_order: z.number().finite().optional(),
};

/** POST work-items/ (the seed's CreateWorkItem; `type`, `external_*` are accepted and ignored). */
export const v1WorkItemCreateSchema = z.object({ name: nameSchema, ...refs });
/** PATCH work-items/{id}/ (the seed's UpdateWorkItem). */
export const v1WorkItemUpdateSchema = z.object({ name: nameSchema.optional(), ...refs });
/** A parsed v1 create / update body. */
export type V1WorkItemCreate = z.infer<typeof v1WorkItemCreateSchema>;
export type V1WorkItemUpdate = z.infer<typeof v1WorkItemUpdateSchema>;

/** POST links/ (the seed's CreateLink: url and an optional title). */
export const v1LinkCreateSchema = z.object({ url: workItemUrlSchema, title: z.string().trim().max(255).nullable().optional() });
/** PATCH links/{id}/. */
export const v1LinkUpdateSchema = z.object({ url: workItemUrlSchema.optional(), title: z.string().trim().max(255).nullable().optional() });

/** POST comments/ (comment_html; comment_json is ignored: the html is the source of truth). */
export const v1CommentCreateSchema = z.object({ comment_html: htmlSchema.min(1), access: z.enum(['INTERNAL', 'EXTERNAL']).optional() });
/** PATCH comments/{id}/. */
export const v1CommentUpdateSchema = z.object({ comment_html: htmlSchema.min(1).optional(), access: z.enum(['INTERNAL', 'EXTERNAL']).optional() });

/** POST attachments/: the seed's upload request (name, type, size) → an upload slot. */
export const v1AttachmentCreateSchema = z.object({
  name: z.string().trim().min(1).max(255),
  type: z.string().trim().max(255).optional(),
  size: z.number().int().min(0),
});
/** PATCH attachments/{id}/: `is_uploaded: true` after the upload (the bytes are checked), or a new name. */
export const v1AttachmentUpdateSchema = z.object({
  is_uploaded: z.boolean().optional(),
  attributes: z.object({ name: z.string().max(255).optional() }).optional(),
});

/** The seed's relation types; the app stores blocking, blocked_by, relates_to and duplicate. */
export const V1_RELATION_KEYS = ['blocking', 'blocked_by', 'duplicate', 'relates_to', 'start_after', 'start_before', 'finish_after', 'finish_before'] as const;
/** POST relations/. */
export const v1RelationCreateSchema = z.object({
  relation_type: z.enum(['blocking', 'blocked_by', 'duplicate', 'relates_to'], { message: 'Unsupported relation_type (blocking, blocked_by, duplicate, relates_to)' }),
  issues: z.array(uuidSchema).min(1).max(100),
});
/** POST relations/remove/. */
export const v1RelationRemoveSchema = z.object({ related_issue: uuidSchema });
