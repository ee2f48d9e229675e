import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.schema';
import { userLiteSchema } from './user.schema';
import { dateOnlySchema } from './work-item.schema';
import { TIME_LOG_DESCRIPTION_MAX, TIME_LOG_MAX_MINUTES, TIME_TRACKING_TEXT } from '../time-log-constants';

// Time tracking (issue 17): time logged on work items when the project's is_time_tracking_enabled is on.

/** The logger as a time log shows them. */
export const timeLogUserSchema = userLiteSchema.pick({ id: true, first_name: true, last_name: true, display_name: true, avatar_url: true });

/** One time log: `minutes` spent on `issue` on the day `logged_on` (YYYY-MM-DD) by `user`. */
export const timeLogSchema = z.object({
  id: uuidSchema,
  issue: uuidSchema,
  project_id: uuidSchema,
  user_id: uuidSchema,
  user: timeLogUserSchema.nullable(),
  minutes: z.number().int(),
  logged_on: z.string(),
  description: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const hoursField = z.number().int('Hours must be a whole number').min(0).max(24);
const minutesField = z.number().int('Minutes must be a whole number').min(0).max(TIME_LOG_MAX_MINUTES);
const descriptionField = z.string().trim().max(TIME_LOG_DESCRIPTION_MAX, `At most ${TIME_LOG_DESCRIPTION_MAX} characters`);

/** hours·60 + minutes of a body (either may be missing). */
export function timeLogBodyMinutes(body: { hours?: number; minutes?: number }): number {
  return (body.hours ?? 0) * 60 + (body.minutes ?? 0);
}

const checkDuration = (body: { hours?: number; minutes?: number }, ctx: z.RefinementCtx, required: boolean) => {
  if (!required && body.hours === undefined && body.minutes === undefined) return;
  const total = timeLogBodyMinutes(body);
  if (total < 1 || total > TIME_LOG_MAX_MINUTES) ctx.addIssue({ code: 'custom', path: ['minutes'], message: TIME_TRACKING_TEXT.duration });
};

/**
 * POST worklogs/: `minutes` (1..1440), or `hours` and `minutes` (the sum counts); `logged_on` defaults to the server's
 * today and may not be after tomorrow (time zones ahead of the server's); `description` is a plain-text note.
 */
export const timeLogCreateSchema = z
  .strictObject({
    id: uuidSchema.optional(),
    hours: hoursField.optional(),
    minutes: minutesField.optional(),
    logged_on: dateOnlySchema.optional(),
    description: descriptionField.optional(),
  })
  .superRefine((body, ctx) => checkDuration(body, ctx, true));

/** PATCH worklogs/{id}/: any of the fields; hours/minutes replace the duration (a missing one counts 0). */
export const timeLogUpdateSchema = z
  .strictObject({
    hours: hoursField.optional(),
    minutes: minutesField.optional(),
    logged_on: dateOnlySchema.optional(),
    description: descriptionField.optional(),
  })
  .superRefine((body, ctx) => checkDuration(body, ctx, false));

/** Minutes per member (user_id), largest first. */
export const timeLogMemberTotalSchema = z.object({ user_id: uuidSchema, minutes: z.number().int() });

/** GET total-worklogs/: the item's total and its split per member. */
export const timeLogTotalsSchema = z.object({ total_minutes: z.number().int(), by_member: z.array(timeLogMemberTotalSchema) });

/** Minutes per work item in a summary (name and sequence for display). */
export const timeLogItemTotalSchema = z.object({ work_item_id: uuidSchema, name: z.string(), sequence_id: z.number().int(), minutes: z.number().int() });

/** GET time-logs/summary/: filter by cycle, module or member and by day range (inclusive). */
export const timeLogSummaryQuerySchema = z.object({
  cycle_id: uuidSchema.optional(),
  module_id: uuidSchema.optional(),
  user_id: uuidSchema.optional(),
  from: dateOnlySchema.optional(),
  to: dateOnlySchema.optional(),
});

/** The summary: total, per member and per item (at most TIME_LOG_SUMMARY_ITEMS_MAX items, largest first). */
export const timeLogSummarySchema = timeLogTotalsSchema.extend({ by_item: z.array(timeLogItemTotalSchema) });

export type TimeLogUser = z.infer<typeof timeLogUserSchema>;
export type TimeLog = z.infer<typeof timeLogSchema>;
export type TimeLogCreate = z.infer<typeof timeLogCreateSchema>;
export type TimeLogUpdate = z.infer<typeof timeLogUpdateSchema>;
export type TimeLogMemberTotal = z.infer<typeof timeLogMemberTotalSchema>;
export type TimeLogTotals = z.infer<typeof timeLogTotalsSchema>;
export type TimeLogItemTotal = z.infer<typeof timeLogItemTotalSchema>;
export type TimeLogSummaryQuery = z.infer<typeof timeLogSummaryQuerySchema>;
export type TimeLogSummary = z.infer<typeof timeLogSummarySchema>;
