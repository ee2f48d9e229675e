import type { FastifyInstance } from 'fastify';
import { registerV1CoreRoutes } from './core/core.v1.routes';
import { registerV1PlanningRoutes } from './planning/planning.v1.routes';
import { setWebhookDataLoaders } from '../webhooks/webhook-data';
import { loadV1Project } from './core/projects.v1.presenter';
import { loadV1Cycle } from './planning/cycles.v1.presenter';
import { loadV1Module } from './planning/modules.v1.presenter';
import { allowEmptyV1Bodies } from './v1-empty-body';
import { loadV1Comment } from './work-items/work-item-children.v1.presenter';
import { loadV1WorkItem } from './work-items/work-item.v1.presenter';
import { registerV1UserRoutes } from './v1-users.routes';
import { registerV1WorkItemRoutes } from './work-items/work-items.v1.routes';

/**
 * The public REST API v1 (issue 18) under /api/v1/: the seed system's published contract, so its scripts and its Node
 * SDK work against Cairn. Every route authenticates by X-Api-Key (auth 'apiKey'), acts as the token's user with the
 * same handlers and authorisation as the app, pages with v1-pagination.ts and trims with v1-fields.ts.
 */
export function registerPublicApiRoutes(app: FastifyInstance): void {
  allowEmptyV1Bodies(app);
  // Webhook payloads carry the changed entity in its v1 shape (modules/webhooks/webhook-data.ts).
  setWebhookDataLoaders({ project: loadV1Project, issue: loadV1WorkItem, cycle: loadV1Cycle, module: loadV1Module, issue_comment: loadV1Comment });
  registerV1UserRoutes(app);
  registerV1CoreRoutes(app);
  registerV1WorkItemRoutes(app);
  registerV1PlanningRoutes(app);
}
