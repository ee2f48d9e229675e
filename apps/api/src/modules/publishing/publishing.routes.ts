import { deployBoardCreateSchema, deployBoardSchema, deployBoardUpdateSchema, workItemVotesSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { getBoard, publishBoard, unpublishBoard, updateBoard } from './publishing.handlers';
import { PUBLISHING_TAGS as tags, projectBoardParamsSchema, viewPublishParamsSchema, workItemVotesParamsSchema } from './publishing.schemas';
import { getWorkItemVotes } from './votes.handlers';

const project = '/api/workspaces/:slug/projects/:projectId';
const boardOrNull = deployBoardSchema.nullable();
const rules =
  'project admins and workspace admins (members and guests 403); at least one layout (400); is_intake_enabled needs the ' +
  "project's Intake feature (400); not for an archived project (400)";

/** Publishing (issue 20): the project's board, a project view's board, and votes on work items as members see them. */
export function registerPublishingRoutes(app: FastifyInstance): void {
  const projectScope = { kind: 'project' } as const;
  defineRoute(app, {
    method: 'GET', url: `${project}/project-deploy-boards/`, auth: 'session', params: projectParamsSchema, response: { 200: boardOrNull }, tags,
    summary: "The project's published board (anchor, switches, layouts), or null when it is not published (every project role)",
    handler: async ({ db, user, params }) => getBoard(db, { ...params, scope: projectScope }, user.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${project}/project-deploy-boards/`, auth: 'session', params: projectParamsSchema, body: deployBoardCreateSchema,
    response: { 201: deployBoardSchema }, tags,
    summary: `Publish the project under a new random anchor; layouts over list and board (${rules}); 409 when already published`,
    handler: async ({ db, user, params, body, reply, deps }) => {
      const board = await publishBoard(db, { ...params, scope: projectScope }, user.id, body, deps.now());
      reply.code(201);
      return board;
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: `${project}/project-deploy-boards/:id/`, auth: 'session', params: projectBoardParamsSchema, body: deployBoardUpdateSchema,
    response: { 200: deployBoardSchema }, tags,
    summary: `Change what the public may do and which layouts it gets (${rules}); another project's board id 404`,
    handler: async ({ db, user, params, body, deps }) => updateBoard(db, { ...params, scope: projectScope, boardId: params.id }, user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${project}/project-deploy-boards/:id/`, auth: 'session', params: projectBoardParamsSchema, tags,
    summary: 'Unpublish the project: its anchor stops working at once; publishing again gives a new one (project and workspace admins)',
    handler: async ({ db, user, params, deps }) => unpublishBoard(db, { ...params, scope: projectScope, boardId: params.id }, user.id, deps.now()),
  });

  const viewScope = (viewId: string) => ({ kind: 'view', viewId }) as const;
  const publish = `${project}/views/:viewId/publish/`;
  defineRoute(app, {
    method: 'GET', url: publish, auth: 'session', params: viewPublishParamsSchema, response: { 200: boardOrNull }, tags,
    summary: "A project view's published board, or null (every project role; another user's private view 404)",
    handler: async ({ db, user, params }) => getBoard(db, { ...params, scope: viewScope(params.viewId) }, user.id),
  });
  defineRoute(app, {
    method: 'POST', url: publish, auth: 'session', params: viewPublishParamsSchema, body: deployBoardCreateSchema, response: { 201: deployBoardSchema }, tags,
    summary: `Publish a public project view under a new random anchor (${rules}; a private view 400); 409 when already published`,
    handler: async ({ db, user, params, body, reply, deps }) => {
      const board = await publishBoard(db, { ...params, scope: viewScope(params.viewId) }, user.id, body, deps.now());
      reply.code(201);
      return board;
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: publish, auth: 'session', params: viewPublishParamsSchema, body: deployBoardUpdateSchema, response: { 200: deployBoardSchema }, tags,
    summary: `Change a published view's switches and layouts (${rules}; a view made private 400); 404 when not published`,
    handler: async ({ db, user, params, body, deps }) => updateBoard(db, { ...params, scope: viewScope(params.viewId) }, user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: publish, auth: 'session', params: viewPublishParamsSchema, tags,
    summary: "Unpublish a project view: its anchor stops working at once (project and workspace admins); 404 when not published",
    handler: async ({ db, user, params, deps }) => unpublishBoard(db, { ...params, scope: viewScope(params.viewId) }, user.id, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${project}/issues/:id/votes/`, auth: 'session', params: workItemVotesParamsSchema, response: { 200: workItemVotesSchema }, tags,
    summary: 'Votes on a work item: up and down totals, the caller\'s vote and the voters by name and avatar, outsiders of a published board included (project readers)',
    handler: async ({ db, user, params }) => getWorkItemVotes(db, { slug: params.slug, projectId: params.projectId, workItemId: params.id }, user.id),
  });
}
