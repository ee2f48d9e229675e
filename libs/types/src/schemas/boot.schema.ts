import { z } from 'zod';

/**
 * What a boot payload covers: `page` (a page load: the session's parts — user, profile, settings, workspaces, the
 * instance —, the workspace's — membership, projects, favorites, teamspaces, unread count, event version — and the
 * route's), `route` (an in-app visit: only the route's parts — project, list, work item; the app holds the rest).
 */
export const BOOT_SCOPES = ['page', 'route'] as const;
export type BootScope = (typeof BOOT_SCOPES)[number];

/**
 * What an in-app visit says the app already holds, so the server leaves it out: `project` = the route's project record,
 * states, labels, members and estimates (screens load those only when the store lacks them; live updates keep them).
 */
export const BOOT_KNOWN = ['project'] as const;
export type BootKnown = (typeof BOOT_KNOWN)[number];

/**
 * Query of GET /api/boot/: the app URL (path, optionally with its query) the payload is for, its scope (default page),
 * and for an in-app visit what the app already holds.
 */
export const bootQuerySchema = z.object({ path: z.string().min(1).max(2000).startsWith('/'), scope: z.enum(BOOT_SCOPES).optional(), known: z.enum(BOOT_KNOWN).optional() });

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
