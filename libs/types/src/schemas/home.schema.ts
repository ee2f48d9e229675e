import { z } from 'zod';
import { HOME_WIDGET_KEYS, NOTIFICATION_KINDS, NOTIFICATION_PREFERENCE_KEYS, RECENT_VISIT_ENTITIES, STICKY_MAX_HTML } from '../home-constants';
import { httpUrlSchema, timestampSchema, uuidSchema } from './common.schema';

// Notifications, stickies, quick links, recent visits, home preferences and the dashboard on the wire (issue 16).

/** Who did it (triggered_by_details). */
export const notificationActorSchema = z.object({ id: uuidSchema, display_name: z.string(), first_name: z.string(), last_name: z.string(), avatar_url: z.string().nullable() });

/**
 * A notification (spec §3). data.issue: { id, name, sequence_id, identifier (project), state_name, state_group };
 * data.issue_activity: { field, old_value, new_value, verb, comment? }.
 */
export const notificationSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  project: uuidSchema.nullable(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  entity_identifier: uuidSchema.nullable(),
  entity_name: z.string(),
  message: z.record(z.string(), z.unknown()),
  message_html: z.string(),
  message_stripped: z.string(),
  sender: z.string(),
  receiver: uuidSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  triggered_by: uuidSchema.nullable(),
  triggered_by_details: notificationActorSchema.nullable(),
  read_at: timestampSchema.nullable(),
  archived_at: timestampSchema.nullable(),
  snoozed_till: timestampSchema.nullable(),
  is_inbox_issue: z.boolean(),
  is_mentioned_notification: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
});

const flag = z.enum(['true', 'false']);
/**
 * GET users/notifications query (spec §7): type = comma list of assigned, created, subscribed; snoozed, archived,
 * read ('true' only those, 'false' none of those; absent = default: not archived, not snoozed, read or not), mentioned.
 */
export const notificationsQuerySchema = z.strictObject({
  type: z.string().max(100).optional(),
  snoozed: flag.optional(),
  archived: flag.optional(),
  read: flag.optional(),
  mentioned: flag.optional(),
  per_page: z.coerce.number().int().min(1).max(300).optional(),
  cursor: z.string().max(50).optional(),
});
/** One page of notifications. */
export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  total_count: z.number().int(),
});
/** PATCH users/notifications/{id}/ (spec §7: e.g. snoozed_till; null unsnoozes). */
export const notificationUpdateSchema = z.strictObject({ snoozed_till: timestampSchema.nullable() });
/** POST users/notifications/mark-all-read/ (spec §7: the list's filters). */
export const notificationMarkAllReadSchema = z.strictObject({
  type: z.string().max(100).optional(),
  snoozed: z.boolean().optional(),
  archived: z.boolean().optional(),
  read: z.boolean().optional(),
  mentioned: z.boolean().optional(),
});
/** GET users/notifications/unread/ (spec §7). */
export const notificationUnreadSchema = z.object({ total_unread_notifications_count: z.number().int(), mention_unread_notifications_count: z.number().int() });

/** users/me/notification-preferences/ (GET answers all; PATCH any). Which kinds of change are mailed. */
export const notificationPreferencesSchema = z.object(Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_PREFERENCE_KEYS)[number], z.ZodBoolean>);
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial().strict();

/** A sticky (spec §3; fields beyond id and sort_order are ours: name, description_html, colours). */
export const stickySchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  owner: uuidSchema,
  name: z.string(),
  description_html: z.string(),
  color: z.string(),
  background_color: z.string(),
  sort_order: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const stickyCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: z.string().max(255).optional(),
  description_html: z.string().max(STICKY_MAX_HTML).optional(),
  color: z.string().max(32).optional(),
  background_color: z.string().max(32).optional(),
  sort_order: z.number().finite().optional(),
});
export const stickyUpdateSchema = stickyCreateSchema.omit({ id: true });
/** GET stickies/ query (spec §7: cursor, per_page, query). */
export const stickiesQuerySchema = z.strictObject({
  cursor: z.string().max(50).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  query: z.string().max(255).optional(),
});
export const stickyPageSchema = z.object({
  results: z.array(stickySchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  total_count: z.number().int(),
});

/** A quick link (spec §7 quick-links/). */
export const quickLinkSchema = z.object({ id: uuidSchema, workspace: uuidSchema, owner: uuidSchema, title: z.string(), url: z.string(), created_at: timestampSchema, updated_at: timestampSchema });
export const quickLinkCreateSchema = z.strictObject({ id: uuidSchema.optional(), title: z.string().trim().max(255).optional(), url: httpUrlSchema });
export const quickLinkUpdateSchema = quickLinkCreateSchema.omit({ id: true }).partial();

/** A recent visit (spec §7 recent-visits/): entity_data is the entity's live display data. */
export const recentVisitSchema = z.object({
  id: uuidSchema,
  entity_name: z.enum(RECENT_VISIT_ENTITIES),
  entity_identifier: uuidSchema,
  project_id: uuidSchema.nullable(),
  visited_at: timestampSchema,
  entity_data: z.record(z.string(), z.unknown()),
});
/** GET recent-visits/ query: entity_name filters to one kind. */
export const recentVisitsQuerySchema = z.strictObject({ entity_name: z.enum(RECENT_VISIT_ENTITIES).optional() });
/** POST recent-visits/: records a visit now (the app calls it when a work item, page or project opens). */
export const recentVisitCreateSchema = z.strictObject({ entity_name: z.enum(RECENT_VISIT_ENTITIES), entity_identifier: uuidSchema, project_id: uuidSchema.optional() });

/** A home widget / preference (spec §3 Widgets: key, is_enabled, sort_order; work-items §3 widget_filters). */
export const homeWidgetSchema = z.object({
  id: uuidSchema,
  key: z.enum(HOME_WIDGET_KEYS),
  is_enabled: z.boolean(),
  sort_order: z.number(),
  widget_filters: z.record(z.string(), z.unknown()),
});
/** PATCH home-preferences/{key}/ (spec: widgets accept is_enabled or sort_order) and dashboard widgets (filters). */
export const homeWidgetUpdateSchema = z.strictObject({
  is_enabled: z.boolean().optional(),
  sort_order: z.number().finite().optional(),
  widget_filters: z.record(z.string(), z.unknown()).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
});
/** GET dashboard/?dashboard_type=home (work-items spec §7): the dashboard and its widgets. */
export const dashboardSchema = z.object({ dashboard: z.object({ id: uuidSchema, type: z.string() }), widgets: z.array(homeWidgetSchema) });

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;
export type NotificationMarkAllRead = z.infer<typeof notificationMarkAllReadSchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type Sticky = z.infer<typeof stickySchema>;
export type StickyCreate = z.infer<typeof stickyCreateSchema>;
export type StickyUpdate = z.infer<typeof stickyUpdateSchema>;
export type StickiesQuery = z.infer<typeof stickiesQuerySchema>;
export type StickyPage = z.infer<typeof stickyPageSchema>;
export type QuickLink = z.infer<typeof quickLinkSchema>;
export type QuickLinkCreate = z.infer<typeof quickLinkCreateSchema>;
export type QuickLinkUpdate = z.infer<typeof quickLinkUpdateSchema>;
export type RecentVisit = z.infer<typeof recentVisitSchema>;
export type RecentVisitCreate = z.infer<typeof recentVisitCreateSchema>;
export type HomeWidget = z.infer<typeof homeWidgetSchema>;
export type HomeWidgetUpdate = z.infer<typeof homeWidgetUpdateSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
