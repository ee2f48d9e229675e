import { projectMemberMeSchema, projectMemberSchema, projectMembersAddSchema, projectMemberUpdateSchema, uuidSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { addMembers, changeMemberRole, getMember, getMyProjectMembership, leaveProject, listMembers, removeMember } from './project-members.handlers';

const tags = ['project members'];
const memberParamsSchema = projectParamsSchema.extend({ memberId: uuidSchema });
const base = '/api/workspaces/:slug/projects/:projectId';

/** Project members: list, bulk add, get, role change, removal, leaving and the caller's own membership. */
export function registerProjectMembersRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/members/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: z.array(projectMemberSchema) },
    tags,
    summary: 'Members of the project (any project role)',
    handler: async ({ db, user, params }) => listMembers(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/members/`,
    auth: 'session',
    params: projectParamsSchema,
    body: projectMembersAddSchema,
    response: { 201: z.array(projectMemberSchema) },
    tags,
    summary: 'Add workspace members to the project (project admins; all or nothing)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const added = await addMembers(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return added;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/members/leave/`,
    auth: 'session',
    params: projectParamsSchema,
    tags,
    summary: 'Leave the project (not the last project admin)',
    handler: async ({ db, user, params }) => leaveProject(db, params.slug, params.projectId, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/members/:memberId/`,
    auth: 'session',
    params: memberParamsSchema,
    response: { 200: projectMemberSchema },
    tags,
    summary: 'A project member (any project role)',
    handler: async ({ db, user, params }) => getMember(db, params.slug, params.projectId, user.id, params.memberId),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/members/:memberId/`,
    auth: 'session',
    params: memberParamsSchema,
    body: projectMemberUpdateSchema,
    response: { 200: projectMemberSchema },
    tags,
    summary: "Change a member's role and original_role (project admins; not your own; not above yours)",
    handler: async ({ db, user, params, body, deps }) => changeMemberRole(db, params.slug, params.projectId, user.id, params.memberId, body.role, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/members/:memberId/`,
    auth: 'session',
    params: memberParamsSchema,
    tags,
    summary: 'Remove a member from the project (project admins; not yourself; not the last admin)',
    handler: async ({ db, user, params }) => removeMember(db, params.slug, params.projectId, user.id, params.memberId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/project-members/me/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: projectMemberMeSchema },
    tags,
    summary: "The caller's effective role in the project",
    handler: async ({ db, user, params }) => getMyProjectMembership(db, params.slug, params.projectId, user),
  });
}
