import { API_V1_PREFIX, estimateCreateSchema, estimatePointsCreateSchema, estimatePointUpdateSchema, estimateUpdateSchema, PROJECT_TEXT } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../data/db';
import { notFound } from '../../../http/errors';
import { defineRoute } from '../../../http/route';
import { addEstimatePoints, createEstimate, getEstimate, patchEstimate, patchEstimatePoint, removeEstimate, removeEstimatePoint } from '../../estimates/estimates.handlers';
import { getProject } from '../../projects/projects.handlers';
import { V1_TAGS } from '../v1-tags';
import {
  v1EstimateCreateSchema,
  v1EstimateParamsSchema,
  v1EstimatePointParamsSchema,
  v1EstimatePointsCreateSchema,
  v1EstimatePointUpdateSchema,
  v1EstimateUpdateSchema,
  v1ProjectParamsSchema,
} from './core.v1.schemas';
import { v1EstimatePointResponseSchema, v1EstimateResponseSchema } from './core.v1.responses';
import { presentV1Estimate, presentV1EstimatePoint } from './estimates-stickies.v1.presenter';
import { definedOnly, textOrEmpty } from './v1-body';

const project = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId`;

/** The id of the project's active estimate (any project role may ask); 404 when it has none. */
async function activeEstimateId(db: Db, slug: string, projectId: string, userId: string): Promise<string> {
  const p = await getProject(db, slug, projectId, userId);
  if (!p.estimate) throw notFound(PROJECT_TEXT.estimateNotFound);
  return p.estimate;
}

/**
 * The project's estimate as the seed's SDK drives it: estimates/ is the project's active estimate (retrieve, create,
 * update, delete) and estimate-points/ its values. Reads: any project role; writes: project admins (the app's rule).
 */
export function registerV1EstimateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${project}/estimates/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    response: { 200: v1EstimateResponseSchema },
    tags: V1_TAGS,
    summary: 'The project’s active estimate (any project role); 404 when it has none',
    handler: async ({ db, user, params }) => {
      const id = await activeEstimateId(db, params.slug, params.projectId, user.id);
      return presentV1Estimate(await getEstimate(db, params.slug, params.projectId, user.id, id));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/estimates/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1EstimateCreateSchema,
    response: { 201: v1EstimateResponseSchema },
    tags: V1_TAGS,
    summary: 'Create an estimate without points; it becomes the project’s active estimate (project admins)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const estimate = estimateCreateSchema.shape.estimate.parse(
        definedOnly({ name: body.name, description: textOrEmpty(body.description), type: body.type ?? 'categories', last_used: body.last_used }),
      );
      // The seed creates the scale empty and adds its values with estimate-points/.
      const created = await createEstimate(db, params.slug, params.projectId, user.id, { estimate, estimate_points: [] }, deps.now());
      reply.code(201);
      return presentV1Estimate(created);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${project}/estimates/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1EstimateUpdateSchema,
    response: { 200: v1EstimateResponseSchema },
    tags: V1_TAGS,
    summary: 'Rename or describe the project’s active estimate (project admins)',
    handler: async ({ db, user, params, body, deps }) => {
      const patch = estimateUpdateSchema.parse(definedOnly({ name: body.name, description: textOrEmpty(body.description) }));
      const id = await activeEstimateId(db, params.slug, params.projectId, user.id);
      return presentV1Estimate(await patchEstimate(db, params.slug, params.projectId, user.id, id, patch, deps.now()));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/estimates/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete the project’s active estimate with its points (project admins)',
    handler: async ({ db, user, params, reply, deps }) => {
      const id = await activeEstimateId(db, params.slug, params.projectId, user.id);
      await removeEstimate(db, params.slug, params.projectId, user.id, id, deps.now());
      reply.code(204);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${project}/estimates/:estimateId/estimate-points/`,
    auth: 'apiKey',
    params: v1EstimateParamsSchema,
    response: { 200: z.array(v1EstimatePointResponseSchema) },
    tags: V1_TAGS,
    summary: 'The points of an estimate of the project, by key (any project role; a plain array)',
    handler: async ({ db, user, params }) => (await getEstimate(db, params.slug, params.projectId, user.id, params.estimateId)).points.map(presentV1EstimatePoint),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/estimates/:estimateId/estimate-points/`,
    auth: 'apiKey',
    params: v1EstimateParamsSchema,
    body: v1EstimatePointsCreateSchema,
    response: { 201: z.array(v1EstimatePointResponseSchema) },
    tags: V1_TAGS,
    summary: 'Add points (a JSON array, or { estimate_points }); a point without key goes after the last (project admins)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const input = Array.isArray(body) ? body : body.estimate_points;
      const existing = (await getEstimate(db, params.slug, params.projectId, user.id, params.estimateId)).points;
      let next = Math.max(-1, ...existing.map((p) => p.key), ...input.map((p) => p.key ?? -1)) + 1;
      const points = input.map((p) => definedOnly({ key: p.key ?? next++, value: p.value, description: textOrEmpty(p.description) }));
      const appBody = estimatePointsCreateSchema.parse({ estimate_points: points });
      const after = await addEstimatePoints(db, params.slug, params.projectId, user.id, params.estimateId, appBody, deps.now());
      const added = new Set(appBody.estimate_points.map((p) => p.key));
      reply.code(201);
      return after.points.filter((p) => added.has(p.key)).map(presentV1EstimatePoint);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${project}/estimates/:estimateId/estimate-points/:pointId/`,
    auth: 'apiKey',
    params: v1EstimatePointParamsSchema,
    body: v1EstimatePointUpdateSchema,
    response: { 200: v1EstimatePointResponseSchema },
    tags: V1_TAGS,
    summary: 'Update a point (project admins); keys and values stay unique within the estimate',
    handler: async ({ db, user, params, body, deps }) => {
      const patch = estimatePointUpdateSchema.parse(definedOnly({ key: body.key, value: body.value, description: textOrEmpty(body.description) }));
      const ids = { estimateId: params.estimateId, pointId: params.pointId };
      return presentV1EstimatePoint(await patchEstimatePoint(db, params.slug, params.projectId, user.id, ids, patch, deps.now()));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/estimates/:estimateId/estimate-points/:pointId/`,
    auth: 'apiKey',
    params: v1EstimatePointParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete a point (project admins)',
    handler: async ({ db, user, params, reply, deps }) => {
      await removeEstimatePoint(db, params.slug, params.projectId, user.id, { estimateId: params.estimateId, pointId: params.pointId }, deps.now());
      reply.code(204);
    },
  });
}
