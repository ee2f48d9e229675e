// Schemas the users routes need that @cairn/types does not have yet (the lead may move them there).
import { z } from 'zod';

/** Body of POST /api/users/me/onboard/. */
export const onboardSchema = z.strictObject({ is_onboarded: z.literal(true) });
/** Body of POST /api/users/me/tour-completed/ (may be empty). */
export const tourCompletedSchema = z.strictObject({ is_tour_completed: z.literal(true).optional() });
/** Answer of GET /api/users/me/instance-admin/. */
export const instanceAdminResponseSchema = z.object({ is_instance_admin: z.boolean() });
