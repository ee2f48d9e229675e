import { z } from 'zod';

/** Query of GET /api/boot/: the app URL (path, optionally with its query) the payload is for. */
export const bootQuerySchema = z.object({ path: z.string().min(1).max(2000).startsWith('/') });

/**
 * The boot payload (issue 11): what a route needs to paint, in one answer. `answers` maps an API GET path (with its
 * query, exactly as the web client requests it) to the body that endpoint answers the same user now — the server runs
 * the real endpoints, so shapes and authorisation are theirs; a part the user may not read is simply absent.
 */
export const bootPayloadSchema = z.object({
  signed_in: z.boolean(),
  path: z.string(),
  answers: z.record(z.string(), z.unknown()),
});

/** The boot payload's type. */
export type BootPayload = z.infer<typeof bootPayloadSchema>;
