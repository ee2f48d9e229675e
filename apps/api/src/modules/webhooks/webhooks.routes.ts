import {
  slugParamsSchema, uuidSchema, webhookCreateSchema, webhookDeliveryPageSchema, webhookDeliveryQuerySchema, webhookDeliverySchema, webhookSchema,
  webhookUpdateSchema, webhookWithSecretSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import {
  createWorkspaceWebhook, getWorkspaceWebhook, listWebhookDeliveries, listWorkspaceWebhooks, patchWorkspaceWebhook, redeliverWebhookDelivery,
  regenerateWebhookSecret, removeWorkspaceWebhook,
} from './webhooks.handlers';

const tags = ['webhooks'];
const webhookParams = slugParamsSchema.extend({ webhookId: uuidSchema });
const deliveryParams = webhookParams.extend({ deliveryId: uuidSchema });
const admins = 'workspace admins only; members and guests 403';

/** Workspace webhooks: CRUD, secret regeneration, the delivery log and manual redelivery (admins only). */
export function registerWebhooksRoutes(app: FastifyInstance): void {
  const base = '/api/workspaces/:slug/webhooks/';
  const one = `${base}:webhookId/`;
  defineRoute(app, {
    method: 'GET', url: base, auth: 'session', params: slugParamsSchema, response: { 200: z.array(webhookSchema) }, tags,
    summary: `The workspace's webhooks, newest first, without their secrets (${admins})`,
    handler: async ({ db, user, params }) => listWorkspaceWebhooks(db, params.slug, user.id),
  });
  defineRoute(app, {
    method: 'POST', url: base, auth: 'session', params: slugParamsSchema, body: webhookCreateSchema, response: { 201: webhookWithSecretSchema }, tags,
    summary:
      `Create a webhook: an http(s) URL whose host resolves to addresses outbound requests may reach (loopback, private and link-local refused ` +
      `unless the instance allow-list permits), at least one event; the answer carries secret_key, shown this once (${admins})`,
    handler: async ({ db, user, params, body, reply, deps }) => {
      const created = await createWorkspaceWebhook(db, deps, params.slug, user.id, body);
      reply.code(201);
      return created;
    },
  });
  defineRoute(app, {
    method: 'GET', url: one, auth: 'session', params: webhookParams, response: { 200: webhookSchema }, tags,
    summary: `One webhook, without its secret (${admins})`,
    handler: async ({ db, user, params }) => getWorkspaceWebhook(db, params.slug, user.id, params.webhookId),
  });
  defineRoute(app, {
    method: 'PATCH', url: one, auth: 'session', params: webhookParams, body: webhookUpdateSchema, response: { 200: webhookSchema }, tags,
    summary: `Edit a webhook's URL (checked again), events (at least one stays on) or active flag; turning it on clears disabled_reason (${admins})`,
    handler: async ({ db, user, params, body, deps }) => patchWorkspaceWebhook(db, deps, params.slug, user.id, params.webhookId, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: one, auth: 'session', params: webhookParams, tags,
    summary: `Delete a webhook and its delivery log; deliveries not yet sent stop (${admins})`,
    handler: async ({ db, user, params }) => removeWorkspaceWebhook(db, params.slug, user.id, params.webhookId),
  });
  defineRoute(app, {
    method: 'POST', url: `${one}regenerate/`, auth: 'session', params: webhookParams, response: { 200: webhookWithSecretSchema }, tags,
    summary: `A new secret for the webhook, answered this once in secret_key; the old one signs nothing from now on (${admins})`,
    handler: async ({ db, user, params, deps }) => regenerateWebhookSecret(db, deps, params.slug, user.id, params.webhookId),
  });
  defineRoute(app, {
    method: 'GET', url: `${one}deliveries/`, auth: 'session', params: webhookParams, query: webhookDeliveryQuerySchema, response: { 200: webhookDeliveryPageSchema }, tags,
    summary: `The webhook's delivery log, newest first, a page at a time (next_cursor): request headers and body, response status, body excerpt, error, attempts, duration (${admins})`,
    handler: async ({ db, user, params, query }) => listWebhookDeliveries(db, params.slug, user.id, params.webhookId, query.cursor),
  });
  defineRoute(app, {
    method: 'POST', url: `${one}deliveries/:deliveryId/redeliver/`, auth: 'session', params: deliveryParams, response: { 201: webhookDeliverySchema }, tags,
    summary: `Send a delivery again: a new delivery (redelivery_of the old one) with the same body, signed with the current secret and a fresh timestamp (${admins})`,
    handler: async ({ db, user, params, reply, deps }) => {
      const created = await redeliverWebhookDelivery(db, deps, params.slug, user.id, params.webhookId, params.deliveryId);
      reply.code(201);
      return created;
    },
  });
}
