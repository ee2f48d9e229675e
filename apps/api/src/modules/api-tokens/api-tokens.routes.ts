import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { createApiToken, getApiToken, listApiTokens, removeApiToken } from './api-tokens.handlers';
import { API_TOKEN_TAGS as tags, apiTokenListSchema, apiTokenParamsSchema } from './api-tokens.schemas';

/** The caller's personal API tokens for the public API v1 (spec §7 API tokens): session routes, own tokens only. */
export function registerApiTokensRoutes(app: FastifyInstance): void {
  const base = '/api/users/api-tokens';
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', response: { 200: apiTokenListSchema }, tags,
    summary: "The caller's API tokens, newest first (never the tokens themselves)",
    handler: async ({ db, user, deps }) => listApiTokens(db, user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema }, tags,
    summary: 'Create an API token for one workspace the caller belongs to; the answer carries the token, this once',
    handler: async ({ db, user, body, reply, deps }) => {
      const created = await createApiToken(db, user.id, body, deps.now());
      reply.code(201);
      return created;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:tokenId/`, auth: 'session', params: apiTokenParamsSchema, response: { 200: apiTokenSchema }, tags,
    summary: "One of the caller's API tokens",
    handler: async ({ db, user, params, deps }) => getApiToken(db, user.id, params.tokenId, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:tokenId/`, auth: 'session', params: apiTokenParamsSchema, tags,
    summary: "Revoke one of the caller's API tokens (requests with it are refused at once)",
    handler: async ({ db, user, params }) => removeApiToken(db, user.id, params.tokenId),
  });
}
