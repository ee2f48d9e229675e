import { slugParamsSchema, workspaceMemberSchema, workspaceMemberUpdateSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { slugIdParamsSchema } from '../workspaces/workspaces.schemas';
import { changeMemberRole, getMyMembership, leaveWorkspace, listMembers, removeMember } from './members.handlers';

const tags = ['members'];

/** Workspace members: list, the caller's membership, role changes, removal and leaving. */
export function registerMembersRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/members/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: z.array(workspaceMemberSchema) },
    tags,
    summary: 'Active members of the workspace, the caller first, then by display name',
    handler: async ({ db, user, params }) => listMembers(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/workspace-members/me/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: workspaceMemberSchema },
    tags,
    summary: "The caller's membership in the workspace",
    handler: async ({ db, user, params }) => getMyMembership(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/members/leave/',
    auth: 'session',
    params: slugParamsSchema,
    tags,
    summary: 'Leave the workspace (the last admin cannot)',
    handler: async ({ db, user, params, deps }) => leaveWorkspace(db, params.slug, user.id, deps.now()),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/members/:id/',
    auth: 'session',
    params: slugIdParamsSchema,
    body: workspaceMemberUpdateSchema,
    response: { 200: workspaceMemberSchema },
    tags,
    summary: "Change a member's role (admins; not your own; not above yours; not the last admin)",
    handler: async ({ db, user, params, body, deps }) => changeMemberRole(db, params.slug, user.id, params.id, body.role, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/members/:id/',
    auth: 'session',
    params: slugIdParamsSchema,
    tags,
    summary: 'Remove a member (admins; not yourself; not the last admin)',
    handler: async ({ db, user, params, deps }) => removeMember(db, params.slug, user.id, params.id, deps.now()),
  });
}
