import { entitySearchQuerySchema, entitySearchSchema, slugParamsSchema, workspaceSearchQuerySchema, workspaceSearchSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { entitySearch, workspaceSearch } from './search.handlers';

const tags = ['search'];

/** search/ and entity-search/ of a workspace (every member; results scoped to what the caller may see). */
export function registerSearchRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/search/', auth: 'session', params: slugParamsSchema, query: workspaceSearchQuerySchema,
    response: { 200: workspaceSearchSchema }, tags,
    summary:
      'Ranked search of work items (identifier "WR-12" or name), projects, cycles, modules, views and pages the caller may see; at most 10 per type; project_id narrows unless workspace_search=true',
    handler: async ({ db, user, params, query }) => workspaceSearch(db, params.slug, user.id, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/workspaces/:slug/entity-search/', auth: 'session', params: slugParamsSchema, query: entitySearchQuerySchema,
    response: { 200: entitySearchSchema }, tags,
    summary: 'Search of the asked types (query_type: user_mention, issue, project, cycle, module, page) for mentions and pickers; count 1..50 (default 10)',
    handler: async ({ db, user, params, query }) => entitySearch(db, params.slug, user.id, query),
  });
}
