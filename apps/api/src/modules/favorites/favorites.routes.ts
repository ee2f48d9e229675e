import {
  favoriteCreateSchema, favoriteSchema, favoritesQuerySchema, favoriteUpdateSchema, projectFavoriteCreateSchema, projectFavoriteSchema, slugParamsSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { favoriteProject, unfavoriteProject } from './favorites.handlers';
import { FAVORITE_TAGS, favoriteParamsSchema } from './favorites.schemas';
import { createUserFavorite, deleteUserFavorite, listFavoriteGroup, listUserFavorites, updateUserFavorite } from './user-favorites.handlers';

const tags = FAVORITE_TAGS;
const favoriteList = z.array(favoriteSchema);

/** The caller's favorites: every kind with folders (user-favorites/), and project favorites (is_favorite on project lists). */
export function registerFavoritesRoutes(app: FastifyInstance): void {
  registerUserFavoritesRoutes(app);

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

function registerUserFavoritesRoutes(app: FastifyInstance): void {
  const base = '/api/workspaces/:slug/user-favorites';
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', params: slugParamsSchema, query: favoritesQuerySchema, response: { 200: favoriteList }, tags,
    summary: "The caller's favorites in order (sequence): the top level with folders' children nested; all=true lists every favorite flat. entity_data is the entity's live name",
    handler: async ({ db, user, params, query }) => listUserFavorites(db, params.slug, user.id, query.all === 'true'),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', params: slugParamsSchema, body: favoriteCreateSchema, response: { 201: favoriteSchema, 200: favoriteSchema }, tags,
    summary: 'Add a folder (is_folder, unique name) or an entity the caller can open (project, cycle, module, view; not archived), last; an entity already favorited answers its favorite (200)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const { created, favorite } = await createUserFavorite(db, params.slug, user.id, body, deps.now());
      reply.code(created ? 201 : 200);
      return favorite;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:favoriteId/group/`, auth: 'session', params: favoriteParamsSchema, response: { 200: favoriteList }, tags,
    summary: "The favorites inside one of the caller's folders, in order",
    handler: async ({ db, user, params }) => listFavoriteGroup(db, params.slug, user.id, params.favoriteId),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:favoriteId/`, auth: 'session', params: favoriteParamsSchema, body: favoriteUpdateSchema, response: { 200: favoriteSchema }, tags,
    summary: "Move a favorite into one of the caller's folders or out (parent; last there unless sequence is given), reorder it (sequence), rename a folder (name)",
    handler: async ({ db, user, params, body, deps }) => updateUserFavorite(db, params.slug, user.id, params.favoriteId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:favoriteId/`, auth: 'session', params: favoriteParamsSchema, tags,
    summary: 'Remove a favorite; removing a folder moves its favorites to the top level',
    handler: async ({ db, user, params, deps }) => deleteUserFavorite(db, params.slug, user.id, params.favoriteId, deps.now()),
  });
}
