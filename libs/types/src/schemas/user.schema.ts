import { z } from 'zod';
import { httpUrlSchema, timestampSchema, uuidSchema } from './common.schema';
import { LANGUAGE_CODES, THEMES } from '../constants';
import { SPEC_TEXT } from '../texts';

/** The signed-in user. */
export const userSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  is_password_autoset: z.boolean(),
  is_email_verified: z.boolean(),
  date_joined: timestampSchema,
  last_login: timestampSchema.nullable(),
});
/** A user as other members see them. */
export const userLiteSchema = userSchema.pick({ id: true, email: true, first_name: true, last_name: true, display_name: true, avatar_url: true });

/** PATCH /api/users/me/ */
export const userUpdateSchema = z.strictObject({
  first_name: z.string().trim().max(255).optional(),
  last_name: z.string().trim().max(255).optional(),
  display_name: z.string().trim().min(1).max(255).optional(),
  avatar_url: httpUrlSchema.nullable().optional(),
});

/** The profile's theme block. */
export const profileThemeSchema = z.object({
  theme: z.enum(THEMES),
  text: z.string().optional(),
  palette: z.string().optional(),
  primary: z.string().optional(),
  background: z.string().optional(),
  darkPalette: z.boolean().optional(),
  sidebarText: z.string().optional(),
  sidebarBackground: z.string().optional(),
});
/** The four onboarding steps. */
export const onboardingStepSchema = z.object({
  workspace_join: z.boolean(),
  profile_complete: z.boolean(),
  workspace_create: z.boolean(),
  workspace_invite: z.boolean(),
});
/** The user's profile (spec: User profile). */
export const profileSchema = z.object({
  id: uuidSchema,
  user: uuidSchema,
  role: z.string().nullable(),
  last_workspace_id: uuidSchema.nullable(),
  theme: profileThemeSchema,
  onboarding_step: onboardingStepSchema,
  is_onboarded: z.boolean(),
  is_tour_completed: z.boolean(),
  use_case: z.string().nullable(),
  billing_address_country: z.string().nullable(),
  billing_address: z.string().nullable(),
  has_billing_address: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  start_of_the_week: z.number().int().min(0).max(6),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
/** PATCH /api/users/me/profile/ */
export const profileUpdateSchema = z.strictObject({
  role: z.string().max(255).nullable().optional(),
  last_workspace_id: uuidSchema.nullable().optional(),
  theme: profileThemeSchema.partial().optional(),
  onboarding_step: onboardingStepSchema.partial().optional(),
  is_tour_completed: z.boolean().optional(),
  use_case: z.string().max(255).nullable().optional(),
  billing_address_country: z.string().max(255).nullable().optional(),
  billing_address: z.string().max(1000).nullable().optional(),
  language: z.enum(LANGUAGE_CODES, { error: SPEC_TEXT.invalidLanguage }).optional(),
  start_of_the_week: z.number().int().min(0).max(6).optional(),
});
/** GET /api/users/me/settings/ */
export const userSettingsSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  workspace: z.object({
    last_workspace_id: uuidSchema.nullable(),
    last_workspace_slug: z.string().nullable(),
    last_workspace_name: z.string().nullable(),
    last_workspace_logo: z.string().nullable(),
    fallback_workspace_id: uuidSchema.nullable(),
    fallback_workspace_slug: z.string().nullable(),
    invites: z.number().int(),
  }),
});

/** The signed-in user. */
export type User = z.infer<typeof userSchema>;
/** A user as other members see them. */
export type UserLite = z.infer<typeof userLiteSchema>;
/** Body of PATCH /api/users/me/. */
export type UserUpdate = z.infer<typeof userUpdateSchema>;
/** The user's profile. */
export type Profile = z.infer<typeof profileSchema>;
/** Body of PATCH /api/users/me/profile/. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** The user's settings. */
export type UserSettings = z.infer<typeof userSettingsSchema>;
/** The onboarding steps. */
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** Body of POST /api/users/me/onboard/. */
export const onboardSchema = z.strictObject({ is_onboarded: z.literal(true) });
/** Body of POST /api/users/me/tour-completed/ (may be empty). */
export const tourCompletedSchema = z.strictObject({ is_tour_completed: z.literal(true).optional() });
/** Answer of GET /api/users/me/instance-admin/. */
export const instanceAdminResponseSchema = z.object({ is_instance_admin: z.boolean() });
