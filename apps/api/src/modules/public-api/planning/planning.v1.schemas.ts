import {
  cycleCreateSchema,
  dateOnlySchema,
  INTAKE_STATUSES,
  intakeIssueCreateSchema,
  intakeIssueUpdateSchema,
  moduleCreateSchema,
  planningItemsAddSchema,
  timestampSchema,
  uuidSchema,
  type IntakeStatus,
} from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../../projects/projects.schemas';
import { v1ListQuerySchema } from '../v1-pagination';

// Request schemas of the public API v1 cycles, modules and intake routes (issue 18). Bodies are z.object: keys the
// seed system's SDK sends that Cairn does not keep (external_source, timezone, project_id…) are accepted and dropped,
// never merged into rows. Field rules come from the app's own schemas (`.shape`), so limits stay in one place.

/** `{ slug, projectId }` (the seed names it project_id; our paths keep :projectId). */
export const v1ProjectParamsSchema = projectParamsSchema;
/** `{ slug, projectId, cycleId }`. */
export const v1CycleParamsSchema = projectParamsSchema.extend({ cycleId: uuidSchema });
/** `{ slug, projectId, cycleId, issueId }` of cycle-issues/{id}/. */
export const v1CycleItemParamsSchema = v1CycleParamsSchema.extend({ issueId: uuidSchema });
/** `{ slug, projectId, moduleId }`. */
export const v1ModuleParamsSchema = projectParamsSchema.extend({ moduleId: uuidSchema });
/** `{ slug, projectId, moduleId, issueId }` of module-issues/{id}/. */
export const v1ModuleItemParamsSchema = v1ModuleParamsSchema.extend({ issueId: uuidSchema });
/** `{ slug, projectId, issueId }`: intake paths take the request's WORK ITEM id, as the seed system does. */
export const v1IntakeParamsSchema = projectParamsSchema.extend({ issueId: uuidSchema });

/**
 * A day: YYYY-MM-DD, or an ISO date-time (the seed system keeps cycle dates as date-times; its scripts send either) of
 * which the date part is kept.
 */
export const v1DateSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, 'Use the YYYY-MM-DD format')
  .transform((s) => s.slice(0, 10))
  .pipe(dateOnlySchema);

const external = z.string().max(255).nullable().optional();

/** Kept for the seed system's cycle list filter: all, current, upcoming, completed, draft, incomplete. */
export const V1_CYCLE_VIEWS = ['all', 'current', 'upcoming', 'completed', 'draft', 'incomplete'] as const;

/** GET cycles/: the list query plus cycle_view. */
export const v1CycleListQuerySchema = v1ListQuerySchema.extend({ cycle_view: z.enum(V1_CYCLE_VIEWS).optional() });
/** GET cycles-lite/: the list query plus status (current, upcoming, completed, draft; comma-separated allowed). */
export const v1LiteListQuerySchema = v1ListQuerySchema.extend({ status: z.string().max(100).optional(), order_by: z.string().max(100).optional() });

/** POST cycles/ (the seed's CreateCycleRequest): owned_by defaults to the caller; project_id is the URL's. */
export const v1CycleCreateSchema = z.object({
  name: cycleCreateSchema.shape.name,
  description: cycleCreateSchema.shape.description.unwrap().nullable().optional(),
  start_date: v1DateSchema.nullable().optional(),
  end_date: v1DateSchema.nullable().optional(),
  owned_by: uuidSchema.nullable().optional(),
  sort_order: z.number().finite().optional(),
  project_id: z.string().max(100).optional(),
  timezone: z.string().max(64).optional(),
  external_source: external,
  external_id: external,
});
/** PATCH cycles/{id}/ (the seed's UpdateCycleRequest): any subset. */
export const v1CycleUpdateSchema = v1CycleCreateSchema.partial();
/** POST cycles/{id}/cycle-issues/ and modules/{id}/module-issues/: `{ issues: [work item ids] }`. */
export const v1ItemsAddSchema = z.object({ issues: planningItemsAddSchema.shape.issues });
/** POST cycles/{id}/transfer-issues/. */
export const v1TransferSchema = z.object({ new_cycle_id: uuidSchema });

/** POST modules/ (the seed's CreateModuleRequest): lead and members by user id. */
export const v1ModuleCreateSchema = z.object({
  name: moduleCreateSchema.shape.name,
  description: moduleCreateSchema.shape.description.unwrap().nullable().optional(),
  start_date: v1DateSchema.nullable().optional(),
  target_date: v1DateSchema.nullable().optional(),
  status: moduleCreateSchema.shape.status,
  lead: uuidSchema.nullable().optional(),
  members: moduleCreateSchema.shape.member_ids,
  sort_order: z.number().finite().optional(),
  external_source: external,
  external_id: external,
});
/** PATCH modules/{id}/. */
export const v1ModuleUpdateSchema = v1ModuleCreateSchema.partial();

/** The seed system's intake status numbers. */
export const V1_INTAKE_STATUS: Readonly<Record<IntakeStatus, number>> = { pending: -2, declined: -1, snoozed: 0, accepted: 1, duplicate: 2 };
const statusByNumber = new Map(Object.entries(V1_INTAKE_STATUS).map(([name, n]) => [n, name as IntakeStatus]));

/** An intake status as the seed sends it (-2 pending, -1 declined, 0 snoozed, 1 accepted, 2 duplicate) or by name. */
export const v1IntakeStatusSchema = z
  .union([z.number().int(), z.string().max(20)])
  .transform((value, ctx): IntakeStatus => {
    const asNumber = typeof value === 'number' ? value : /^-?\d$/.test(value.trim()) ? Number(value) : undefined;
    const byName = typeof value === 'string' && (INTAKE_STATUSES as readonly string[]).includes(value.trim().toLowerCase()) ? (value.trim().toLowerCase() as IntakeStatus) : undefined;
    const status = asNumber !== undefined ? statusByNumber.get(asNumber) : byName;
    if (!status) {
      ctx.addIssue({ code: 'custom', message: 'Use -2 (pending), -1 (declined), 0 (snoozed), 1 (accepted) or 2 (duplicate)' });
      return z.NEVER;
    }
    return status;
  });

const issueFields = intakeIssueCreateSchema.shape.issue.shape;
/** The request's own fields (`issue`). */
const v1IntakeIssueSchema = z.object({ name: issueFields.name, description_html: issueFields.description_html, priority: issueFields.priority });

/** The triage part of an intake PATCH (also the body of PATCH intake-issues/{id}/status/). */
export const v1IntakeStatusBodySchema = z.object({
  status: v1IntakeStatusSchema.optional(),
  snoozed_till: timestampSchema.max(40).nullable().optional(),
  duplicate_to: uuidSchema.nullable().optional(),
});

/** POST intake-issues/ (the seed's IntakeWorkItemCreateRequest): a request is always created pending. */
export const v1IntakeCreateSchema = z.object({
  issue: v1IntakeIssueSchema,
  intake: z.string().max(100).optional(),
  source: z.string().max(100).optional(),
  source_email: z.string().max(255).nullable().optional(),
});

/** PATCH intake-issues/{id}/ (the seed's UpdateIntakeWorkItemRequest): the request's own fields and/or its triage. */
export const v1IntakeUpdateSchema = v1IntakeStatusBodySchema.extend({
  issue: v1IntakeIssueSchema.partial().optional(),
  source: z.string().max(100).optional(),
  source_email: z.string().max(255).nullable().optional(),
});

// The app's own triage body, so a mapping mistake fails to compile rather than at run time.
export type AppIntakeUpdate = z.infer<typeof intakeIssueUpdateSchema>;

/** A v1 object in the OpenAPI document (its fields are described by the seed system's models; `fields` may trim it). */
export const v1ObjectSchema = z.record(z.string(), z.unknown());
/** A v1 list page in the OpenAPI document: the seed system's envelope. */
export const v1PageSchema = z.object({
  total_count: z.number().int(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number().int(),
  total_pages: z.number().int(),
  total_results: z.number().int(),
  results: z.array(v1ObjectSchema),
});
