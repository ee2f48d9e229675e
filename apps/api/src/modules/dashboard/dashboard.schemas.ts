import { homeWidgetSchema, quickLinkSchema, recentActivityWidgetSchema, recentVisitSchema, slugParamsSchema, stickySchema, uuidSchema, yourWorkWidgetSchema } from '@cairn/types';
import { z } from 'zod';

// Route-level schemas of the home-preferences and dashboard routes; the wire shapes live in @cairn/types.

/** OpenAPI tag of every dashboard / home-preferences route. */
export const DASHBOARD_TAGS = ['dashboard'];
/** `{ slug, widgetKey }`: home-preferences/{key}/ (the key is checked by the handler: unknown → 404). */
export const homePreferenceParamsSchema = slugParamsSchema.extend({ widgetKey: z.string().min(1).max(64) });
/** `{ slug, dashboardId }`. */
export const dashboardParamsSchema = slugParamsSchema.extend({ dashboardId: uuidSchema });
/** `{ dashboardId, widgetId }`: PATCH /api/dashboard/{id}/widgets/{widgetId}/. */
export const dashboardWidgetParamsSchema = z.object({ dashboardId: uuidSchema, widgetId: uuidSchema });
/** GET dashboard/ query (work-items spec §7: dashboard_type=home; home is the only type). */
export const dashboardQuerySchema = z.strictObject({ dashboard_type: z.literal('home').optional() });
/** GET home-preferences/ answer. */
export const homeWidgetListSchema = z.array(homeWidgetSchema);
/** GET dashboard/{id}/?widget_key=… answer: your_work / recent_activity data, or the list a list widget shows. */
export const dashboardWidgetDataSchema = z.union([
  yourWorkWidgetSchema,
  recentActivityWidgetSchema,
  z.object({ results: z.array(z.union([quickLinkSchema, recentVisitSchema, stickySchema])) }),
]);
/** Largest widget_filters accepted (JSON characters). */
export const WIDGET_FILTERS_MAX_CHARS = 10_000;
