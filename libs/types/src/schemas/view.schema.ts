import { z } from 'zod';
import { ORGANISE_TEXT, VIEW_ACCESS } from '../organise-constants';
import { timestampSchema, uuidSchema } from './common.schema';
import { workItemDisplayFiltersSchema, workItemDisplayPropertiesSchema, workItemFiltersSchema } from './work-item-list.schema';

// Saved views on the wire (issue 14; work-items spec §3 Global view, View). One shape for the three kinds: a project
// view (project set), a team view (teamspace set), a workspace (global) view (neither). A view's filters and display
// settings are the list's settings when the view is open: a locked view's filters cannot be changed.

/** A saved view; is_favorite for the caller (project views; false elsewhere). */
export const issueViewSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  project: uuidSchema.nullable(),
  teamspace: uuidSchema.nullable(),
  name: z.string(),
  description: z.string(),
  access: z.enum(VIEW_ACCESS),
  is_locked: z.boolean(),
  is_favorite: z.boolean(),
  filters: workItemFiltersSchema,
  display_filters: workItemDisplayFiltersSchema,
  display_properties: workItemDisplayPropertiesSchema,
  logo_props: z.record(z.string(), z.unknown()),
  sort_order: z.number(),
  owned_by: uuidSchema.nullable(),
  /** Reserved for publishing (a later issue): null until then. */
  anchor: z.string().nullable(),
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const viewName = z.string().trim().min(1, ORGANISE_TEXT.viewNameRequired).max(255);

/**
 * POST views/ (every kind). access defaults to public: a private view is created first, then its access is set (spec
 * §4), so clients send access in a PATCH; the server accepts it on create too.
 */
export const issueViewCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: viewName,
  description: z.string().max(10_000).optional(),
  access: z.enum(VIEW_ACCESS).optional(),
  filters: workItemFiltersSchema.optional(),
  display_filters: workItemDisplayFiltersSchema.optional(),
  display_properties: workItemDisplayPropertiesSchema.optional(),
  logo_props: z.record(z.string(), z.unknown()).optional(),
});
/** PATCH views/{id}/: any field; is_locked locks and unlocks (filters of a locked view are refused unless unlocking in the same call). */
export const issueViewUpdateSchema = issueViewCreateSchema.omit({ id: true }).partial().extend({ is_locked: z.boolean().optional(), sort_order: z.number().finite().optional() });
/** POST user-favorite-views/ {view}. */
export const viewFavoriteCreateSchema = z.strictObject({ view: uuidSchema });

export type IssueView = z.infer<typeof issueViewSchema>;
export type IssueViewCreate = z.infer<typeof issueViewCreateSchema>;
export type IssueViewUpdate = z.infer<typeof issueViewUpdateSchema>;
