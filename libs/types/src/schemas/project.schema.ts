import { z } from 'zod';
import { httpUrlSchema, timestampSchema, uuidSchema } from './common.schema';
import { userLiteSchema } from './user.schema';
import { roleSchema } from './workspace.schema';
import { PROJECT_AUTOMATION_MAX_MONTHS, PROJECT_IDENTIFIER_MAX_LENGTH, PROJECT_IDENTIFIER_PATTERN, PROJECT_NETWORK, PROJECT_TEXT } from '../project-constants';

/** A project identifier: trimmed, upper-cased, 1–12 characters A-Z0-9. */
export const projectIdentifierSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, PROJECT_TEXT.identifierRequired)
  .max(PROJECT_IDENTIFIER_MAX_LENGTH, PROJECT_TEXT.identifierTooLong)
  .regex(PROJECT_IDENTIFIER_PATTERN, PROJECT_TEXT.identifierInvalid);

/** A hex colour such as #aabbcc (or #abc). */
export const hexColorSchema = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Colour must be a hex value like #3a3a3a');

/** A project's logo: an emoji (value = code point(s), optional image url) or an icon (name, colour). */
export const projectLogoPropsSchema = z.strictObject({
  in_use: z.enum(['emoji', 'icon']),
  emoji: z.strictObject({ value: z.string().max(64), url: httpUrlSchema.optional() }).optional(),
  icon: z.strictObject({ name: z.string().max(64), color: z.string().max(32).optional() }).optional(),
});

/** Project network: 0 secret, 2 public. */
export const projectNetworkSchema = z.union([z.literal(PROJECT_NETWORK.SECRET), z.literal(PROJECT_NETWORK.PUBLIC)]);
/** Months for auto-archive / auto-close (0 = off). */
export const automationMonthsSchema = z.number().int().min(0).max(PROJECT_AUTOMATION_MAX_MONTHS);

/** A project in the lite list (GET projects/). member_role is the caller's effective role (null if not a member). */
export const projectLiteSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  name: z.string(),
  identifier: z.string(),
  description: z.string(),
  logo_props: projectLogoPropsSchema.nullable(),
  network: projectNetworkSchema,
  archived_at: timestampSchema.nullable(),
  is_favorite: z.boolean(),
  member_role: roleSchema.nullable(),
  is_member: z.boolean(),
  sort_order: z.number(),
  guest_view_all_features: z.boolean(),
  cycle_view: z.boolean(),
  module_view: z.boolean(),
  issue_views_view: z.boolean(),
  page_view: z.boolean(),
  inbox_view: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  /** The publish anchor (issue 20: spaces viewer /spaces/issues/{anchor}); null when not published. */
  anchor: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A full project (GET projects/{id}/, projects/details/, create/update answers). */
export const projectSchema = projectLiteSchema.extend({
  archive_in: z.number().int(),
  close_in: z.number().int(),
  default_state: uuidSchema.nullable(),
  estimate: uuidSchema.nullable(),
  total_members: z.number().int(),
  created_by: uuidSchema,
  updated_by: uuidSchema.nullable(),
});

/** POST projects/ — the creator becomes admin and the five default states are created. */
export const projectCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: z.string().trim().min(1, PROJECT_TEXT.nameRequired).max(255),
  identifier: projectIdentifierSchema,
  description: z.string().max(10000).optional(),
  logo_props: projectLogoPropsSchema.nullable().optional(),
  network: projectNetworkSchema.optional(),
});

/** PATCH projects/{id}/ (admin). default_state = the auto-close state; estimate = the active estimate or null. */
export const projectUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, PROJECT_TEXT.nameRequired).max(255).optional(),
  identifier: projectIdentifierSchema.optional(),
  description: z.string().max(10000).optional(),
  logo_props: projectLogoPropsSchema.nullable().optional(),
  network: projectNetworkSchema.optional(),
  cycle_view: z.boolean().optional(),
  module_view: z.boolean().optional(),
  issue_views_view: z.boolean().optional(),
  page_view: z.boolean().optional(),
  inbox_view: z.boolean().optional(),
  is_time_tracking_enabled: z.boolean().optional(),
  guest_view_all_features: z.boolean().optional(),
  archive_in: automationMonthsSchema.optional(),
  close_in: automationMonthsSchema.optional(),
  default_state: uuidSchema.nullable().optional(),
  estimate: uuidSchema.nullable().optional(),
});

/** GET project-identifiers/?name= */
export const projectIdentifierQuerySchema = z.object({ name: z.string().trim().toUpperCase().min(1).max(PROJECT_IDENTIFIER_MAX_LENGTH) });
/** Answer of the identifier check. */
export const projectIdentifierCheckResponseSchema = z.object({ exists: z.boolean() });

/** POST projects/join/ — all or nothing. */
export const projectJoinSchema = z.strictObject({ project_ids: z.array(uuidSchema).min(1).max(100) });
/** POST user-favorite-projects/ */
export const projectFavoriteCreateSchema = z.strictObject({ project: uuidSchema });
/** Answer of POST user-favorite-projects/ (the favorite row). */
export const projectFavoriteSchema = z.object({ id: uuidSchema, project: uuidSchema, created_at: timestampSchema });

/** One row of GET project-stats/. */
export const projectStatsSchema = z.object({
  id: uuidSchema,
  total_members: z.number().int(),
  total_states: z.number().int(),
  total_labels: z.number().int(),
  total_issues: z.number().int(),
});

/** A project member (an explicit membership row). */
export const projectMemberSchema = z.object({
  id: uuidSchema,
  project: uuidSchema,
  member: userLiteSchema,
  role: roleSchema,
  original_role: roleSchema,
  created_at: timestampSchema,
});

/** GET projects/{id}/project-members/me/ — role is the effective role; id is null for a workspace admin without a row. */
export const projectMemberMeSchema = z.object({
  id: uuidSchema.nullable(),
  project: uuidSchema,
  member: userLiteSchema,
  role: roleSchema,
  original_role: roleSchema.nullable(),
  is_member: z.boolean(),
  created_at: timestampSchema.nullable(),
});

/** POST projects/{id}/members/ — bulk add; refused whole if any entry is invalid. */
export const projectMembersAddSchema = z.strictObject({
  members: z.array(z.strictObject({ member_id: uuidSchema, role: roleSchema })).min(1).max(100),
});
/** PATCH projects/{id}/members/{memberId}/ — sets role and original_role. */
export const projectMemberUpdateSchema = z.strictObject({ role: roleSchema });

/** Project logo props. */
export type ProjectLogoProps = z.infer<typeof projectLogoPropsSchema>;
/** A project in the lite list. */
export type ProjectLite = z.infer<typeof projectLiteSchema>;
/** A full project. */
export type Project = z.infer<typeof projectSchema>;
/** Body of POST projects/. */
export type ProjectCreate = z.infer<typeof projectCreateSchema>;
/** Body of PATCH projects/{id}/. */
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
/** One row of project-stats/. */
export type ProjectStats = z.infer<typeof projectStatsSchema>;
/** A project member. */
export type ProjectMember = z.infer<typeof projectMemberSchema>;
/** The caller's own project membership. */
export type ProjectMemberMe = z.infer<typeof projectMemberMeSchema>;
/** Body of POST projects/{id}/members/. */
export type ProjectMembersAdd = z.infer<typeof projectMembersAddSchema>;
