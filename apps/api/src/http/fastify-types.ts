import type { ApiKeyCaller } from './api-key';
import type { UserRow } from '../data/repositories/users.repository';
import type { EventHub } from '../events/event-hub';
import type { AppDeps } from '../server';
import type { OpenApiRegistry } from './openapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies (db, config, mailer, clock). */
    deps: AppDeps;
    /** Routes registered through defineRoute, for /api/openapi.json. */
    openapi: OpenApiRegistry;
    /** Every route Fastify registered (method, url), so a test can check the OpenAPI document covers them. */
    routeList: ReadonlyArray<{ method: string; url: string }>;
    /** This process's live events hub (streams, fan-out). */
    eventHub: EventHub;
  }
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: UserRow | null;
    /** The hashed id of the current session, or null. */
    sessionId: string | null;
    /** The API token behind an X-Api-Key request (routes with auth 'apiKey'), else null. */
    apiKey: ApiKeyCaller | null;
    /** True when the session cookie was sent but is invalid or expired (the cookie is cleared). */
    staleSessionCookie: boolean;
  }
}

/** Marker so this file can be imported for its declarations. */
export const FASTIFY_TYPES = true;
