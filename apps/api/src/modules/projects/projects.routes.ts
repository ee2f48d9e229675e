import {
  projectCreateSchema,
  projectIdentifierCheckResponseSchema,
  projectIdentifierQuerySchema,
  projectJoinSchema,
  projectSchema,
  projectUpdateSchema,
  slugParamsSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import {
  archiveProject,
  checkIdentifier,
  createProject,
  getProject,
  joinProjects,
  listProjectDetails,
  listProjects,
  listProjectStats,
  patchProject,
  removeProject,
  restoreProject,
} from './projects.handlers';
import { projectLiteListSchema, projectListSchema, projectParamsSchema, projectStatsListSchema } from './projects.schemas';

const tags = ['projects'];

/** Projects: lists, create, identifier check, details, update, delete, archive/restore, join and stats. */
export function registerProjectsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: projectLiteListSchema },
    tags,
    summary: 'Projects the caller may see (lite): all for workspace admins and members, their own for guests',
    handler: async ({ db, user, params }) => listProjects(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/projects/',
    auth: 'session',
    params: slugParamsSchema,
    body: projectCreateSchema,
    response: { 201: projectSchema },
    tags,
    summary: 'Create a project (workspace admins and members); the creator becomes admin; five default states',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const project = await createProject(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return project;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/details/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: projectListSchema },
    tags,
    summary: 'Projects the caller may see, full shape (member count, default state, estimate, automations)',
    handler: async ({ db, user, params }) => listProjectDetails(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/project-identifiers/',
    auth: 'session',
    params: slugParamsSchema,
    query: projectIdentifierQuerySchema,
    response: { 200: projectIdentifierCheckResponseSchema },
    tags,
    summary: 'Is this project identifier already used in the workspace? (exists true when taken)',
    handler: async ({ db, user, params, query }) => checkIdentifier(db, params.slug, user.id, query.name),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/project-stats/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: projectStatsListSchema },
    tags,
    summary: 'Member, state, label and work-item counts of the projects the caller may see',
    handler: async ({ db, user, params }) => listProjectStats(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/projects/join/',
    auth: 'session',
    params: slugParamsSchema,
    body: projectJoinSchema,
    response: { 200: projectLiteListSchema },
    tags,
    summary: 'Join projects with your workspace role (workspace admins and members; all or nothing)',
    handler: async ({ db, user, params, body, deps }) => joinProjects(db, params.slug, user.id, body.project_ids, deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/',
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: projectSchema },
    tags,
    summary: 'A project (any project role)',
    handler: async ({ db, user, params }) => getProject(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/projects/:projectId/',
    auth: 'session',
    params: projectParamsSchema,
    body: projectUpdateSchema,
    response: { 200: projectSchema },
    tags,
    summary: 'Update general fields, feature toggles and automations (project admins)',
    handler: async ({ db, user, params, body, deps }) => patchProject(db, params.slug, params.projectId, user.id, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/projects/:projectId/',
    auth: 'session',
    params: projectParamsSchema,
    tags,
    summary: 'Delete a project with its members, states, labels, estimates and favorites (project admins)',
    handler: async ({ db, user, params, deps }) => removeProject(db, params.slug, params.projectId, user.id, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/projects/:projectId/archive/',
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: projectSchema },
    tags,
    summary: 'Archive a project; removes it from everyone’s favorites (project admins)',
    handler: async ({ db, user, params, deps }) => archiveProject(db, params.slug, params.projectId, user.id, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/projects/:projectId/archive/',
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: projectSchema },
    tags,
    summary: 'Restore an archived project (project admins)',
    handler: async ({ db, user, params, deps }) => restoreProject(db, params.slug, params.projectId, user.id, deps.now()),
  });
}
