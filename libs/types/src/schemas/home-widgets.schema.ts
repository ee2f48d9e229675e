import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.schema';

// What GET dashboard/{id}/?widget_key=… answers for the data widgets (issue 16; work-items spec §3 Dashboard, §7).

/** The tabs of the "your work" widget (widget_filters.tab; default assigned). */
export const YOUR_WORK_TABS = ['assigned', 'due_soon', 'overdue', 'created'] as const;
/** One "your work" tab. */
export type YourWorkTab = (typeof YOUR_WORK_TABS)[number];
/** Items listed under the selected "your work" tab. */
export const YOUR_WORK_ITEMS_LIMIT = 10;
/** Days ahead that count as "due soon" (today included). */
export const YOUR_WORK_DUE_SOON_DAYS = 7;
/** Activities the "recent activity" widget shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/** The query of GET dashboard/{id}/: the widget, and for your_work an optional tab (else the stored widget_filters.tab). */
export const dashboardWidgetDataQuerySchema = z.strictObject({
  widget_key: z.string().min(1).max(64),
  tab: z.enum(YOUR_WORK_TABS).optional(),
});

/** A work item as the your_work widget lists it. */
export const yourWorkItemSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  sequence_id: z.number().int(),
  project_id: uuidSchema,
  project_identifier: z.string(),
  state_group: z.string().nullable(),
  target_date: z.string().nullable(),
  priority: z.string(),
});

/**
 * your_work: counts over the live items the caller can see — assigned (to the caller), due_soon and overdue (assigned
 * to the caller, open, target date within YOUR_WORK_DUE_SOON_DAYS / before today), created (by the caller) — and the
 * first YOUR_WORK_ITEMS_LIMIT items of `tab`.
 */
export const yourWorkWidgetSchema = z.object({
  assigned: z.number().int(),
  due_soon: z.number().int(),
  overdue: z.number().int(),
  created: z.number().int(),
  tab: z.enum(YOUR_WORK_TABS),
  items: z.array(yourWorkItemSchema),
});

/** One of the caller's work-item activities, with its item. */
export const recentActivitySchema = z.object({
  id: uuidSchema,
  verb: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  comment: z.string(),
  created_at: timestampSchema,
  work_item: z.object({ id: uuidSchema, name: z.string(), sequence_id: z.number().int(), project_id: uuidSchema, project_identifier: z.string() }),
});
/** recent_activity: the caller's latest RECENT_ACTIVITY_LIMIT work-item activities, newest first. */
export const recentActivityWidgetSchema = z.object({ results: z.array(recentActivitySchema) });

export type DashboardWidgetDataQuery = z.infer<typeof dashboardWidgetDataQuerySchema>;
export type YourWorkItem = z.infer<typeof yourWorkItemSchema>;
export type YourWorkWidget = z.infer<typeof yourWorkWidgetSchema>;
export type RecentActivity = z.infer<typeof recentActivitySchema>;
export type RecentActivityWidget = z.infer<typeof recentActivityWidgetSchema>;
