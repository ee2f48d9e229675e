// Response schemas the auth routes need that @cairn/types does not have yet (the lead may move them there).
import { z } from 'zod';

/** Answer of POST /auth/magic-generate/. */
export const magicGenerateResponseSchema = z.object({
  email: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be requested. */
  resend_after: z.number().int(),
  smtp_configured: z.boolean(),
});

/** A plain confirmation `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
