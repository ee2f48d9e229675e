import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { timestampSchema, uuidSchema } from './common.schema';
import { projectLogoPropsSchema } from './project.schema';
import { STATE_GROUPS } from '../project-constants';
import { dateOnlySchema, prioritySchema } from './work-item.schema';

// Publishing (issue 20): a project or a saved view shared with the public under an unguessable anchor
// (spec: Project anchor, View anchor, project-deploy-boards/, view publish), and the public API the spaces viewer reads
// under /api/public/anchor/{anchor}/. Public shapes carry names, never emails, and no id that leads outside the board.

import {
  PUBLISH_LAYOUTS, PUBLISH_DEFAULT_VIEW_PROPS, PUBLISH_ANCHOR_PATTERN, PUBLIC_READ_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT, PUBLIC_LIST_MAX_PER_PAGE, PUBLIC_GROUP_BY,
  PUBLIC_ORDER_BY, VOTE_VALUES, PUBLIC_INTAKE_NAME_MAX, PUBLIC_INTAKE_DESCRIPTION_MAX, PUBLIC_COMMENT_MAX, PUBLISH_TEXT,
} from '../publish-constants';

export {
  PUBLISH_LAYOUTS, PUBLISH_DEFAULT_VIEW_PROPS, PUBLISH_ANCHOR_PATTERN, PUBLIC_READ_RATE_LIMIT, PUBLIC_WRITE_RATE_LIMIT, PUBLIC_LIST_MAX_PER_PAGE, PUBLIC_GROUP_BY,
  PUBLIC_ORDER_BY, VOTE_VALUES, PUBLIC_INTAKE_NAME_MAX, PUBLIC_INTAKE_DESCRIPTION_MAX, PUBLIC_COMMENT_MAX, PUBLISH_TEXT,
};
export type { PublishLayout } from '../publish-constants';

/** Which layouts a board offers. */
export const publishViewPropsSchema = z.object({
  list: z.boolean(),
  kanban: z.boolean(),
  calendar: z.boolean(),
  spreadsheet: z.boolean(),
  gantt: z.boolean(),
});

/** A published board as admins see it (project-deploy-boards/, views/{id}/publish/). */
export const deployBoardSchema = z.object({
  id: uuidSchema,
  anchor: z.string(),
  workspace_id: uuidSchema,
  project_id: uuidSchema,
  view_id: uuidSchema.nullable(),
  entity_name: z.enum(['project', 'view']),
  is_comments_enabled: z.boolean(),
  is_reactions_enabled: z.boolean(),
  is_votes_enabled: z.boolean(),
  is_intake_enabled: z.boolean(),
  is_activity_enabled: z.boolean(),
  is_indexable: z.boolean(),
  view_props: publishViewPropsSchema,
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Publish (POST) and update (PATCH) bodies: every switch optional; view_props merged over the current ones. */
export const deployBoardUpdateSchema = z.strictObject({
  is_comments_enabled: z.boolean().optional(),
  is_reactions_enabled: z.boolean().optional(),
  is_votes_enabled: z.boolean().optional(),
  is_intake_enabled: z.boolean().optional(),
  is_activity_enabled: z.boolean().optional(),
  is_indexable: z.boolean().optional(),
  view_props: publishViewPropsSchema.partial().optional(),
});
export const deployBoardCreateSchema = deployBoardUpdateSchema;

/** GET /api/public/anchor/{anchor}/settings/ — what the viewer may show and do. */
export const publicBoardSettingsSchema = z.object({
  anchor: z.string(),
  entity_name: z.enum(['project', 'view']),
  is_comments_enabled: z.boolean(),
  is_reactions_enabled: z.boolean(),
  is_votes_enabled: z.boolean(),
  is_intake_enabled: z.boolean(),
  is_activity_enabled: z.boolean(),
  is_indexable: z.boolean(),
  view_props: publishViewPropsSchema,
  /** The first offered layout in PUBLISH_LAYOUTS order (the viewer opens it unless the URL names another). */
  default_layout: z.enum(PUBLISH_LAYOUTS),
});

/** GET /api/public/anchor/{anchor}/meta/ — names for the viewer's header (no ids that lead elsewhere). */
export const publicBoardMetaSchema = z.object({
  workspace: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  project: z.object({ name: z.string(), identifier: z.string(), description: z.string(), logo_props: projectLogoPropsSchema.nullable() }),
  view: z.object({ name: z.string(), description: z.string() }).nullable(),
});

/** A person as the public sees them: display name and avatar only. */
export const publicPersonSchema = z.object({ id: uuidSchema, display_name: z.string(), avatar_url: z.string().nullable() });
export const publicStateSchema = z.object({ id: uuidSchema, name: z.string(), color: z.string(), group: z.enum(STATE_GROUPS), sequence: z.number() });
export const publicLabelSchema = z.object({ id: uuidSchema, name: z.string(), color: z.string(), parent: uuidSchema.nullable() });
export const publicCycleSchema = z.object({ id: uuidSchema, name: z.string(), start_date: dateOnlySchema.nullable(), end_date: dateOnlySchema.nullable() });
export const publicModuleSchema = z.object({ id: uuidSchema, name: z.string(), status: z.string(), start_date: dateOnlySchema.nullable(), target_date: dateOnlySchema.nullable() });

/** Votes on an item: totals and the caller's own (0 when signed out or not voted). */
export const publicVoteSummarySchema = z.object({ up: z.number().int(), down: z.number().int(), mine: z.union([z.literal(1), z.literal(-1), z.literal(0)]) });
/** Reactions on an item or comment, per emoji: how many, and whether the caller is among them. */
export const publicReactionCountSchema = z.object({ reaction: z.string(), count: z.number().int(), reacted: z.boolean() });

/**
 * A work item in a public list: what the board shows. Ids of states, labels, assignees, cycle and modules resolve
 * against the board's own lists (states/, labels/, members/, cycles/, modules/); no parent, no creator, no workspace.
 */
export const publicWorkItemSchema = z.object({
  id: uuidSchema,
  sequence_id: z.number().int(),
  name: z.string(),
  state_id: uuidSchema.nullable(),
  priority: prioritySchema,
  label_ids: z.array(uuidSchema),
  assignee_ids: z.array(uuidSchema),
  cycle_id: uuidSchema.nullable(),
  module_ids: z.array(uuidSchema),
  start_date: dateOnlySchema.nullable(),
  target_date: dateOnlySchema.nullable(),
  sort_order: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
  comment_count: z.number().int(),
  votes: publicVoteSummarySchema,
  reactions: z.array(publicReactionCountSchema),
});

/** A comment as the public sees it. `is_mine`: the caller wrote it (may edit and delete it). */
export const publicCommentSchema = z.object({
  id: uuidSchema,
  issue: uuidSchema,
  actor: publicPersonSchema,
  comment_html: z.string(),
  created_at: timestampSchema,
  edited_at: timestampSchema.nullable(),
  is_mine: z.boolean(),
  reactions: z.array(publicReactionCountSchema),
});

/** One activity line on a public item (when the board shows activity): who changed what, when. */
export const publicActivitySchema = z.object({
  id: uuidSchema,
  actor: publicPersonSchema.nullable(),
  verb: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_at: timestampSchema,
});

/** GET issues/{id}/ — one item with its description (sanitised HTML), comments and, when shown, activity. */
export const publicWorkItemDetailSchema = publicWorkItemSchema.extend({
  description_html: z.string(),
  comments: z.array(publicCommentSchema),
  activity: z.array(publicActivitySchema),
});

const publicPaging = { total_count: z.number().int(), next_cursor: z.string(), prev_cursor: z.string(), next_page_results: z.boolean() };
/** A group of a public list page. */
export const publicWorkItemGroupSchema = z.object({ results: z.array(publicWorkItemSchema), total_results: z.number().int() });
/** GET issues/ — the app's page shapes (flat, or grouped with each group paged on its own) with public items. */
export const publicWorkItemPageSchema = z.union([
  z.object({ results: z.array(publicWorkItemSchema), grouped_by: z.null(), sub_grouped_by: z.null(), ...publicPaging }),
  z.object({ results: z.record(z.string(), publicWorkItemGroupSchema), grouped_by: z.enum(PUBLIC_GROUP_BY), sub_grouped_by: z.null(), ...publicPaging }),
]);

const commaList = z.string().max(20_000).optional();
/** Query of GET issues/: filters by state, priority and label (comma lists), group_by, order_by, search, paging. */
export const publicWorkItemQuerySchema = z.object({
  state: commaList,
  priority: commaList,
  labels: commaList,
  group_by: z.enum(PUBLIC_GROUP_BY).optional(),
  order_by: z.enum(PUBLIC_ORDER_BY).optional(),
  search: z.string().max(200).optional(),
  cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/, SCHEMA_TEXT.usePerpagePageindexOffset).optional(),
  per_page: z.coerce.number().int().min(1).max(PUBLIC_LIST_MAX_PER_PAGE).optional(),
});

/** POST comments/ and PATCH comments/{id}/. */
export const publicCommentCreateSchema = z.strictObject({ comment_html: z.string().trim().min(1, SCHEMA_TEXT.writeAComment).max(PUBLIC_COMMENT_MAX) });
/** POST votes/: 1 up, -1 down (a second POST changes the vote). DELETE votes/ removes it. */
export const publicVoteCreateSchema = z.strictObject({ vote: z.union([z.literal(1), z.literal(-1)], { message: PUBLISH_TEXT.invalidVote }) });
/** POST intake/ — the public request form. */
export const publicIntakeCreateSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.giveYourRequestATitle).max(PUBLIC_INTAKE_NAME_MAX),
  description_html: z.string().max(PUBLIC_INTAKE_DESCRIPTION_MAX).optional(),
});
/** The answer to a public intake request: its reference for the requester. */
export const publicIntakeCreatedSchema = z.object({ id: uuidSchema, name: z.string(), status: z.string(), created_at: timestampSchema });

/** Path parameters of the public API. */
export const anchorParamsSchema = z.object({ anchor: z.string().max(200) });
export const anchorItemParamsSchema = anchorParamsSchema.extend({ issueId: z.string().max(200) });
export const anchorCommentParamsSchema = anchorItemParamsSchema.extend({ commentId: z.string().max(200) });
export const anchorReactionParamsSchema = anchorItemParamsSchema.extend({ reaction: z.string().max(200) });

/** Votes on an item as members see them in the app (GET .../issues/{id}/votes/). */
export const workItemVotesSchema = z.object({ up: z.number().int(), down: z.number().int(), mine: z.union([z.literal(1), z.literal(-1), z.literal(0)]), voters: z.array(publicPersonSchema.extend({ vote: z.union([z.literal(1), z.literal(-1)]) })) });

export type PublishViewProps = z.infer<typeof publishViewPropsSchema>;
export type DeployBoard = z.infer<typeof deployBoardSchema>;
export type DeployBoardUpdate = z.infer<typeof deployBoardUpdateSchema>;
export type PublicBoardSettings = z.infer<typeof publicBoardSettingsSchema>;
export type PublicBoardMeta = z.infer<typeof publicBoardMetaSchema>;
export type PublicPerson = z.infer<typeof publicPersonSchema>;
export type PublicState = z.infer<typeof publicStateSchema>;
export type PublicLabel = z.infer<typeof publicLabelSchema>;
export type PublicCycle = z.infer<typeof publicCycleSchema>;
export type PublicModule = z.infer<typeof publicModuleSchema>;
export type PublicVoteSummary = z.infer<typeof publicVoteSummarySchema>;
export type PublicReactionCount = z.infer<typeof publicReactionCountSchema>;
export type PublicWorkItem = z.infer<typeof publicWorkItemSchema>;
export type PublicComment = z.infer<typeof publicCommentSchema>;
export type PublicActivity = z.infer<typeof publicActivitySchema>;
export type PublicWorkItemDetail = z.infer<typeof publicWorkItemDetailSchema>;
export type PublicWorkItemGroup = z.infer<typeof publicWorkItemGroupSchema>;
export type PublicWorkItemPage = z.infer<typeof publicWorkItemPageSchema>;
export type PublicWorkItemQuery = z.infer<typeof publicWorkItemQuerySchema>;
export type PublicCommentCreate = z.infer<typeof publicCommentCreateSchema>;
export type PublicVoteCreate = z.infer<typeof publicVoteCreateSchema>;
export type PublicIntakeCreate = z.infer<typeof publicIntakeCreateSchema>;
export type PublicIntakeCreated = z.infer<typeof publicIntakeCreatedSchema>;
export type WorkItemVotes = z.infer<typeof workItemVotesSchema>;
