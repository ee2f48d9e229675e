import { API_V1_PREFIX, labelCreateSchema, labelUpdateSchema, PROJECT_TEXT, stateCreateSchema, stateUpdateSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors';
import { defineRoute } from '../../../http/route';
import { createLabel, listProjectLabels, patchLabel, removeLabel } from '../../labels/labels.handlers';
import { createState, listProjectStates, markDefault, patchState, removeState } from '../../states/states.handlers';
import { pickFields } from '../v1-fields';
import { v1EnvelopeOfArray, v1ListQuerySchema, v1ReadQuerySchema, v1PageSchemaOf } from '../v1-pagination';
import { V1_TAGS } from '../v1-tags';
import {
  v1LabelCreateSchema,
  v1LabelParamsSchema,
  v1LabelUpdateSchema,
  v1ProjectParamsSchema,
  v1StateCreateSchema,
  v1StateParamsSchema,
  v1StateUpdateSchema,
} from './core.v1.schemas';
import { v1LabelResponseSchema, v1StateResponseSchema } from './core.v1.responses';
import { presentV1Label, presentV1State } from './states-labels.v1.presenter';
import { definedOnly, textOrEmpty } from './v1-body';

const project = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId`;

/** States and labels of a project: list, create, retrieve, update, delete (reads: any project role; writes: admins and members). */
export function registerV1StateLabelRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${project}/states/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1StateResponseSchema) },
    tags: V1_TAGS,
    summary: 'The project’s states by group, then sequence (paginated; any project role)',
    handler: async ({ db, user, params, query }) => {
      const page = v1EnvelopeOfArray(await listProjectStates(db, params.slug, params.projectId, user.id), query);
      return { ...page, results: page.results.map((s) => pickFields(presentV1State(s), query.fields)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/states/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1StateCreateSchema,
    response: { 201: v1StateResponseSchema },
    tags: V1_TAGS,
    summary: 'Create a state (project admins and members); group defaults to backlog; default true makes it the default',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const appBody = stateCreateSchema.parse(
        definedOnly({ name: body.name, color: body.color, group: body.group ?? 'backlog', description: textOrEmpty(body.description), sequence: body.sequence }),
      );
      let state = await createState(db, params.slug, params.projectId, user.id, appBody, deps.now());
      if (body.default) state = await markDefault(db, params.slug, params.projectId, user.id, state.id, deps.now());
      reply.code(201);
      return presentV1State(state);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${project}/states/:stateId/`,
    auth: 'apiKey',
    params: v1StateParamsSchema,
    query: v1ReadQuerySchema,
    response: { 200: v1StateResponseSchema },
    tags: V1_TAGS,
    summary: 'A state (any project role)',
    handler: async ({ db, user, params, query }) => {
      const state = (await listProjectStates(db, params.slug, params.projectId, user.id)).find((s) => s.id === params.stateId);
      if (!state) throw notFound(PROJECT_TEXT.stateNotFound);
      return pickFields(presentV1State(state), query.fields);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${project}/states/:stateId/`,
    auth: 'apiKey',
    params: v1StateParamsSchema,
    body: v1StateUpdateSchema,
    response: { 200: v1StateResponseSchema },
    tags: V1_TAGS,
    summary: 'Update a state (project admins and members); default true makes it the default',
    handler: async ({ db, user, params, body, deps }) => {
      const appBody = stateUpdateSchema.parse(
        definedOnly({ name: body.name, color: body.color, group: body.group, description: textOrEmpty(body.description), sequence: body.sequence }),
      );
      let state = await patchState(db, params.slug, params.projectId, user.id, params.stateId, appBody, deps.now());
      if (body.default && !state.default) state = await markDefault(db, params.slug, params.projectId, user.id, params.stateId, deps.now());
      return presentV1State(state);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/states/:stateId/`,
    auth: 'apiKey',
    params: v1StateParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete a state (project admins and members): never the default one or one work items use',
    handler: async ({ db, user, params, reply, deps }) => {
      await removeState(db, params.slug, params.projectId, user.id, params.stateId, deps.now());
      reply.code(204);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${project}/labels/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1LabelResponseSchema) },
    tags: V1_TAGS,
    summary: 'The project’s labels (paginated; any project role)',
    handler: async ({ db, user, params, query }) => {
      const page = v1EnvelopeOfArray(await listProjectLabels(db, params.slug, params.projectId, user.id), query);
      return { ...page, results: page.results.map((l) => pickFields(presentV1Label(l), query.fields)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${project}/labels/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1LabelCreateSchema,
    response: { 201: v1LabelResponseSchema },
    tags: V1_TAGS,
    summary: 'Create a label (project admins and members); parent must be a label of the same project',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const appBody = labelCreateSchema.parse(
        definedOnly({ name: body.name, color: body.color ?? undefined, description: textOrEmpty(body.description), parent: body.parent, sort_order: body.sort_order }),
      );
      const label = await createLabel(db, params.slug, params.projectId, user.id, appBody, deps.now());
      reply.code(201);
      return presentV1Label(label);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${project}/labels/:labelId/`,
    auth: 'apiKey',
    params: v1LabelParamsSchema,
    query: v1ReadQuerySchema,
    response: { 200: v1LabelResponseSchema },
    tags: V1_TAGS,
    summary: 'A label (any project role)',
    handler: async ({ db, user, params, query }) => {
      const label = (await listProjectLabels(db, params.slug, params.projectId, user.id)).find((l) => l.id === params.labelId);
      if (!label) throw notFound(PROJECT_TEXT.labelNotFound);
      return pickFields(presentV1Label(label), query.fields);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${project}/labels/:labelId/`,
    auth: 'apiKey',
    params: v1LabelParamsSchema,
    body: v1LabelUpdateSchema,
    response: { 200: v1LabelResponseSchema },
    tags: V1_TAGS,
    summary: 'Update or move a label (project admins and members)',
    handler: async ({ db, user, params, body, deps }) => {
      const appBody = labelUpdateSchema.parse(
        definedOnly({ name: body.name, color: body.color ?? undefined, description: textOrEmpty(body.description), parent: body.parent, sort_order: body.sort_order }),
      );
      return presentV1Label(await patchLabel(db, params.slug, params.projectId, user.id, params.labelId, appBody, deps.now()));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${project}/labels/:labelId/`,
    auth: 'apiKey',
    params: v1LabelParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete a label; its children move up to its parent (project admins and members)',
    handler: async ({ db, user, params, reply, deps }) => {
      await removeLabel(db, params.slug, params.projectId, user.id, params.labelId, deps.now());
      reply.code(204);
    },
  });
}
