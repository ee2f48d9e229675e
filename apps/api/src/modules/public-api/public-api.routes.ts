import type { FastifyInstance } from 'fastify';
import { registerV1CoreRoutes } from './core/core.v1.routes';
import { registerV1PlanningRoutes } from './planning/planning.v1.routes';
import { registerV1UserRoutes } from './v1-users.routes';
import { registerV1WorkItemRoutes } from './work-items/work-items.v1.routes';

/**
 * The public REST API v1 (issue 18) under /api/v1/: the seed system's published contract, so its scripts and its Node
 * SDK work against Cairn. Every route authenticates by X-Api-Key (auth 'apiKey'), acts as the token's user with the
 * same handlers and authorisation as the app, pages with v1-pagination.ts and trims with v1-fields.ts.
 */
export function registerPublicApiRoutes(app: FastifyInstance): void {
  registerV1UserRoutes(app);
  registerV1CoreRoutes(app);
  registerV1WorkItemRoutes(app);
  registerV1PlanningRoutes(app);
}
