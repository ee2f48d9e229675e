import { stateCreateSchema, stateSchema, stateUpdateSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createState, listProjectStates, markDefault, patchState, removeState } from './states.handlers';

const tags = ['states'];
const stateParamsSchema = projectParamsSchema.extend({ stateId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/states';

/** Work-item states of a project: list, create, update, delete and mark default. */
export function registerStatesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(stateSchema) },
    tags,
    summary: 'States of the project by group order, then sequence (any project role)',
    handler: async ({ db, user, params }) => listProjectStates(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    body: stateCreateSchema,
    response: { 201: stateSchema },
    tags,
    summary: 'Create a state (project admins and members; name unique in the project)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const state = await createState(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return state;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:stateId/`,
    auth: 'session',
    params: stateParamsSchema,
    body: stateUpdateSchema,
    response: { 200: stateSchema },
    tags,
    summary: 'Update a state: name, colour, group, description or sequence (project admins and members)',
    handler: async ({ db, user, params, body, deps }) => patchState(db, params.slug, params.projectId, user.id, params.stateId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:stateId/`,
    auth: 'session',
    params: stateParamsSchema,
    tags,
    summary: 'Delete a state (project admins and members; not the default, not the last)',
    handler: async ({ db, user, params, deps }) => removeState(db, params.slug, params.projectId, user.id, params.stateId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:stateId/mark-default/`,
    auth: 'session',
    params: stateParamsSchema,
    response: { 200: stateSchema },
    tags,
    summary: 'Make this the default state; the previous default is cleared (project admins and members)',
    handler: async ({ db, user, params, deps }) => markDefault(db, params.slug, params.projectId, user.id, params.stateId, deps.now()),
  });
}
