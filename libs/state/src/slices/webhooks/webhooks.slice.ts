import { isApiError } from '@cairn/services';
import type { Webhook, WebhookCreate, WebhookDelivery, WebhookDeliveryPage, WebhookUpdate, WebhookWithSecret } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState, WebStore } from '../../core/types';

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

/** The webhooks slice's data when the store starts or is reset. */
export function initialWebhooksState(): Data {
  return { webhooksById: {}, webhookIdsBySlug: {}, webhooksStatusBySlug: {}, webhookDeliveriesById: {}, webhookDeliveryLogs: {} };
}

const webhookKey = (webhookId: string) => `webhook:${webhookId}`;

// The secret travels only to the caller: never into the store (devtools, logs).
function withoutSecret(row: Webhook | WebhookWithSecret): Webhook {
  const { secret_key: _secret, ...rest } = row as WebhookWithSecret;
  return rest;
}

// A 400 is a form's business (the URL refused, no event chosen): the form shows the server's text; anything else toasts.
function reportUnlessInvalid(store: WebStore) {
  return (error: unknown) => {
    if (isApiError(error) && error.status === 400) return;
    store.getState().reportError(error);
  };
}

function mergePage(d: Draft<WebState>, webhookId: string, page: WebhookDeliveryPage, mode: 'first' | 'refresh' | 'more'): void {
  for (const row of page.results) d.webhookDeliveriesById[row.id] = row;
  const pageIds = page.results.map((r) => r.id);
  const log = d.webhookDeliveryLogs[webhookId];
  if (mode === 'first' || !log) {
    d.webhookDeliveryLogs[webhookId] = { ids: pageIds, nextCursor: page.next_cursor, status: 'ready' };
    return;
  }
  if (mode === 'more') {
    log.ids = [...log.ids, ...pageIds.filter((id) => !log.ids.includes(id))];
    log.nextCursor = page.next_cursor;
  } else {
    // A refresh of the first page: new rows on top, older pages already loaded stay (and keep their cursor).
    const onlyFirstPage = log.ids.every((id) => pageIds.includes(id));
    log.ids = [...pageIds, ...log.ids.filter((id) => !pageIds.includes(id))];
    if (onlyFirstPage) log.nextCursor = page.next_cursor;
  }
  log.status = 'ready';
}

function dropWebhook(d: Draft<WebState>, slug: string, webhookId: string): void {
  delete d.webhooksById[webhookId];
  const ids = d.webhookIdsBySlug[slug];
  if (ids) d.webhookIdsBySlug[slug] = ids.filter((id) => id !== webhookId);
  for (const id of d.webhookDeliveryLogs[webhookId]?.ids ?? []) delete d.webhookDeliveriesById[id];
  delete d.webhookDeliveryLogs[webhookId];
}

/** Creates the webhooks slice. */
export function createWebhooksSlice(ctx: SliceContext): WebhooksSlice {
  const { store } = ctx;
  const { webhooks } = ctx.deps.services;
  const logError = (error: unknown) => store.getState().logError(error);

  const loadDeliveries = async (slug: string, webhookId: string, mode: 'first' | 'refresh' | 'more', cursor?: string) => {
    await load(store, {
      action: `webhooks/deliveries/${mode}`,
      call: () => webhooks.deliveries(slug, webhookId, cursor),
      start: (d) => {
        const log = d.webhookDeliveryLogs[webhookId];
        if (mode === 'first') d.webhookDeliveryLogs[webhookId] = { ids: log?.ids ?? [], nextCursor: log?.nextCursor ?? null, status: 'loading' };
        else if (mode === 'more' && log) log.status = 'loading-more';
      },
      done: (d, page) => mergePage(d, webhookId, page, mode),
      failed: (d) => {
        const log = d.webhookDeliveryLogs[webhookId];
        if (!log) return;
        // A failed poll or next page leaves the loaded log as it was.
        log.status = mode === 'first' ? 'error' : 'ready';
      },
      report: logError,
    });
  };

  return {
    ...initialWebhooksState(),
    loadWebhooks: async (slug) => {
      await load(store, {
        action: 'webhooks/load',
        call: () => webhooks.list(slug),
        start: (d) => {
          if (d.webhooksStatusBySlug[slug] !== 'ready') d.webhooksStatusBySlug[slug] = 'loading';
        },
        done: (d, rows) => {
          for (const row of rows) d.webhooksById[row.id] = withoutSecret(row);
          d.webhookIdsBySlug[slug] = rows.map((r) => r.id);
          d.webhooksStatusBySlug[slug] = 'ready';
        },
        failed: (d) => {
          if (d.webhooksStatusBySlug[slug] !== 'ready') d.webhooksStatusBySlug[slug] = 'error';
        },
        report: logError,
      });
    },
    createWebhook: async (slug, body) => {
      let created: WebhookWithSecret;
      try {
        created = await webhooks.create(slug, body);
      } catch (error) {
        reportUnlessInvalid(store)(error);
        throw error;
      }
      store.setState((d) => {
        d.webhooksById[created.id] = withoutSecret(created);
        d.webhookIdsBySlug[slug] = [created.id, ...(d.webhookIdsBySlug[slug] ?? []).filter((id) => id !== created.id)];
      }, false, 'webhooks/create');
      return created;
    },
    updateWebhook: (slug, webhookId, patch) =>
      mutate(store, {
        key: webhookKey(webhookId),
        apply: (d) => {
          const row = d.webhooksById[webhookId];
          if (!row) return;
          assignDefined(row, patch);
          if (patch.is_active === true) row.disabled_reason = null;
        },
        call: () => webhooks.update(slug, webhookId, patch),
        commit: (d, row) => {
          if (d.webhooksById[webhookId]) d.webhooksById[webhookId] = withoutSecret(row);
        },
        report: reportUnlessInvalid(store),
      }),
    deleteWebhook: async (slug, webhookId) => {
      await mutate(store, {
        key: webhookKey(webhookId),
        apply: (d) => dropWebhook(d, slug, webhookId),
        call: () => webhooks.remove(slug, webhookId),
      });
    },
    regenerateWebhookSecret: async (slug, webhookId) => {
      let answer: WebhookWithSecret;
      try {
        answer = await webhooks.regenerate(slug, webhookId);
      } catch (error) {
        store.getState().reportError(error);
        throw error;
      }
      store.setState((d) => {
        if (d.webhooksById[webhookId]) d.webhooksById[webhookId] = withoutSecret(answer);
      }, false, 'webhooks/regenerate');
      return answer;
    },
    loadWebhookDeliveries: (slug, webhookId) => {
      const log = store.getState().webhookDeliveryLogs[webhookId];
      return loadDeliveries(slug, webhookId, log && log.status !== 'error' && log.status !== 'loading' ? 'refresh' : 'first');
    },
    loadMoreWebhookDeliveries: async (slug, webhookId) => {
      const log = store.getState().webhookDeliveryLogs[webhookId];
      if (!log?.nextCursor || log.status !== 'ready') return;
      await loadDeliveries(slug, webhookId, 'more', log.nextCursor);
    },
    redeliverWebhookDelivery: async (slug, webhookId, deliveryId) => {
      let row: WebhookDelivery;
      try {
        row = await webhooks.redeliver(slug, webhookId, deliveryId);
      } catch (error) {
        store.getState().reportError(error);
        throw error;
      }
      store.setState((d) => {
        d.webhookDeliveriesById[row.id] = row;
        const log = d.webhookDeliveryLogs[webhookId];
        if (log) log.ids = [row.id, ...log.ids.filter((id) => id !== row.id)];
        else d.webhookDeliveryLogs[webhookId] = { ids: [row.id], nextCursor: null, status: 'ready' };
      }, false, 'webhooks/redeliver');
      return row;
    },
  };
}
