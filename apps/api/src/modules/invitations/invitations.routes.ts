import {
  invitationCreateSchema,
  invitationJoinSchema,
  invitationsAcceptSchema,
  invitationUpdateSchema,
  slugParamsSchema,
  workspaceInvitationSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { slugIdParamsSchema, workspaceListSchema } from '../workspaces/workspaces.schemas';
import {
  acceptMyInvitations,
  answerInvitation,
  changeInvitationRole,
  createInvitations,
  listMyInvitations,
  listWorkspaceInvitations,
  removeInvitation,
} from './invitations.handlers';
import { invitationCreateResponseSchema, invitationListSchema } from './invitations.schemas';

const tags = ['invitations'];

/** Workspace invitations: sending and managing them, and the invitee's answers. */
export function registerInvitationsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/invitations/',
    auth: 'session',
    params: slugParamsSchema,
    body: invitationCreateSchema,
    response: { 201: invitationCreateResponseSchema },
    tags,
    summary: 'Invite people by email (admins and members, never above their own role); members are skipped',
    handler: async ({ reply, user, params, body, deps }) => {
      const result = await createInvitations(deps, params.slug, user, body);
      reply.code(201);
      return result;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/invitations/',
    auth: 'session',
    params: slugParamsSchema,
    response: { 200: invitationListSchema },
    tags,
    summary: 'Pending invitations of the workspace (admins and members)',
    handler: async ({ db, user, params }) => listWorkspaceInvitations(db, params.slug, user.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/workspaces/:slug/invitations/:id/',
    auth: 'session',
    params: slugIdParamsSchema,
    body: invitationUpdateSchema,
    response: { 200: workspaceInvitationSchema },
    tags,
    summary: 'Change the role of a pending invitation (admins)',
    handler: async ({ db, user, params, body, deps }) => changeInvitationRole(db, params.slug, user.id, params.id, body.role, deps.now()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/workspaces/:slug/invitations/:id/',
    auth: 'session',
    params: slugIdParamsSchema,
    tags,
    summary: 'Delete an invitation (admins)',
    handler: async ({ db, user, params }) => removeInvitation(db, params.slug, user.id, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/workspaces/:slug/invitations/:id/join/',
    auth: 'session',
    params: slugIdParamsSchema,
    body: invitationJoinSchema,
    response: { 200: workspaceInvitationSchema },
    tags,
    summary: 'Accept or decline an invitation addressed to your email',
    handler: async ({ db, user, params, body, deps }) => answerInvitation(db, params.slug, user, params.id, body.accepted, deps.now()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/me/workspaces/invitations/',
    auth: 'session',
    response: { 200: invitationListSchema },
    tags,
    summary: 'Pending invitations addressed to your email, with their workspaces',
    handler: async ({ db, user }) => listMyInvitations(db, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/me/workspaces/invitations/',
    auth: 'session',
    body: invitationsAcceptSchema,
    response: { 200: workspaceListSchema },
    tags,
    summary: 'Accept several of your invitations at once; any id that is not yours refuses them all',
    handler: async ({ db, user, body, deps }) => acceptMyInvitations(db, user, body.invitations, deps.now()),
  });
}
