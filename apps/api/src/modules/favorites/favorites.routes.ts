import { projectFavoriteCreateSchema, projectFavoriteSchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { favoriteProject, unfavoriteProject } from './favorites.handlers';

const tags = ['favorites'];

/** Project favorites of the caller (is_favorite on project lists). */
export function registerFavoritesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/user-favorite-projects/',
    auth: 'session',
    params: slugParamsSchema,
    body: projectFavoriteCreateSchema,
    response: { 201: projectFavoriteSchema },
    tags,
    summary: 'Mark a project as a favorite of the caller (any project role; not archived)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const favorite = await favoriteProject(db, params.slug, user.id, body.project, deps.now());
      reply.code(201);
      return favorite;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/user-favorite-projects/:projectId/',
    auth: 'session',
    params: projectParamsSchema,
    tags,
    summary: "Remove a project from the caller's favorites",
    handler: async ({ db, user, params }) => unfavoriteProject(db, params.slug, user.id, params.projectId),
  });
}
