import { apiPaths } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { createSsoProvider, deleteSsoProvider, listSsoProviders, updateSsoProvider } from './sso-providers.handlers';
import { ssoCallback, startSso } from './sso.handlers';
import {
  ssoCallbackQuerySchema, ssoKeyParamsSchema, ssoProviderCreateBodySchema, ssoProviderListSchema, ssoProviderSchema, ssoProviderUpdateBodySchema,
  ssoStartQuerySchema,
} from './sso.schemas';

const flowTags = ['auth'];
const adminTags = ['instance'];
const redirectOnly = { 302: z.null() };

/** Registers single sign-on: the browser flow under /auth/sso/ and the providers' admin API (instance admins). */
export function registerSsoRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: apiPaths.ssoStart(':key'), auth: 'public', tags: flowTags, query: ssoStartQuerySchema, params: ssoKeyParamsSchema, response: redirectOnly,
    summary: 'Start signing in through an SSO provider: 302 to the provider (PKCE, state, nonce); unknown or disabled provider → 302 to /?error=sso_unavailable',
    handler: startSso,
  });
  defineRoute(app, {
    method: 'GET', url: apiPaths.ssoCallback(':key'), auth: 'public', tags: flowTags, query: ssoCallbackQuerySchema, params: ssoKeyParamsSchema, response: redirectOnly,
    summary: "The provider's redirect back: signs in (or creates the account) and 302 to next_path; any failure → 302 to /?error=<sso error code>",
    handler: ssoCallback,
  });
  defineRoute(app, {
    method: 'GET', url: apiPaths.instanceSsoProviders(), auth: 'session', tags: adminTags, response: { 200: ssoProviderListSchema },
    summary: 'SSO providers (instance admins; client secrets never returned)', handler: listSsoProviders,
  });
  defineRoute(app, {
    method: 'POST', url: apiPaths.instanceSsoProviders(), auth: 'session', tags: adminTags, body: ssoProviderCreateBodySchema, response: { 201: ssoProviderSchema },
    summary: 'Add an SSO provider (instance admins; presets fill the issuer of google and gitlab)', handler: createSsoProvider,
  });
  defineRoute(app, {
    method: 'PATCH', url: apiPaths.instanceSsoProvider(':key'), auth: 'session', tags: adminTags, params: ssoKeyParamsSchema, body: ssoProviderUpdateBodySchema,
    response: { 200: ssoProviderSchema }, summary: 'Change an SSO provider (instance admins; an absent client_secret keeps the stored one)', handler: updateSsoProvider,
  });
  defineRoute(app, {
    method: 'DELETE', url: apiPaths.instanceSsoProvider(':key'), auth: 'session', tags: adminTags, params: ssoKeyParamsSchema, response: { 204: z.null() },
    summary: 'Remove an SSO provider (instance admins; refused when it is the last sign-in method)', handler: deleteSsoProvider,
  });
}
