import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { Db } from '../data/db';
import type { UserRow } from '../data/repositories/users.repository';
import type { AppDeps } from '../server';
import { authenticateApiKey } from './api-key';
import { unauthorized } from './errors';
import { getOpenApiRegistry } from './openapi';

/** How a route authenticates its caller. */
export type RouteAuth = 'public' | 'session' | 'apiKey';

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

/** What a handler receives: parsed input, the signed-in user (null on public routes without a session) and the deps. */
export interface RouteContext<B, Q, P, U> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  user: U;
  db: Db;
  deps: AppDeps;
}

/** A route definition: wiring, validation, auth and its OpenAPI description in one place. */
export interface RouteDefinition<BS extends ZodType | undefined, QS extends ZodType | undefined, PS extends ZodType | undefined, A extends RouteAuth> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /**
   * 'session' answers 401 without a valid session; 'public' lets anyone in (ctx.user is the user when signed in);
   * 'apiKey' (the public API v1) takes the user from the X-Api-Key header before anything else is read (401 without
   * a valid key, 403 outside the token's workspace, 429 past its rate limit; http/api-key.ts).
   */
  auth: A;
  /** The 401 message of a 'session' route for a signed-out caller, when the default does not say what to do. */
  unauthorizedMessage?: string;
  body?: BS;
  query?: QS;
  params?: PS;
  /** Success bodies by status, for the OpenAPI document only (not enforced at run time). */
  response?: Record<number, ZodType>;
  tags: string[];
  summary: string;
  handler: (ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>, A extends 'public' ? UserRow | null : UserRow>) => Promise<unknown>;
}

/** Registers a Fastify route that validates its input with zod, enforces auth and appears in /api/openapi.json. */
export function defineRoute<
  BS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  PS extends ZodType | undefined = undefined,
  A extends RouteAuth = 'session',
>(app: FastifyInstance, def: RouteDefinition<BS, QS, PS, A>): void {
  getOpenApiRegistry(app).add({
    method: def.method,
    url: def.url,
    auth: def.auth,
    tags: def.tags,
    summary: def.summary,
    body: def.body,
    query: def.query,
    params: def.params,
    response: def.response,
  });
  app.route({
    method: def.method,
    url: def.url,
    handler: async (req, reply) => {
      if (def.auth === 'apiKey') {
        // Before any input is read: a request without a valid key learns nothing about the route's validation.
        const caller = await authenticateApiKey(req, reply, app.deps, (req.params as { slug?: unknown } | undefined)?.slug as string | undefined);
        req.user = caller.user;
        req.apiKey = caller;
      }
      if (def.auth === 'session' && !req.user) throw unauthorized(def.unauthorizedMessage);
      // Validation errors (ZodError) thrown by parse() become 400 in the error handler.
      const params = def.params ? def.params.parse(req.params ?? {}) : undefined;
      const query = def.query ? def.query.parse(req.query ?? {}) : undefined;
      const body = def.body ? def.body.parse(req.body ?? {}) : undefined;
      const deps = app.deps;
      const result = await def.handler({
        req,
        reply,
        body: body as never,
        query: query as never,
        params: params as never,
        user: req.user as never,
        db: deps.db,
        deps,
      });
      if (reply.sent) return reply;
      if (result === undefined) {
        if (reply.statusCode === 200) reply.code(204);
        return reply.send();
      }
      return reply.send(result);
    },
  });
}

/** Context of a public route with body type B (query and params as given). */
export type PublicContext<B = undefined, Q = undefined, P = undefined> = RouteContext<B, Q, P, UserRow | null>;
/** Context of a public API v1 route (auth 'apiKey'): `user` is the token's user; req.apiKey has the token. */
export type ApiKeyContext<B = undefined, Q = undefined, P = undefined> = RouteContext<B, Q, P, UserRow>;
/** Context of a signed-in route with body type B (query and params as given). */
export type SessionContext<B = undefined, Q = undefined, P = undefined> = RouteContext<B, Q, P, UserRow>;
