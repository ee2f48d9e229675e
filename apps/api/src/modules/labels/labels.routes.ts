import { labelCreateSchema, labelSchema, labelUpdateSchema, slugParamsSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createLabel, listProjectLabels, listWorkspaceLabels, patchLabel, removeLabel } from './labels.handlers';

const tags = ['labels'];
const labelParamsSchema = projectParamsSchema.extend({ labelId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId/issue-labels';

/** Work-item labels: the workspace list and project label CRUD with nesting. */
export function registerLabelsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/labels/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: z.array(labelSchema) },
    tags,
    summary: 'Labels of every project the caller has a role in',
    handler: async ({ db, user, params }) => listWorkspaceLabels(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(labelSchema) },
    tags,
    summary: 'Labels of the project by sort_order (any project role)',
    handler: async ({ db, user, params }) => listProjectLabels(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/`,
    auth: 'session',
    params: projectParamsSchema,
    body: labelCreateSchema,
    response: { 201: labelSchema },
    tags,
    summary: 'Create a label, optionally under a parent (project admins and members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const label = await createLabel(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return label;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:labelId/`,
    auth: 'session',
    params: labelParamsSchema,
    body: labelUpdateSchema,
    response: { 200: labelSchema },
    tags,
    summary: 'Update or move a label (project admins and members; no loops)',
    handler: async ({ db, user, params, body, deps }) => patchLabel(db, params.slug, params.projectId, user.id, params.labelId, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:labelId/`,
    auth: 'session',
    params: labelParamsSchema,
    tags,
    summary: "Delete a label; its children move up to its parent (project admins and members)",
    handler: async ({ db, user, params, deps }) => removeLabel(db, params.slug, params.projectId, user.id, params.labelId, deps.now()),
  });
}
