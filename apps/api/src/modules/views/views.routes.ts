import { anyWorkItemPageSchema, issueViewCreateSchema, issueViewSchema, issueViewUpdateSchema, slugParamsSchema, viewFavoriteCreateSchema, workItemListFilterQuerySchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import type { ZodObject, ZodRawShape } from 'zod';
import type { DbOrTx } from '../../data/db';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { favoriteView, listViewWorkItems, unfavoriteView } from './view-items.handlers';
import { createViewIn, getViewIn, listViewsIn, patchViewIn, removeViewIn } from './views.handlers';
import { projectViewsAccess, teamViewsAccess, workspaceViewsAccess, type ResolveViewsAccess } from './views.policy';
import {
  issueViewListSchema, projectViewParamsSchema, teamspaceParamsSchema, teamViewParamsSchema, VIEW_TAGS as tags, viewFavoriteSchema, workspaceViewParamsSchema,
} from './views.schemas';

/** The path parameters any view route may carry. */
interface ViewRouteParams {
  slug: string;
  projectId?: string;
  teamspaceId?: string;
  viewId?: string;
}

/** One kind of saved view: where its routes live and how they are authorised. */
interface ViewRoutesKind {
  /** The views/ collection path (Fastify syntax). */
  base: string;
  listParams: ZodObject<ZodRawShape>;
  viewParams: ZodObject<ZodRawShape>;
  /** How the kind's context is authorised for the caller. */
  access: (h: DbOrTx, p: ViewRouteParams, userId: string) => ReturnType<ResolveViewsAccess>;
  /** "project views", "workspace views"… for the summaries. */
  label: string;
  /** Who reads, who creates, who edits (summaries). */
  readers: string;
  creators: string;
  editors: string;
  /** How its issues/ list reads (summaries). */
  items: string;
}

const listHelp = "filters ANDed with the view's (within a key the values both give); group_by, order_by, cursor, per_page from the request";

/** Registers the six routes of one kind: list, create, get, patch, delete, issues/. */
function registerViewKind(app: FastifyInstance, k: ViewRoutesKind): void {
  const resolve = (p: unknown, userId: string): ResolveViewsAccess => (h) => k.access(h, p as ViewRouteParams, userId);
  const one = `${k.base}:viewId/`;
  defineRoute(app, {
    method: 'GET', url: k.base, auth: 'session', params: k.listParams, response: { 200: issueViewListSchema }, tags,
    summary: `The ${k.label} the caller may see: public ones and their own private ones (${k.readers})`,
    handler: async ({ db, user, params }) => listViewsIn(db, resolve(params, user.id)),
  });
  defineRoute(app, {
    method: 'POST', url: k.base, auth: 'session', params: k.listParams, body: issueViewCreateSchema, response: { 201: issueViewSchema }, tags,
    summary: `Create one of the ${k.label}, owned by the caller; access public unless given (${k.creators}; guests 403)`,
    handler: async ({ db, user, params, body, reply, deps }) => {
      const view = await createViewIn(db, resolve(params, user.id), body, deps.now());
      reply.code(201);
      return view;
    },
  });
  defineRoute(app, {
    method: 'GET', url: one, auth: 'session', params: k.viewParams, response: { 200: issueViewSchema }, tags,
    summary: `One of the ${k.label} (${k.readers}; another user's private view 404)`,
    handler: async ({ db, user, params }) => getViewIn(db, resolve(params, user.id), params.viewId as string),
  });
  defineRoute(app, {
    method: 'PATCH', url: one, auth: 'session', params: k.viewParams, body: issueViewUpdateSchema, response: { 200: issueViewSchema }, tags,
    summary:
      `Edit, lock or unlock one of the ${k.label} (${k.editors}): a locked view refuses name, filters and display changes ` +
      '(409 VIEW_LOCKED) unless the same call unlocks it; made private, other users\' favorites of it are removed',
    handler: async ({ db, user, params, body, deps }) => patchViewIn(db, resolve(params, user.id), params.viewId as string, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: one, auth: 'session', params: k.viewParams, tags,
    summary: `Delete one of the ${k.label} and every user's favorite of it (${k.editors})`,
    handler: async ({ db, user, params, deps }) => removeViewIn(db, resolve(params, user.id), params.viewId as string, deps.now()),
  });
  defineRoute(app, {
    method: 'GET', url: `${one}issues/`, auth: 'session', params: k.viewParams, query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema }, tags,
    summary: `The view's work items, ${k.items}: ${listHelp}`,
    handler: async ({ db, user, params, query, deps }) => listViewWorkItems(db, resolve(params, user.id), params.viewId as string, query, deps.now()),
  });
}

const project = '/api/workspaces/:slug/projects/:projectId';
const team = '/api/workspaces/:slug/teamspaces/:teamspaceId';

/** Saved views (issue 14): project views with favorites, workspace (global) views, team views. */
export function registerViewsRoutes(app: FastifyInstance): void {
  registerViewKind(app, {
    base: `${project}/views/`, listParams: projectParamsSchema, viewParams: projectViewParamsSchema, label: 'project views',
    access: (h, p, userId) => projectViewsAccess(h, p.slug, p.projectId!, userId),
    readers: 'any project role', creators: 'project admins and members; the project must have views on (400 VIEWS_OFF)',
    editors: 'its owner and project admins', items: 'as the project list answers them (same page shapes)',
  });
  registerViewKind(app, {
    base: '/api/workspaces/:slug/views/', listParams: slugParamsSchema, viewParams: workspaceViewParamsSchema, label: 'workspace (global) views',
    access: (h, p, userId) => workspaceViewsAccess(h, p.slug, userId),
    readers: 'any workspace member', creators: 'workspace admins and members', editors: 'its owner and workspace admins',
    items: 'across every project the caller can see (filter project narrows; sort_order reads as -created_at)',
  });
  registerViewKind(app, {
    base: `${team}/views/`, listParams: teamspaceParamsSchema, viewParams: teamViewParamsSchema, label: 'team views',
    access: (h, p, userId) => teamViewsAccess(h, p.slug, p.teamspaceId!, userId),
    readers: "the team's members and workspace admins", creators: "the team's members (not guests) and workspace admins",
    editors: 'its owner and workspace admins', items: "across the team's projects the caller can see (sort_order reads as -created_at)",
  });

  defineRoute(app, {
    method: 'POST', url: `${project}/user-favorite-views/`, auth: 'session', params: projectParamsSchema, body: viewFavoriteCreateSchema,
    response: { 201: viewFavoriteSchema }, tags,
    summary: "Add a project view to the caller's favorites (any project role; a view they can see; idempotent)",
    handler: async ({ db, user, params, body, reply, deps }) => {
      const favorite = await favoriteView(db, (h) => projectViewsAccess(h, params.slug, params.projectId, user.id), body.view, deps.now());
      reply.code(201);
      return favorite;
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${project}/user-favorite-views/:viewId/`, auth: 'session', params: projectViewParamsSchema, tags,
    summary: "Remove a project view from the caller's favorites (any workspace member; idempotent)",
    handler: async ({ db, user, params }) => unfavoriteView(db, params.slug, params.projectId, user.id, params.viewId),
  });
}
