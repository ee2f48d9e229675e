import {
  slugCheckQuerySchema,
  slugCheckResponseSchema,
  slugParamsSchema,
  workspaceCreateSchema,
  workspaceSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { getInstanceSettings } from '../instance/instance-settings.store';
import { assertWorkspaceCreationAllowed } from '../instance/instance.policy';
import { checkSlug, createWorkspace, getWorkspace, listMyWorkspaces, patchWorkspace, removeWorkspace, setLastVisitedWorkspace } from './workspaces.handlers';
import { lastVisitedWorkspaceSchema, workspaceListSchema, workspacePatchSchema } from './workspaces.schemas';

const tags = ['workspaces'];

/** Workspace CRUD, the slug check, the caller's workspace list and the last visited workspace. */
export function registerWorkspacesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/',
    auth: 'session',
    body: workspaceCreateSchema,
    response: { 201: workspaceSchema },
    tags,
    summary: 'Create a workspace; the creator becomes its admin',
    handler: async ({ db, user, body, reply, deps }) => {
      // Workspace creation turned off in the console: only instance admins may create (403 otherwise).
      assertWorkspaceCreationAllowed(await getInstanceSettings(db), user);
      const created = await createWorkspace(db, user.id, body, deps.now());
      reply.code(201);
      return created;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspace-slug-check/',
    auth: 'session',
    query: slugCheckQuerySchema,
    response: { 200: slugCheckResponseSchema },
    tags,
    summary: 'Is this workspace URL available? (status true when it is)',
    handler: async ({ db, query }) => checkSlug(db, query.slug),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/me/workspaces/',
    auth: 'session',
    response: { 200: workspaceListSchema },
    tags,
    summary: "The caller's workspaces with their role and member count",
    handler: async ({ db, user }) => listMyWorkspaces(db, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: workspaceSchema },
    tags,
    summary: 'A workspace the caller belongs to',
    handler: async ({ db, user, params }) => getWorkspace(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/',
    auth: 'session',
    params: slugParamsSchema,
    body: workspacePatchSchema,
    response: { 200: workspaceSchema },
    tags,
    summary: 'Update a workspace (admins)',
    handler: async ({ db, user, params, body, deps }) => patchWorkspace(db, params.slug, user.id, body, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/',
    auth: 'session',
    params: slugParamsSchema,
    tags,
    summary: 'Delete a workspace with its members and invitations (admins)',
    handler: async ({ db, user, params }) => removeWorkspace(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/last-visited-workspace/',
    auth: 'session',
    body: lastVisitedWorkspaceSchema,
    tags,
    summary: "Remember the caller's last visited workspace (one they belong to)",
    handler: async ({ db, user, body, deps }) => setLastVisitedWorkspace(db, user.id, body.workspace_id, deps.now()),
  });
}
