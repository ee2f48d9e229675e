import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { INTAKE_ORDER_KEYS, INTAKE_SOURCES, INTAKE_STATUSES, INTAKE_TABS } from '../organise-constants';
import { timestampSchema, uuidSchema } from './common.schema';
import { htmlSchema, nameSchema, prioritySchema, workItemSchema } from './work-item.schema';
import { publicPersonSchema } from './publish.schema';

// Intake on the wire (issue 14; work-items spec §3 Intake issue, §4 status machine, §7, §9). Requests are keyed by
// their work item's id in paths (inbox-issues/{issueId}/).

/** The duplicate's short detail (spec: duplicate_issue_detail). */
export const intakeDuplicateDetailSchema = z.object({
  id: uuidSchema,
  sequence_id: z.number().int(),
  project_id: uuidSchema,
  project_identifier: z.string(),
  name: z.string(),
});

/** An intake request: its status and its work item (issue); its id is the work item's id (paths name it so). */
export const intakeIssueSchema = z.object({
  id: uuidSchema,
  project: uuidSchema,
  status: z.enum(INTAKE_STATUSES),
  snoozed_till: timestampSchema.nullable(),
  duplicate_to: uuidSchema.nullable(),
  duplicate_issue_detail: intakeDuplicateDetailSchema.nullable(),
  source: z.enum(INTAKE_SOURCES),
  created_by: uuidSchema.nullable(),
  /**
   * The requester's name and avatar (issue 20: people outside the workspace file requests through a published board,
   * and the members list does not hold them); null when there is none. Never an email.
   */
  created_by_detail: publicPersonSchema.nullable().optional(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  issue: workItemSchema,
});

const orderKeys = [...INTAKE_ORDER_KEYS, ...INTAKE_ORDER_KEYS.map((k) => `-${k}`)] as [string, ...string[]];
const commaList = z.string().max(20_000).optional();

/**
 * GET inbox-issues/: tab (open: pending and snoozed, a snoozed request whose time passed counting as pending;
 * closed: accepted, declined, duplicate) or status (comma-separated), priority, created_by (comma-separated),
 * created_at / updated_at date clauses like list date filters, search, order_by, per_page (default 10), cursor
 * perPage:pageIndex:offset (first '10:0:0').
 */
export const intakeListQuerySchema = z.object({
  tab: z.enum(INTAKE_TABS).optional(),
  status: commaList,
  priority: commaList,
  created_by: commaList,
  created_at: commaList,
  updated_at: commaList,
  search: z.string().max(200).optional(),
  order_by: z.enum(orderKeys, { message: 'Unsupported order_by' }).optional(),
  cursor: z.string().regex(/^\d{1,4}:\d{1,7}:\d{1,9}$/, SCHEMA_TEXT.usePerpagePageindexOffset).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/** One page of intake requests (spec §7: results, next_cursor, total_results, next_page_results). */
export const intakeIssuePageSchema = z.object({
  results: z.array(intakeIssueSchema),
  total_results: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
});

/** POST inbox-issues/ {source: 'in-app', issue: {name, description_html, priority}} — any project role, guests too. */
export const intakeIssueCreateSchema = z.strictObject({
  source: z.enum(INTAKE_SOURCES).optional(),
  issue: z.strictObject({ id: uuidSchema.optional(), name: nameSchema, description_html: htmlSchema.optional(), priority: prioritySchema.optional() }),
});

/**
 * PATCH inbox-issues/{issueId}/ (admins and members): status with its companions — snoozed needs snoozed_till in
 * the future; duplicate needs duplicate_to (another work item of the project); snoozed_till null on a snoozed
 * request clears it back to pending. issue: the request's own fields while it is not accepted.
 */
export const intakeIssueUpdateSchema = z.strictObject({
  status: z.enum(INTAKE_STATUSES).optional(),
  snoozed_till: timestampSchema.nullable().optional(),
  duplicate_to: uuidSchema.nullable().optional(),
  issue: z.strictObject({ name: nameSchema.optional(), description_html: htmlSchema.optional(), priority: prioritySchema.optional() }).optional(),
});

export type IntakeIssue = z.infer<typeof intakeIssueSchema>;
export type IntakeIssuePage = z.infer<typeof intakeIssuePageSchema>;
export type IntakeListQuery = z.infer<typeof intakeListQuerySchema>;
export type IntakeIssueCreate = z.infer<typeof intakeIssueCreateSchema>;
export type IntakeIssueUpdate = z.infer<typeof intakeIssueUpdateSchema>;
