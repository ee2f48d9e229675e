import { z } from 'zod';
import { STATE_GROUPS } from '../project-constants';
import { PRIORITIES } from '../work-item-constants';
import { timestampSchema, uuidSchema } from './common.schema';

// A member's profile in a workspace (issue 17 point 2; spec §7 user-stats, user-profile, user-activity and its export,
// users/me/activities/). Every number counts only items the CALLER may see.

/** Rows per page of user-activity/ unless per_page says otherwise. */
export const PROFILE_ACTIVITY_PAGE_SIZE = 20;
/** Most rows one user-activity CSV export holds (newest first). */
export const PROFILE_ACTIVITY_EXPORT_MAX = 5000;

/** GET user-stats/{userId}/: the member's counts over the items the caller may see. */
export const userStatsSchema = z.object({
  assigned: z.number().int(),
  created: z.number().int(),
  subscribed: z.number().int(),
  /** Assigned to them and in a completed state. */
  completed: z.number().int(),
  /** Assigned to them and open (not completed or cancelled). */
  pending: z.number().int(),
  /** Their assigned items by state group (every group, zeros included; items without a state count as backlog). */
  state_distribution: z.array(z.object({ state_group: z.enum(STATE_GROUPS), count: z.number().int() })),
  /** Their assigned items by priority (every priority, zeros included). */
  priority_distribution: z.array(z.object({ priority: z.enum(PRIORITIES), count: z.number().int() })),
});

/** A project the member and the caller share, with the member's counts in it. */
export const userProfileProjectSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  identifier: z.string(),
  assigned: z.number().int(),
  completed: z.number().int(),
});

/** GET user-profile/{userId}/: the member. */
export const userProfileSchema = z.object({
  id: uuidSchema,
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  /** Their workspace role (20 admin, 15 member, 5 guest). */
  role: z.number().int(),
  date_joined: timestampSchema,
  projects: z.array(userProfileProjectSchema),
});

/** One work-item activity of the member, with the item to link to. */
export const profileActivitySchema = z.object({
  id: uuidSchema,
  verb: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  comment: z.string(),
  created_at: timestampSchema,
  actor: uuidSchema,
  workspace_slug: z.string(),
  work_item: z.object({
    id: uuidSchema, name: z.string(), sequence_id: z.number().int(), project_id: uuidSchema, project_identifier: z.string(), project_name: z.string(),
  }),
});

/** The query of user-activity/ and users/me/activities/: the house cursor perPage:page:0 and per_page. */
export const profileActivityQuerySchema = z.strictObject({
  cursor: z.string().max(50).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/** A page of activities, newest first. */
export const profileActivityPageSchema = z.object({
  results: z.array(profileActivitySchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  total_count: z.number().int(),
});

export type UserStats = z.infer<typeof userStatsSchema>;
export type UserProfileProject = z.infer<typeof userProfileProjectSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type ProfileActivity = z.infer<typeof profileActivitySchema>;
export type ProfileActivityQuery = z.infer<typeof profileActivityQuerySchema>;
export type ProfileActivityPage = z.infer<typeof profileActivityPageSchema>;
