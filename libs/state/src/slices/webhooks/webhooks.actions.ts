import { isApiError } from '@cairn/services';
import type { Webhook, WebhookDelivery, WebhookDeliveryPage, WebhookWithSecret } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState, WebStore } from '../../core/types';
import type { WebhookActions } from './webhooks.slice';

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

/** Creates the webhooks slice's actions (loaded with the webhooks settings through lazyActions; B8). */
export function createWebhookActions(ctx: SliceContext): WebhookActions {
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
