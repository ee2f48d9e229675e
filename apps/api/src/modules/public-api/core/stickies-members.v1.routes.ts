import { API_V1_PREFIX, slugParamsSchema, stickyCreateSchema, stickyUpdateSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { listMembers } from '../../members/members.handlers';
import { createSticky, getSticky, listStickies, patchSticky, removeSticky } from '../../stickies/stickies.handlers';
import { pickFields } from '../v1-fields';
import { v1Envelope, v1EnvelopeOfArray, v1ListQuerySchema, v1PageOf, v1ReadQuerySchema, v1PageSchemaOf } from '../v1-pagination';
import { V1_TAGS } from '../v1-tags';
import { v1StickyCreateSchema, v1StickyParamsSchema, v1StickyUpdateSchema } from './core.v1.schemas';
import { v1MemberResponseSchema, v1StickyResponseSchema } from './core.v1.responses';
import { presentV1Sticky } from './estimates-stickies.v1.presenter';
import { presentV1WorkspaceMember } from './projects.v1.presenter';
import { definedOnly, textOrEmpty } from './v1-body';

const ws = `${API_V1_PREFIX}/workspaces/:slug`;

type V1StickyBody = { name?: string | null; description_html?: string | null; color?: string | null; background_color?: string | null; sort_order?: number };

/** A v1 sticky body → the app's fields (null = empty text; a null body keeps the app's empty paragraph). */
function stickyFields(body: V1StickyBody) {
  return definedOnly({
    name: textOrEmpty(body.name),
    description_html: body.description_html ?? undefined,
    color: textOrEmpty(body.color),
    background_color: textOrEmpty(body.background_color),
    sort_order: body.sort_order,
  });
}

/** Workspace members and the caller's own stickies (every workspace role; another user's sticky reads as missing). */
export function registerV1StickyMemberRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${ws}/members/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    response: { 200: z.array(v1MemberResponseSchema) },
    tags: V1_TAGS,
    summary: 'The workspace’s members with their roles (a plain array, as the seed answers)',
    handler: async ({ db, user, params }) => (await listMembers(db, params.slug, user.id)).map(presentV1WorkspaceMember),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${ws}/members-lite/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1MemberResponseSchema) },
    tags: V1_TAGS,
    summary: 'The workspace’s members with their roles (paginated)',
    handler: async ({ db, user, params, query }) => {
      const page = v1EnvelopeOfArray(await listMembers(db, params.slug, user.id), query);
      return { ...page, results: page.results.map((m) => pickFields(presentV1WorkspaceMember(m), query.fields)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${ws}/stickies/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1StickyResponseSchema) },
    tags: V1_TAGS,
    summary: 'The caller’s stickies, newest on top (paginated)',
    handler: async ({ db, user, params, query }) => {
      const page = v1PageOf(query);
      const result = await listStickies(db, params.slug, user.id, { per_page: page.perPage, cursor: `${page.perPage}:${page.page}:0` });
      return v1Envelope(result.results.map((s) => pickFields(presentV1Sticky(s), query.fields)), result.total_count, page);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ws}/stickies/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    body: v1StickyCreateSchema,
    response: { 201: v1StickyResponseSchema },
    tags: V1_TAGS,
    summary: 'Create a sticky of the caller',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const sticky = await createSticky(db, params.slug, user.id, stickyCreateSchema.parse(stickyFields(body)), deps.now());
      reply.code(201);
      return presentV1Sticky(sticky);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${ws}/stickies/:stickyId/`,
    auth: 'apiKey',
    params: v1StickyParamsSchema,
    query: v1ReadQuerySchema,
    response: { 200: v1StickyResponseSchema },
    tags: V1_TAGS,
    summary: 'A sticky of the caller',
    handler: async ({ db, user, params, query }) => pickFields(presentV1Sticky(await getSticky(db, params.slug, user.id, params.stickyId)), query.fields),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${ws}/stickies/:stickyId/`,
    auth: 'apiKey',
    params: v1StickyParamsSchema,
    body: v1StickyUpdateSchema,
    response: { 200: v1StickyResponseSchema },
    tags: V1_TAGS,
    summary: 'Update a sticky of the caller',
    handler: async ({ db, user, params, body, deps }) =>
      presentV1Sticky(await patchSticky(db, params.slug, user.id, params.stickyId, stickyUpdateSchema.parse(stickyFields(body)), deps.now())),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${ws}/stickies/:stickyId/`,
    auth: 'apiKey',
    params: v1StickyParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete a sticky of the caller',
    handler: async ({ db, user, params, reply }) => {
      await removeSticky(db, params.slug, user.id, params.stickyId);
      reply.code(204);
    },
  });
}
