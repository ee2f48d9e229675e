import type { Webhook, WebhookCreate, WebhookDelivery, WebhookUpdate, WebhookWithSecret } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import type { LoadStatus, SliceContext } from '../../core/types';

/** Where a webhook's delivery log stands: first page loading, loaded, failed, or a next page loading. */
export type WebhookDeliveryLogStatus = 'loading' | 'ready' | 'error' | 'loading-more';

/** One webhook's loaded delivery log: ids newest first and the cursor of the next (older) page. */
export interface WebhookDeliveryLog {
  ids: string[];
  nextCursor: string | null;
  status: WebhookDeliveryLogStatus;
}

/**
 * Workspace webhooks (issue 18; spec §2 Webhooks settings): the list per workspace, edits, the secret (never kept in
 * the store: create and regenerate answer it to the caller, who shows it once) and each webhook's delivery log.
 */
export interface WebhooksSlice {
  /** Webhooks by id (without secret_key). */
  webhooksById: Record<string, Webhook>;
  /** slug → the workspace's webhook ids (server order; a new one goes on top). */
  webhookIdsBySlug: Record<string, string[]>;
  webhooksStatusBySlug: Record<string, LoadStatus>;
  /** Deliveries by id. */
  webhookDeliveriesById: Record<string, WebhookDelivery>;
  /** webhook id → its loaded delivery log. */
  webhookDeliveryLogs: Record<string, WebhookDeliveryLog>;
  /** GET webhooks/ (workspace admins). Never throws; a failure is logged and the status is 'error'. */
  loadWebhooks(slug: string): Promise<void>;
  /**
   * POST webhooks/ (waits for the server: it checks and resolves the URL). Answers the webhook WITH its secret_key for
   * the screen to show once; the store keeps it without. Rethrows; a 400 (the form shows it) is not toasted.
   */
  createWebhook(slug: string, body: WebhookCreate): Promise<WebhookWithSecret>;
  /** Optimistic PATCH (URL, events, active; turning it on clears disabled_reason). Rolls back and rethrows; a 400 is not toasted. */
  updateWebhook(slug: string, webhookId: string, patch: WebhookUpdate): Promise<Webhook>;
  /** Optimistic DELETE; its delivery log goes too. Rolls back, toasts and rethrows. */
  deleteWebhook(slug: string, webhookId: string): Promise<void>;
  /** POST webhooks/{id}/regenerate/: answers the new secret_key (shown once); the store keeps the row without it. Rethrows. */
  regenerateWebhookSecret(slug: string, webhookId: string): Promise<WebhookWithSecret>;
  /**
   * The log's first page (newest first). Asked again (the screen polls while a delivery is pending), the page's rows are
   * merged on top of what is loaded, without a loading state. Never throws; failures are logged.
   */
  loadWebhookDeliveries(slug: string, webhookId: string): Promise<void>;
  /** The next (older) page by the log's cursor; nothing without one. Never throws. */
  loadMoreWebhookDeliveries(slug: string, webhookId: string): Promise<void>;
  /** POST …/deliveries/{id}/redeliver/: the new delivery goes on top of the log. Rethrows (toasted). */
  redeliverWebhookDelivery(slug: string, webhookId: string, deliveryId: string): Promise<WebhookDelivery>;
}

type Data = Pick<WebhooksSlice, 'webhooksById' | 'webhookIdsBySlug' | 'webhooksStatusBySlug' | 'webhookDeliveriesById' | 'webhookDeliveryLogs'>;

/** The webhooks slice's actions (all async): they load with the webhooks settings (webhooks.actions.ts). */
export type WebhookActions = Omit<WebhooksSlice, keyof Data>;

/** The webhooks slice's data when the store starts or is reset. */
export function initialWebhooksState(): Data {
  return { webhooksById: {}, webhookIdsBySlug: {}, webhooksStatusBySlug: {}, webhookDeliveriesById: {}, webhookDeliveryLogs: {} };
}

/** Creates the webhooks slice: its data now, its actions (all async) on their first call. */
export function createWebhooksSlice(ctx: SliceContext): WebhooksSlice {
  return {
    ...initialWebhooksState(),
    ...lazyActions(ctx, 'webhooks', () => import('./webhooks.actions').then((m) => m.createWebhookActions), [
      'loadWebhooks', 'createWebhook', 'updateWebhook', 'deleteWebhook', 'regenerateWebhookSecret', 'loadWebhookDeliveries',
      'loadMoreWebhookDeliveries', 'redeliverWebhookDelivery',
    ], { quiet: ['loadWebhooks', 'loadWebhookDeliveries', 'loadMoreWebhookDeliveries'] }),
  };
}
