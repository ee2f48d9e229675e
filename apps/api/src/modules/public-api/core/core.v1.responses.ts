import { z } from 'zod';

// Answers of the core v1 routes, for the OpenAPI document only (not enforced at run time): the seed system's v1
// shapes as the presenters write them.

const id = z.string().uuid();
const nullableId = id.nullable();
const ts = z.string();
const nullableTs = ts.nullable();
const external = { external_source: z.string().nullable(), external_id: z.string().nullable() };
const authors = { created_by: nullableId, updated_by: nullableId };

/** A v1 Project. */
export const v1ProjectResponseSchema = z.object({
  id,
  workspace: id,
  name: z.string(),
  identifier: z.string(),
  description: z.string(),
  network: z.number().int(),
  logo_props: z.record(z.string(), z.unknown()),
  emoji: z.string().nullable(),
  icon_prop: z.record(z.string(), z.unknown()).nullable(),
  total_members: z.number().int(),
  total_cycles: z.number().int(),
  total_modules: z.number().int(),
  is_member: z.boolean(),
  member_role: z.number().int().nullable(),
  module_view: z.boolean(),
  cycle_view: z.boolean(),
  issue_views_view: z.boolean(),
  page_view: z.boolean(),
  intake_view: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  guest_view_all_features: z.boolean(),
  archive_in: z.number().int(),
  close_in: z.number().int(),
  archived_at: nullableTs,
  timezone: z.string(),
  estimate: nullableId,
  default_state: nullableId,
  sort_order: z.number(),
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});

/** A v1 ProjectLite. */
export const v1ProjectLiteResponseSchema = v1ProjectResponseSchema.pick({ id: true, identifier: true, name: true, description: true, logo_props: true, emoji: true, icon_prop: true, archived_at: true });

/** The seed's ProjectFeatures (plus is_time_tracking_enabled). */
export const v1ProjectFeaturesResponseSchema = z.object({
  epics: z.boolean(),
  modules: z.boolean(),
  cycles: z.boolean(),
  views: z.boolean(),
  pages: z.boolean(),
  intakes: z.boolean(),
  work_item_types: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
});

/** A v1 workspace or project member: the user with role and role_slug. */
export const v1MemberResponseSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string(),
  avatar_url: z.string().nullable(),
  display_name: z.string(),
  role: z.number().int().nullable(),
  role_slug: z.string().nullable(),
});

/** A v1 State. */
export const v1StateResponseSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sequence: z.number(),
  group: z.string(),
  is_triage: z.boolean(),
  default: z.boolean(),
  project: id,
  workspace: id,
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});

/** A v1 Label. */
export const v1LabelResponseSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sort_order: z.number(),
  parent: nullableId,
  project: id,
  workspace: id,
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});

/** A v1 Estimate. */
export const v1EstimateResponseSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  type: z.string(),
  last_used: z.boolean(),
  project: id,
  workspace: id,
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});

/** A v1 EstimatePoint. */
export const v1EstimatePointResponseSchema = z.object({
  id,
  estimate: id,
  key: z.number().int(),
  value: z.string(),
  description: z.string(),
  project: id,
  workspace: id,
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});

/** A v1 Sticky. */
export const v1StickyResponseSchema = z.object({
  id,
  name: z.string(),
  description_html: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  color: z.string(),
  background_color: z.string(),
  workspace: id,
  owner: id,
  sort_order: z.number(),
  created_at: ts,
  updated_at: ts,
  ...authors,
  ...external,
});
