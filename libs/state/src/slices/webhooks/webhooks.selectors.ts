import type { Webhook, WebhookDelivery } from '@cairn/types';
import { EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import type { WebhookDeliveryLog } from './webhooks.slice';

const NONE: string[] = [];

/** The workspace's webhooks (a new one on top). */
export const selectWebhooks = (s: WebState, slug: string): readonly Webhook[] => listOf(s.webhookIdsBySlug[slug] ?? NONE, s.webhooksById);
/** Whether the workspace's webhooks have loaded. */
export const selectWebhooksStatus = (s: WebState, slug: string): LoadStatus => s.webhooksStatusBySlug[slug] ?? 'idle';
/** One webhook, or undefined. */
export const selectWebhook = (s: WebState, webhookId: string): Webhook | undefined => s.webhooksById[webhookId];
/** A webhook's loaded delivery log (ids, cursor, status), or undefined before the first load. */
export const selectWebhookDeliveryLog = (s: WebState, webhookId: string): WebhookDeliveryLog | undefined => s.webhookDeliveryLogs[webhookId];
/** A webhook's loaded deliveries, newest first. */
export const selectWebhookDeliveries = (s: WebState, webhookId: string): readonly WebhookDelivery[] => {
  const log = s.webhookDeliveryLogs[webhookId];
  return log ? listOf(log.ids, s.webhookDeliveriesById) : EMPTY;
};
/** One delivery, or undefined. */
export const selectWebhookDelivery = (s: WebState, deliveryId: string): WebhookDelivery | undefined => s.webhookDeliveriesById[deliveryId];
/** Whether any loaded delivery of the webhook is still pending (the screen polls while so). */
export const selectHasPendingDelivery = (s: WebState, webhookId: string): boolean =>
  (s.webhookDeliveryLogs[webhookId]?.ids ?? NONE).some((id) => s.webhookDeliveriesById[id]?.status === 'pending');
