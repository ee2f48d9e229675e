import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { ASSET_ENTITY_TYPES, BULK_MAX_ITEMS, PRIORITIES, RELATION_TYPES, WORK_ITEM_TEXT } from '../work-item-constants';
import { STATE_GROUPS } from '../project-constants';
import { assumeHttps, timestampSchema, uuidSchema } from './common.schema';

/** A priority key. */
export const prioritySchema = z.enum(PRIORITIES);
/** A calendar date YYYY-MM-DD that exists (start_date, target_date): 2024-02-30 is refused here, not by the database. */
export const dateOnlySchema = z.iso.date('Use the YYYY-MM-DD format');
/** A relation type. */
export const relationTypeSchema = z.enum(RELATION_TYPES);
/** A link: http(s) or mailto only; one typed without a scheme ("example.com") is taken as https. */
export const workItemUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' ? assumeHttps(value) : value),
  z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine((v) => /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(v), WORK_ITEM_TEXT.linkScheme),
);
/** A work item's name: trimmed, required, at most 255 characters. */
export const nameSchema = z.string().trim().min(1, WORK_ITEM_TEXT.nameRequired).max(255);
/** Rich-text HTML of a description or comment (at most 200,000 characters). */
export const htmlSchema = z.string().max(200_000);

/** A work item as lists and most calls return it (spec §3 "Work item"). */
export const workItemSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  project_id: uuidSchema,
  sequence_id: z.number().int(),
  name: z.string(),
  description_html: z.string(),
  sort_order: z.number(),
  state_id: uuidSchema.nullable(),
  state__group: z.enum(STATE_GROUPS).nullable(),
  priority: prioritySchema,
  label_ids: z.array(uuidSchema),
  assignee_ids: z.array(uuidSchema),
  estimate_point: uuidSchema.nullable(),
  sub_issues_count: z.number().int(),
  attachment_count: z.number().int(),
  link_count: z.number().int(),
  parent_id: uuidSchema.nullable(),
  cycle_id: uuidSchema.nullable(),
  module_ids: z.array(uuidSchema),
  type_id: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  start_date: dateOnlySchema.nullable(),
  target_date: dateOnlySchema.nullable(),
  completed_at: timestampSchema.nullable(),
  archived_at: timestampSchema.nullable(),
  deleted_at: timestampSchema.nullable(),
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  is_draft: z.boolean(),
  is_subscribed: z.boolean(),
  is_epic: z.boolean(),
});

/** The short form of a work item in relations, parents and pickers. */
export const workItemLiteSchema = workItemSchema.pick({
  id: true, project_id: true, sequence_id: true, name: true, state_id: true, state__group: true, priority: true, is_epic: true,
});

/** A reaction on a work item or a comment. */
export const reactionSchema = z.object({
  id: uuidSchema,
  actor: uuidSchema,
  reaction: z.string(),
  issue: uuidSchema.optional(),
  comment: uuidSchema.optional(),
  created_at: timestampSchema,
});

/**
 * Who wrote a comment, for people the members list does not hold (outsiders commenting on a published board, issue
 * 20): display name and avatar only, never an email. The same shape as publish.schema's publicPersonSchema (kept here:
 * publish.schema imports this file).
 */
export const commentActorDetailSchema = z.object({ id: uuidSchema, display_name: z.string(), avatar_url: z.string().nullable() });

/** A comment (html sanitised by the server). */
export const commentSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  project_id: uuidSchema,
  issue: uuidSchema,
  actor: uuidSchema.nullable(),
  comment_html: z.string(),
  access: z.enum(['INTERNAL', 'EXTERNAL']),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  edited_at: timestampSchema.nullable(),
  comment_reactions: z.array(reactionSchema),
  /** The author's name and avatar (issue 20); null when the author's account is gone. Absent in older answers. */
  actor_detail: commentActorDetailSchema.nullable().optional(),
});

/** A link of a work item. */
export const linkSchema = z.object({
  id: uuidSchema,
  issue: uuidSchema,
  url: z.string(),
  title: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** An uploaded file attached to a work item (ISSUE_ATTACHMENT asset). */
export const attachmentSchema = z.object({
  id: uuidSchema,
  issue_id: uuidSchema,
  project_id: uuidSchema,
  attributes: z.object({ name: z.string(), type: z.string(), size: z.number() }),
  asset_url: z.string(),
  is_uploaded: z.boolean(),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A related work item with the relation as seen from the item asked about. */
export const relatedWorkItemSchema = workItemLiteSchema.extend({ relation_type: relationTypeSchema });

/** GET issue-relation/: the related items per relation type, seen from this item. */
export const relationsResponseSchema = z.object({
  blocked_by: z.array(relatedWorkItemSchema),
  blocking: z.array(relatedWorkItemSchema),
  relates_to: z.array(relatedWorkItemSchema),
  duplicate: z.array(relatedWorkItemSchema),
});

/** The detail of a work item (retrieve, with what expand asked for). */
export const workItemDetailSchema = workItemSchema.extend({
  issue_reactions: z.array(reactionSchema).optional(),
  issue_attachments: z.array(attachmentSchema).optional(),
  issue_link: z.array(linkSchema).optional(),
  parent: workItemLiteSchema.nullable().optional(),
  issue_relation: z.array(relatedWorkItemSchema).optional(),
  issue_related: z.array(relatedWorkItemSchema).optional(),
  project_identifier: z.string(),
});

/** An activity row: who changed what, old → new (verb created | updated | deleted). */
export const activitySchema = z.object({
  id: uuidSchema,
  issue: uuidSchema,
  project_id: uuidSchema,
  workspace_id: uuidSchema,
  actor: uuidSchema.nullable(),
  verb: z.enum(['created', 'updated', 'deleted']),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  old_identifier: uuidSchema.nullable(),
  new_identifier: uuidSchema.nullable(),
  comment: z.string(),
  created_at: timestampSchema,
});

/** history/: activity and comments interleaved by created_at (a comment entry carries comment_html). */
export const historyEntrySchema = z.union([
  activitySchema.extend({ activity_type: z.enum(['issue-property', 'epic-property']) }),
  commentSchema.extend({ activity_type: z.enum(['issue-comment', 'epic-comment']) }),
]);

/** GET sub-issues/: the children and how many of them are in each state group. */
export const subIssuesResponseSchema = z.object({
  sub_issues: z.array(workItemSchema),
  state_distribution: z.record(z.enum(STATE_GROUPS), z.number().int()),
});

/** A saved version of a description. */
export const descriptionVersionSchema = z.object({
  id: uuidSchema,
  issue: uuidSchema,
  description_html: z.string(),
  owned_by: uuidSchema.nullable(),
  last_saved_at: timestampSchema,
  created_at: timestampSchema,
});

/** Display properties of work items in lists (issue-display-properties/). */
export const displayPropertiesSchema = z.record(z.string().max(40), z.boolean());

const workItemFields = {
  description_html: htmlSchema.optional(),
  state_id: uuidSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  label_ids: z.array(uuidSchema).max(100).optional(),
  assignee_ids: z.array(uuidSchema).max(100).optional(),
  estimate_point: uuidSchema.nullable().optional(),
  parent_id: uuidSchema.nullable().optional(),
  type_id: uuidSchema.nullable().optional(),
  start_date: dateOnlySchema.nullable().optional(),
  target_date: dateOnlySchema.nullable().optional(),
  sort_order: z.number().finite().optional(),
  /** The item's cycle (of the same project, not archived or completed); null takes it out. */
  cycle_id: uuidSchema.nullable().optional(),
  /** The item's modules (of the same project, not archived): the whole new set. */
  module_ids: z.array(uuidSchema).max(100).optional(),
};

/** POST {type}/ — a client-generated id is accepted so optimistic creates keep their id. */
export const workItemCreateSchema = z.strictObject({ id: uuidSchema.optional(), name: nameSchema, is_draft: z.boolean().optional(), ...workItemFields });
/** PATCH {type}/{id}/ — any subset; is_draft false turns a draft into a normal item. */
export const workItemUpdateSchema = z.strictObject({ name: nameSchema.optional(), is_draft: z.boolean().optional(), ...workItemFields });

/** POST comments/ and PATCH comments/{id}/. */
export const commentCreateSchema = z.strictObject({ id: uuidSchema.optional(), comment_html: htmlSchema.min(1), access: z.enum(['INTERNAL', 'EXTERNAL']).optional() });
export const commentUpdateSchema = z.strictObject({ comment_html: htmlSchema.min(1).optional(), access: z.enum(['INTERNAL', 'EXTERNAL']).optional() });
/** ?created_at__gt= for newer-only comment lists. */
export const commentListQuerySchema = z.object({ created_at__gt: z.string().datetime({ offset: true }).optional() });
/** POST reactions/ and comments/{id}/reactions/ — one emoji (or short code). */
export const reactionCreateSchema = z.strictObject({ reaction: z.string().trim().min(1).max(32) });
/** POST links/ and PATCH links/{id}/. */
export const linkCreateSchema = z.strictObject({ id: uuidSchema.optional(), url: workItemUrlSchema, title: z.string().trim().max(255).optional() });
export const linkUpdateSchema = z.strictObject({ url: workItemUrlSchema.optional(), title: z.string().trim().max(255).optional() });
/** POST issue-relation/ — relate this item to each of `issues`. */
export const relationCreateSchema = z.strictObject({ relation_type: relationTypeSchema, issues: z.array(uuidSchema).min(1).max(100) });
/** POST remove-relation/. */
export const relationRemoveSchema = z.strictObject({ relation_type: relationTypeSchema, related_issue: uuidSchema });
/** POST sub-issues/ — make each listed item a child of this one. */
export const subIssuesAddSchema = z.strictObject({ sub_issue_ids: z.array(uuidSchema).min(1).max(100) });
/** history/?activity_type=issue-property,issue-comment */
export const historyQuerySchema = z.object({ activity_type: z.string().max(200).optional() });
/** retrieve ?expand=a,b */
export const workItemRetrieveQuerySchema = z.object({ expand: z.string().max(200).optional() });
/** POST issue-display-properties/. */
export const displayPropertiesUpdateSchema = z.strictObject({ properties: displayPropertiesSchema });
/** POST issue-dates/. */
export const workItemDatesUpdateSchema = z.strictObject({
  updates: z.array(z.strictObject({ id: uuidSchema, start_date: dateOnlySchema.nullable().optional(), target_date: dateOnlySchema.nullable().optional() })).min(1).max(BULK_MAX_ITEMS),
});

const issueIds = z.array(uuidSchema).min(1).max(BULK_MAX_ITEMS);
/** POST bulk-operation-issues/: set the same properties on every listed item. */
export const bulkOperationSchema = z.strictObject({
  issue_ids: issueIds,
  properties: z.strictObject({
    state_id: uuidSchema.optional(),
    priority: prioritySchema.optional(),
    assignee_ids: z.array(uuidSchema).max(100).optional(),
    label_ids: z.array(uuidSchema).max(100).optional(),
    start_date: dateOnlySchema.nullable().optional(),
    target_date: dateOnlySchema.nullable().optional(),
    estimate_point: uuidSchema.nullable().optional(),
    cycle_id: uuidSchema.nullable().optional(),
    module_ids: z.array(uuidSchema).max(100).optional(),
  }),
});
/** DELETE bulk-delete-issues/, POST bulk-archive-issues/, POST bulk-subscribe-issues/. */
export const bulkIdsSchema = z.strictObject({ issue_ids: issueIds });

/** A workspace draft (draft-issues/). */
export const workspaceDraftSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  project_id: uuidSchema.nullable(),
  name: z.string(),
  description_html: z.string(),
  priority: prioritySchema,
  state_id: uuidSchema.nullable(),
  estimate_point: uuidSchema.nullable(),
  parent_id: uuidSchema.nullable(),
  type_id: uuidSchema.nullable(),
  label_ids: z.array(uuidSchema),
  assignee_ids: z.array(uuidSchema),
  start_date: dateOnlySchema.nullable(),
  target_date: dateOnlySchema.nullable(),
  created_by: uuidSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
/** POST draft-issues/ and PATCH draft-issues/{id}/. */
export const workspaceDraftCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  project_id: uuidSchema.nullable().optional(),
  name: z.string().trim().max(255).optional(),
  ...workItemFields,
});
export const workspaceDraftUpdateSchema = workspaceDraftCreateSchema.omit({ id: true });
/** Workspace draft list page: cursor 'count:offset:0'. */
export const workspaceDraftPageSchema = z.object({
  results: z.array(workspaceDraftSchema),
  total_count: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
});

/** POST assets/v2/…: ask for an upload slot. */
export const assetUploadRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(255),
  type: z.string().trim().min(1).max(255),
  size: z.number().int().positive(),
  entity_type: z.enum(ASSET_ENTITY_TYPES),
  entity_identifier: uuidSchema.optional(),
});
/** The upload slot: POST the file as multipart (fields first, then `file`) to upload_data.url. */
export const assetUploadResponseSchema = z.object({
  asset_id: uuidSchema,
  asset_url: z.string(),
  upload_data: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  attachment: attachmentSchema.optional(),
});
/** PATCH assets/v2/…/{id}/: mark uploaded (the server checks the bytes arrived and match the type). */
export const assetUpdateSchema = z.strictObject({ is_uploaded: z.literal(true).optional(), attributes: z.record(z.string(), z.unknown()).optional() });

/** A work item. */
export type WorkItem = z.infer<typeof workItemSchema>;
export type WorkItemLite = z.infer<typeof workItemLiteSchema>;
export type WorkItemDetail = z.infer<typeof workItemDetailSchema>;
export type WorkItemCreate = z.infer<typeof workItemCreateSchema>;
export type WorkItemUpdate = z.infer<typeof workItemUpdateSchema>;
export type Reaction = z.infer<typeof reactionSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentCreate = z.infer<typeof commentCreateSchema>;
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;
export type Link = z.infer<typeof linkSchema>;
export type LinkCreate = z.infer<typeof linkCreateSchema>;
export type LinkUpdate = z.infer<typeof linkUpdateSchema>;
export type Attachment = z.infer<typeof attachmentSchema>;
export type RelatedWorkItem = z.infer<typeof relatedWorkItemSchema>;
export type RelationsResponse = z.infer<typeof relationsResponseSchema>;
export type RelationCreate = z.infer<typeof relationCreateSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type SubIssuesResponse = z.infer<typeof subIssuesResponseSchema>;
export type DescriptionVersion = z.infer<typeof descriptionVersionSchema>;
export type BulkOperation = z.infer<typeof bulkOperationSchema>;
export type WorkspaceDraft = z.infer<typeof workspaceDraftSchema>;
export type WorkspaceDraftCreate = z.infer<typeof workspaceDraftCreateSchema>;
export type WorkspaceDraftUpdate = z.infer<typeof workspaceDraftUpdateSchema>;
export type WorkspaceDraftPage = z.infer<typeof workspaceDraftPageSchema>;
export type AssetUploadRequest = z.infer<typeof assetUploadRequestSchema>;
export type AssetUploadResponse = z.infer<typeof assetUploadResponseSchema>;

/** A page of work items (spec §3 "Paginated list result"); cursors are `perPage:pageIndex:offset`. */
export const workItemPageSchema = z.object({
  results: z.array(workItemSchema),
  total_count: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
});
/** ?cursor=perPage:pageIndex:offset&per_page=n (per_page default 100, at most 1000; per_page wins over the cursor's). */
export const workItemListQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/, SCHEMA_TEXT.usePerpagePageindexOffset).optional(),
  per_page: z.coerce.number().int().min(1).max(1000).optional(),
});
/** {type}/list/?issues=id1,id2 — items by ids (unknown and foreign ids are left out). */
export const workItemIdsQuerySchema = z.object({ issues: z.string().max(40_000).optional() });
/** GET issues/{id}/meta/: the smallest description of an item (links, breadcrumbs). */
export const workItemMetaSchema = z.object({
  id: uuidSchema,
  project_id: uuidSchema,
  sequence_id: z.number().int(),
  project_identifier: z.string(),
  name: z.string(),
  is_epic: z.boolean(),
});
/** GET subscribe/ answer. */
export const subscriptionStatusSchema = z.object({ subscribed: z.boolean() });
/** Workspace drafts list query: ?cursor=perPage:page:0. */
export const workspaceDraftListQuerySchema = z.object({ cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/, SCHEMA_TEXT.usePerpagePage0).optional() });

export type WorkItemPage = z.infer<typeof workItemPageSchema>;
export type WorkItemListQuery = z.infer<typeof workItemListQuerySchema>;
export type WorkItemMeta = z.infer<typeof workItemMetaSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
