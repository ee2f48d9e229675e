import { estimateCreateSchema, estimatePointSchema, estimatePointsCreateSchema, estimatePointUpdateSchema, estimateSchema, estimateUpdateSchema, slugParamsSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import {
  addEstimatePoints,
  createEstimate,
  getEstimate,
  listProjectEstimates,
  listWorkspaceEstimates,
  patchEstimate,
  patchEstimatePoint,
  removeEstimate,
  removeEstimatePoint,
} from './estimates.handlers';

const tags = ['estimates'];
const estimateParamsSchema = projectParamsSchema.extend({ estimateId: uuidSchema });
const pointParamsSchema = estimateParamsSchema.extend({ pointId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/estimates';

/** Estimates and their points (spec §7 Estimates). */
export function registerEstimatesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/estimates/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: z.array(estimateSchema) },
    tags,
    summary: 'Estimates of every project the caller has a role in, newest first',
    handler: async ({ db, user, params }) => listWorkspaceEstimates(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(estimateSchema) },
    tags,
    summary: 'Estimates of the project, newest first; last_used marks the active one (any project role)',
    handler: async ({ db, user, params }) => listProjectEstimates(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    body: estimateCreateSchema,
    response: { 201: estimateSchema },
    tags,
    summary: 'Create an estimate with its points; it becomes the active one (project admins)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const estimate = await createEstimate(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return estimate;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:estimateId/`,
    auth: 'session',
    params: estimateParamsSchema,
    response: { 200: estimateSchema },
    tags,
    summary: 'An estimate with its points (any project role)',
    handler: async ({ db, user, params }) => getEstimate(db, params.slug, params.projectId, user.id, params.estimateId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:estimateId/`,
    auth: 'session',
    params: estimateParamsSchema,
    body: estimateUpdateSchema,
    response: { 200: estimateSchema },
    tags,
    summary: 'Update an estimate; last_used true makes it the active one (project admins)',
    handler: async ({ db, user, params, body, deps }) => patchEstimate(db, params.slug, params.projectId, user.id, params.estimateId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:estimateId/`,
    auth: 'session',
    params: estimateParamsSchema,
    tags,
    summary: 'Delete an estimate with its points (project admins)',
    handler: async ({ db, user, params, deps }) => removeEstimate(db, params.slug, params.projectId, user.id, params.estimateId, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:estimateId/estimate-points/`,
    auth: 'session',
    params: estimateParamsSchema,
    body: estimatePointsCreateSchema,
    response: { 201: estimateSchema },
    tags,
    summary: 'Add points to an estimate; answers the whole estimate (project admins)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const estimate = await addEstimatePoints(db, params.slug, params.projectId, user.id, params.estimateId, body, deps.now());
      reply.code(201);
      return estimate;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:estimateId/estimate-points/:pointId/`,
    auth: 'session',
    params: pointParamsSchema,
    body: estimatePointUpdateSchema,
    response: { 200: estimatePointSchema },
    tags,
    summary: 'Update an estimate point (project admins)',
    handler: async ({ db, user, params, body, deps }) => patchEstimatePoint(db, params.slug, params.projectId, user.id, params, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:estimateId/estimate-points/:pointId/`,
    auth: 'session',
    params: pointParamsSchema,
    tags,
    summary: 'Delete an estimate point (project admins)',
    handler: async ({ db, user, params, deps }) => removeEstimatePoint(db, params.slug, params.projectId, user.id, params, deps.now()),
  });
}
