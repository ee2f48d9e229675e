import {
  anyWorkItemPageSchema, listUserPropertiesSchema, listUserPropertiesUpdateSchema, slugParamsSchema, teamspaceCreateSchema, teamspaceMembersAddSchema,
  teamspaceProjectsAddSchema, teamspaceSchema, teamspaceUpdateSchema, workItemListFilterQuerySchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { listTeamspaceWorkItems, getTeamspaceListProperties, patchTeamspaceListProperties } from './teamspace-list.handlers';
import { addMembers, addProjects, removeMember, removeProject } from './teamspace-members.handlers';
import { createTeamspace, getTeamspace, listWorkspaceTeamspaces, patchTeamspace, removeTeamspace } from './teamspaces.handlers';
import { TEAMSPACE_TAGS, teamspaceMemberParamsSchema, teamspaceParamsSchema, teamspaceProjectParamsSchema } from './teamspaces.schemas';

const tags = TEAMSPACE_TAGS;
const base = '/api/workspaces/:slug/teamspaces';
const who = 'Readers: workspace admins and members see every team, guests only the teams they are in (others: 404)';

/** Teamspaces (issue 14): CRUD, members, projects, the team work-item list and its per-user settings. */
export function registerTeamspacesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', params: slugParamsSchema, response: { 200: z.array(teamspaceSchema) }, tags,
    summary: `The workspace's teamspaces by name, with member_ids and project_ids. ${who}`,
    handler: async ({ db, user, params }) => listWorkspaceTeamspaces(db, params.slug, user.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', params: slugParamsSchema, body: teamspaceCreateSchema, response: { 201: teamspaceSchema }, tags,
    summary:
      'Create a teamspace (workspace admins): the creator and the lead become members; member_ids must be active workspace members, ' +
      'the lead a member or admin (not a guest), project_ids live projects of the workspace (else 400)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const team = await createTeamspace(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return team;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:teamspaceId/`, auth: 'session', params: teamspaceParamsSchema, response: { 200: teamspaceSchema }, tags,
    summary: `One teamspace. ${who}`,
    handler: async ({ db, user, params }) => getTeamspace(db, params.slug, params.teamspaceId, user.id),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:teamspaceId/`, auth: 'session', params: teamspaceParamsSchema, body: teamspaceUpdateSchema, response: { 200: teamspaceSchema }, tags,
    summary: 'Edit a teamspace: name, description, logo_props, lead (workspace admins; a new lead joins the team)',
    handler: async ({ db, user, params, body, deps }) => patchTeamspace(db, params.slug, params.teamspaceId, user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:teamspaceId/`, auth: 'session', params: teamspaceParamsSchema, tags,
    summary: "Delete a teamspace, its team views (and their favorites) and everyone's team-list settings; projects and items stay (workspace admins)",
    handler: async ({ db, user, params, deps }) => removeTeamspace(db, params.slug, params.teamspaceId, user.id, deps.now()),
  });

  defineRoute(app, {
    method: 'POST', url: `${base}/:teamspaceId/members/`, auth: 'session', params: teamspaceParamsSchema, body: teamspaceMembersAddSchema,
    response: { 200: teamspaceSchema }, tags,
    summary: 'Add members (workspace admins and the team lead): every id an active workspace member, else 400 and nothing changes; answers the team',
    handler: async ({ db, user, params, body, deps }) => addMembers(db, params.slug, params.teamspaceId, user.id, body.member_ids, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:teamspaceId/members/:memberId/`, auth: 'session', params: teamspaceMemberParamsSchema, tags,
    summary: "Remove a member (workspace admins and the team lead; 404 when not in the team); removing the lead clears the team's lead",
    handler: async ({ db, user, params, deps }) => removeMember(db, params.slug, params.teamspaceId, user.id, params.memberId, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:teamspaceId/projects/`, auth: 'session', params: teamspaceParamsSchema, body: teamspaceProjectsAddSchema,
    response: { 200: teamspaceSchema }, tags,
    summary: 'Add projects (workspace admins and the team lead): every id a live project of the workspace, else 400 and nothing changes; answers the team',
    handler: async ({ db, user, params, body, deps }) => addProjects(db, params.slug, params.teamspaceId, user.id, body.project_ids, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:teamspaceId/projects/:projectId/`, auth: 'session', params: teamspaceProjectParamsSchema, tags,
    summary: 'Remove a project from the team (workspace admins and the team lead; 404 when not in the team)',
    handler: async ({ db, user, params, deps }) => removeProject(db, params.slug, params.teamspaceId, user.id, params.projectId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/:teamspaceId/issues/`, auth: 'session', params: teamspaceParamsSchema, query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema }, tags,
    summary:
      "The team list: live work items (not epics) of the team's projects that the caller can see (project roles as in the workspace list; " +
      'guests without guest_view_all_features only their own), with the query and page shapes of GET /api/workspaces/{slug}/issues/ ' +
      `(order_by sort_order answered as -created_at). ${who}`,
    handler: async ({ db, user, params, query, deps }) => listTeamspaceWorkItems(db, params.slug, params.teamspaceId, user.id, query, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:teamspaceId/user-properties/`, auth: 'session', params: teamspaceParamsSchema, response: { 200: listUserPropertiesSchema }, tags,
    summary: "The caller's settings of the team list (filters, display_filters, display_properties), the project list's defaults filled in",
    handler: async ({ db, user, params }) => getTeamspaceListProperties(db, params.slug, params.teamspaceId, user.id),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:teamspaceId/user-properties/`, auth: 'session', params: teamspaceParamsSchema, body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema }, tags,
    summary: "Merges the given parts key by key into the caller's settings of the team list (whoever may see the team); answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchTeamspaceListProperties(db, params.slug, params.teamspaceId, user.id, body, deps.now()),
  });
}
