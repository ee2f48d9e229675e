import { apiPaths } from '@cairn/types';
import type { Webhook, WebhookCreate, WebhookDelivery, WebhookDeliveryPage, WebhookUpdate, WebhookWithSecret } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the workspace webhook calls (issue 18; spec §7 Webhooks) and its delivery log. */
export function createWebhookService(client: ApiClient) {
  return {
    /** The workspace's webhooks (workspace admins). */
    list: (slug: string) => client.get<Webhook[]>(apiPaths.webhooks(slug)),
    /** One webhook. */
    get: (slug: string, id: string) => client.get<Webhook>(apiPaths.webhook(slug, id)),
    /** A new webhook; the answer carries its secret_key, this once. */
    create: (slug: string, body: WebhookCreate) => client.post<WebhookWithSecret>(apiPaths.webhooks(slug), body),
    /** Changes the URL, the events or the active flag. */
    update: (slug: string, id: string, body: WebhookUpdate) => client.patch<Webhook>(apiPaths.webhook(slug, id), body),
    /** Deletes the webhook and its log. */
    remove: (slug: string, id: string) => client.delete<void>(apiPaths.webhook(slug, id)),
    /** A new secret; the old one stops signing at once. */
    regenerate: (slug: string, id: string) => client.post<WebhookWithSecret>(apiPaths.webhookRegenerate(slug, id)),
    /** The delivery log, newest first; `cursor` from the previous page. */
    deliveries: (slug: string, id: string, cursor?: string) =>
      client.get<WebhookDeliveryPage>(apiPaths.webhookDeliveries(slug, id), { searchParams: { cursor } }),
    /** Sends a delivery's body again, as a new delivery. */
    redeliver: (slug: string, id: string, deliveryId: string) => client.post<WebhookDelivery>(apiPaths.webhookRedeliver(slug, id, deliveryId)),
  };
}

/** The webhook service's type. */
export type WebhookService = ReturnType<typeof createWebhookService>;
