import { STICKY_MAX_HTML, slugParamsSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';
import { v1ListQuerySchema } from '../v1-pagination';

// Params and bodies of the core v1 routes (issue 18), as the seed system's SDK sends them. Bodies are z.object: keys
// this API does not know are dropped (the seed's serializers ignore them too); the route files map what is left onto
// the app's own bodies, whose rules (lengths, patterns, roles) decide.

/** `{ slug, projectId }`. */
export const v1ProjectParamsSchema = slugParamsSchema.extend({ projectId: uuidSchema });
/** `{ slug, projectId, stateId }`. */
export const v1StateParamsSchema = v1ProjectParamsSchema.extend({ stateId: uuidSchema });
/** `{ slug, projectId, labelId }`. */
export const v1LabelParamsSchema = v1ProjectParamsSchema.extend({ labelId: uuidSchema });
/** `{ slug, projectId, estimateId }`. */
export const v1EstimateParamsSchema = v1ProjectParamsSchema.extend({ estimateId: uuidSchema });
/** `{ slug, projectId, estimateId, pointId }`. */
export const v1EstimatePointParamsSchema = v1EstimateParamsSchema.extend({ pointId: uuidSchema });
/** `{ slug, stickyId }`. */
export const v1StickyParamsSchema = slugParamsSchema.extend({ stickyId: uuidSchema });

/** GET projects-lite/: the list query plus include_archived. */
export const v1ProjectsLiteQuerySchema = v1ListQuerySchema.extend({
  include_archived: z.enum(['true', 'false', '1', '0']).optional(),
});

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();

/** The seed's logo props (emoji or icon); mapped onto the app's narrower shape. */
const v1LogoPropsSchema = z.object({
  in_use: z.enum(['emoji', 'icon']),
  emoji: z.object({ value: text(64).optional(), url: text(2000).optional() }).optional(),
  icon: z.object({ name: text(64).optional(), color: text(32).optional(), background_color: text(32).optional() }).optional(),
});

/** Fields a v1 project create or update may carry (the seed's Project names). */
const v1ProjectFields = {
  name: text(255).optional(),
  identifier: text(64).optional(),
  description: optionalText(10000),
  network: z.union([z.literal(0), z.literal(2)]).optional(),
  logo_props: v1LogoPropsSchema.nullish(),
};

/** Feature toggles and automations a v1 project create or update may carry. */
const v1ProjectSettings = {
  module_view: z.boolean().optional(),
  cycle_view: z.boolean().optional(),
  issue_views_view: z.boolean().optional(),
  page_view: z.boolean().optional(),
  intake_view: z.boolean().optional(),
  is_time_tracking_enabled: z.boolean().optional(),
  guest_view_all_features: z.boolean().optional(),
  archive_in: z.number().int().optional(),
  close_in: z.number().int().optional(),
};

/** POST projects/ (the SDK fills identifier from the name when the caller leaves it out); toggles apply after create. */
export const v1ProjectCreateSchema = z.object({ ...v1ProjectFields, ...v1ProjectSettings, name: text(255), identifier: text(64) });

/** PATCH projects/{id}/: general fields, feature toggles, automations, default state and estimate. */
export const v1ProjectUpdateSchema = z.object({
  ...v1ProjectFields,
  ...v1ProjectSettings,
  default_state: uuidSchema.nullish(),
  estimate: uuidSchema.nullish(),
});
/** A parsed v1 project update. */
export type V1ProjectUpdate = z.infer<typeof v1ProjectUpdateSchema>;

/** PATCH projects/{id}/features/ (the seed's ProjectFeatures names). */
export const v1ProjectFeaturesUpdateSchema = z.object({
  epics: z.boolean().optional(),
  modules: z.boolean().optional(),
  cycles: z.boolean().optional(),
  views: z.boolean().optional(),
  pages: z.boolean().optional(),
  intakes: z.boolean().optional(),
  work_item_types: z.boolean().optional(),
  is_time_tracking_enabled: z.boolean().optional(),
});

const stateGroup = z.enum(['backlog', 'unstarted', 'started', 'completed', 'cancelled']);

/** POST states/ (group defaults to backlog, as in the seed). */
export const v1StateCreateSchema = z.object({
  name: text(255),
  color: text(32),
  group: stateGroup.optional(),
  description: optionalText(2000),
  sequence: z.number().finite().optional(),
  default: z.boolean().optional(),
});
/** PATCH states/{id}/. */
export const v1StateUpdateSchema = v1StateCreateSchema.partial();

/** POST labels/. */
export const v1LabelCreateSchema = z.object({
  name: text(255),
  color: text(32).nullish(),
  description: optionalText(2000),
  parent: uuidSchema.nullish(),
  sort_order: z.number().finite().optional(),
});
/** PATCH labels/{id}/. */
export const v1LabelUpdateSchema = v1LabelCreateSchema.partial();

/** POST estimates/ (no points: the seed adds them with estimate-points/). */
export const v1EstimateCreateSchema = z.object({
  name: text(255),
  description: optionalText(2000),
  type: z.enum(['categories', 'points', 'time']).optional(),
  last_used: z.boolean().optional(),
});
/** PATCH estimates/: only name and description change (the seed's rule). */
export const v1EstimateUpdateSchema = z.object({ name: text(255).optional(), description: optionalText(2000) });

const v1PointSchema = z.object({ value: text(20), key: z.number().int().optional(), description: optionalText(255) });
/** POST estimate-points/: a JSON array of points, or `{ estimate_points: [...] }`. */
export const v1EstimatePointsCreateSchema = z.union([z.array(v1PointSchema).min(1).max(20), z.object({ estimate_points: z.array(v1PointSchema).min(1).max(20) })]);
/** PATCH estimate-points/{id}/. */
export const v1EstimatePointUpdateSchema = z.object({ value: text(20).optional(), key: z.number().int().optional(), description: optionalText(255) });

/** POST stickies/. */
export const v1StickyCreateSchema = z.object({
  name: optionalText(255),
  description_html: optionalText(STICKY_MAX_HTML),
  color: optionalText(32),
  background_color: optionalText(32),
  sort_order: z.number().finite().optional(),
});
/** PATCH stickies/{id}/. */
export const v1StickyUpdateSchema = v1StickyCreateSchema;
