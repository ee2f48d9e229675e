// Notifications, stickies, quick links, recent visits and the home dashboard (issue 16; workspace-pages-account spec
// §3, §4, §7, §9; work-items spec §3, §5, §7).

/** Notifications page size and the first cursor (spec §9). */
export const NOTIFICATION_PAGE_SIZE = 300;
/** The cursor of the first notifications page (spec §9). */
export const NOTIFICATION_FIRST_CURSOR = '300:0:0';
/** Why a receiver got a notification; the list's `type` filter takes a comma list of the first three (spec §7). */
export const NOTIFICATION_KINDS = ['assigned', 'created', 'subscribed', 'mentioned'] as const;
/** One notification kind. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds the list's `type` filter names (spec §7). */
export const NOTIFICATION_TYPE_FILTERS = ['assigned', 'created', 'subscribed'] as const;
/** The inbox tabs (spec §2). */
export const NOTIFICATION_TABS = ['all', 'mentions'] as const;
/** One inbox tab. */
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
/** The kinds of change a user's mail preferences name (spec §7 notification-preferences). */
export const NOTIFICATION_PREFERENCE_KEYS = ['property_change', 'state_change', 'comment', 'mention', 'issue_completed'] as const;
/** One preference key. */
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
/** A user's notifications are mailed at most once per this window (one digest of everything in it). */
export const NOTIFICATION_DIGEST_WINDOW_MS = 5 * 60 * 1000;

/** Sticky and widget reorder step (spec §9). */
export const HOME_REORDER_STEP = 10_000;
/** The stickies page size (the spec's constant is not shown). */
export const STICKY_PAGE_SIZE = 20;
/** The longest sticky body accepted (HTML characters). */
export const STICKY_MAX_HTML = 100_000;
/** The home widgets, in their default order (the greeting is always shown and is not a widget). */
export const HOME_WIDGET_KEYS = ['quick_links', 'recents', 'my_stickies', 'your_work', 'recent_activity'] as const;
/** One widget key. */
export type HomeWidgetKey = (typeof HOME_WIDGET_KEYS)[number];
/** The entities recent visits name (spec §7 recent-visits/ entity_name). */
export const RECENT_VISIT_ENTITIES = ['issue', 'page', 'project'] as const;
/** One recent-visit entity. */
export type RecentVisitEntity = (typeof RECENT_VISIT_ENTITIES)[number];
/** How many recent visits the home widget shows. */
export const RECENT_VISITS_LIMIT = 20;

/** Texts of this area: the spec's (work-items §5) verbatim, then the server's refusals. */
export const HOME_TEXT = {
  dashboardNotFound: 'Dashboard not found',
  widgetNotFound: 'Widget not found',
  notificationNotFound: 'Notification not found',
  snoozeInPast: 'snoozed_till must be in the future',
  stickyNotFound: 'Sticky not found',
  quickLinkNotFound: 'Quick link not found',
  quickLinkUrl: 'Enter a link starting with http:// or https://',
  unknownWidget: 'Unknown widget',
} as const;
