import { useEffect, useState } from 'react';
import { selectHasPendingDelivery, selectWebhookDeliveries, selectWebhookDeliveryLog, useAppStore, useStoreApi } from '@cairn/state';

/** How often the log is asked again while a delivery is pending and the page is visible. */
export const DELIVERY_POLL_MS = 3000;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * A webhook's delivery log: the first page on open, then asked again every DELIVERY_POLL_MS while any loaded delivery
 * is pending and the page is visible (deliveries are jobs: no live event reports their outcome). Stops otherwise.
 */
export function useDeliveryLog(slug: string, webhookId: string) {
  const store = useStoreApi();
  const deliveries = useAppStore((s) => selectWebhookDeliveries(s, webhookId));
  const log = useAppStore((s) => selectWebhookDeliveryLog(s, webhookId));
  const pending = useAppStore((s) => selectHasPendingDelivery(s, webhookId));
  const visible = usePageVisible();
  useEffect(() => {
    void store.getState().loadWebhookDeliveries(slug, webhookId);
  }, [store, slug, webhookId]);
  useEffect(() => {
    if (!pending || !visible) return undefined;
    const timer = setInterval(() => void store.getState().loadWebhookDeliveries(slug, webhookId), DELIVERY_POLL_MS);
    return () => clearInterval(timer);
  }, [store, slug, webhookId, pending, visible]);
  return {
    deliveries,
    status: log?.status ?? 'loading',
    hasMore: Boolean(log?.nextCursor),
    loadMore: () => void store.getState().loadMoreWebhookDeliveries(slug, webhookId),
  };
}
