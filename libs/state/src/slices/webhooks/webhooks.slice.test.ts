import { ApiError } from '@cairn/services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { webhookFixtures as f } from './webhook.fixtures';
import {
  selectHasPendingDelivery, selectWebhook, selectWebhookDeliveries, selectWebhookDeliveryLog, selectWebhooks, selectWebhooksStatus,
} from './webhooks.selectors';

const W1 = f.id(1);
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function loaded(over: Record<string, jest.Mock> = {}) {
  const made = makeStore({ webhooks: { list: jest.fn().mockResolvedValue([f.webhook(1), f.webhook(2)]), ...over } });
  await made.store.getState().loadWebhooks('ws');
  return made;
}

describe('webhooks slice: the list', () => {
  it('loads the workspace webhooks; a failed first load is an error, logged without a toast', async () => {
    const { store } = await loaded();
    expect(selectWebhooksStatus(store.getState(), 'ws')).toBe('ready');
    expect(ids(selectWebhooks(store.getState(), 'ws'))).toEqual([f.id(1), f.id(2)]);

    const failing = makeStore({ webhooks: { list: jest.fn().mockRejectedValue(new ApiError(403, { error: 'Only workspace admins can manage webhooks' })) } });
    await failing.store.getState().loadWebhooks('ws');
    expect(selectWebhooksStatus(failing.store.getState(), 'ws')).toBe('error');
    expect(failing.store.getState().toasts).toHaveLength(0);
  });

  it('creates after the server, puts it on top and never keeps the secret', async () => {
    const create = jest.fn().mockResolvedValue(f.withSecret(3, 'whsec_abc'));
    const { store } = await loaded({ create });
    const answer = await store.getState().createWebhook('ws', { url: 'https://hooks.example.com/3', issue: true });
    expect(create).toHaveBeenCalledWith('ws', { url: 'https://hooks.example.com/3', issue: true });
    expect(answer.secret_key).toBe('whsec_abc');
    expect(ids(selectWebhooks(store.getState(), 'ws'))).toEqual([f.id(3), f.id(1), f.id(2)]);
    expect(JSON.stringify(store.getState().webhooksById)).not.toContain('whsec_abc');
  });

  it('a refused create (400) rethrows without a toast, so the form shows the text; a 500 toasts', async () => {
    const refusal = new ApiError(400, { error: 'This URL points to an address webhooks may not reach (loopback, private or link-local).' });
    const create = jest.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new ApiError(500));
    const { store } = await loaded({ create });
    await expect(store.getState().createWebhook('ws', { url: 'http://10.0.0.1/', issue: true })).rejects.toBe(refusal);
    expect(store.getState().toasts).toHaveLength(0);
    await expect(store.getState().createWebhook('ws', { url: 'https://x.example/', issue: true })).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().toasts).toHaveLength(1);
    expect(ids(selectWebhooks(store.getState(), 'ws'))).toEqual([f.id(1), f.id(2)]);
  });
});

describe('webhooks slice: edits', () => {
  it('updates optimistically and takes the server row; turning on clears the reason at once', async () => {
    const answer = deferred<ReturnType<typeof f.webhook>>();
    const update = jest.fn().mockReturnValue(answer.promise);
    const { store } = await loaded({
      list: jest.fn().mockResolvedValue([f.webhook(1, { is_active: false, disabled_reason: 'Deliveries kept failing' })]),
      update,
    });
    const pending = store.getState().updateWebhook('ws', W1, { is_active: true, cycle: false });
    expect(selectWebhook(store.getState(), W1)).toMatchObject({ is_active: true, cycle: false, disabled_reason: null });
    answer.resolve(f.webhook(1, { cycle: false, updated_at: '2026-03-01T00:00:00.000Z' }));
    await pending;
    expect(update).toHaveBeenCalledWith('ws', W1, { is_active: true, cycle: false });
    expect(selectWebhook(store.getState(), W1)?.updated_at).toBe('2026-03-01T00:00:00.000Z');
  });

  it('rolls an update back on failure; a 400 is left to the form, another failure toasts', async () => {
    const update = jest.fn()
      .mockRejectedValueOnce(new ApiError(400, { error: 'Enter a URL that starts with http:// or https://' }))
      .mockRejectedValueOnce(new ApiError(500));
    const { store } = await loaded({ update });
    await expect(store.getState().updateWebhook('ws', W1, { url: 'ftp://x' })).rejects.toBeInstanceOf(ApiError);
    expect(selectWebhook(store.getState(), W1)?.url).toBe('https://hooks.example.com/1');
    expect(store.getState().toasts).toHaveLength(0);
    await expect(store.getState().updateWebhook('ws', W1, { is_active: false })).rejects.toBeInstanceOf(ApiError);
    expect(selectWebhook(store.getState(), W1)?.is_active).toBe(true);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('deletes optimistically (with its log) and restores it when refused', async () => {
    const remove = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError(403, { error: 'Only workspace admins can manage webhooks' }));
    const { store } = await loaded({ remove, deliveries: jest.fn().mockResolvedValue(f.page([f.delivery(1)])) });
    await store.getState().loadWebhookDeliveries('ws', W1);
    await store.getState().deleteWebhook('ws', W1);
    expect(ids(selectWebhooks(store.getState(), 'ws'))).toEqual([f.id(2)]);
    expect(selectWebhookDeliveryLog(store.getState(), W1)).toBeUndefined();

    await expect(store.getState().deleteWebhook('ws', f.id(2))).rejects.toBeInstanceOf(ApiError);
    expect(ids(selectWebhooks(store.getState(), 'ws'))).toEqual([f.id(2)]);
    expect(store.getState().toasts[0]?.title ?? store.getState().toasts[0]?.message).toContain('Only workspace admins');
  });

  it('regenerates the secret: answered to the caller, not stored; a failure toasts and rethrows', async () => {
    const regenerate = jest.fn().mockResolvedValueOnce(f.withSecret(1, 'whsec_new')).mockRejectedValueOnce(new ApiError(404, { error: 'Webhook not found' }));
    const { store } = await loaded({ regenerate });
    await expect(store.getState().regenerateWebhookSecret('ws', W1)).resolves.toMatchObject({ secret_key: 'whsec_new' });
    expect(JSON.stringify(store.getState().webhooksById)).not.toContain('whsec_new');
    await expect(store.getState().regenerateWebhookSecret('ws', W1)).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().toasts).toHaveLength(1);
  });
});

describe('webhooks slice: the delivery log', () => {
  it('loads the first page, more by cursor (no duplicates), and a refresh puts new rows on top keeping older pages', async () => {
    const deliveries = jest.fn()
      .mockResolvedValueOnce(f.page([f.delivery(5), f.delivery(4)], 'c1'))
      .mockResolvedValueOnce(f.page([f.delivery(4), f.delivery(3)], null))
      .mockResolvedValueOnce(f.page([f.delivery(6, { status: 'pending' }), f.delivery(5)], 'c2'));
    const { store } = await loaded({ deliveries });
    await store.getState().loadWebhookDeliveries('ws', W1);
    expect(deliveries).toHaveBeenLastCalledWith('ws', W1, undefined);
    await store.getState().loadMoreWebhookDeliveries('ws', W1);
    expect(deliveries).toHaveBeenLastCalledWith('ws', W1, 'c1');
    expect(ids(selectWebhookDeliveries(store.getState(), W1))).toEqual([f.deliveryId(5), f.deliveryId(4), f.deliveryId(3)]);
    expect(selectWebhookDeliveryLog(store.getState(), W1)?.nextCursor).toBeNull();
    await store.getState().loadMoreWebhookDeliveries('ws', W1);
    expect(deliveries).toHaveBeenCalledTimes(2);

    await store.getState().loadWebhookDeliveries('ws', W1);
    expect(ids(selectWebhookDeliveries(store.getState(), W1))).toEqual([f.deliveryId(6), f.deliveryId(5), f.deliveryId(4), f.deliveryId(3)]);
    expect(selectWebhookDeliveryLog(store.getState(), W1)).toMatchObject({ status: 'ready', nextCursor: null });
    expect(selectHasPendingDelivery(store.getState(), W1)).toBe(true);
  });

  it('a failed first page is an error; a failed poll keeps the log', async () => {
    const deliveries = jest.fn().mockRejectedValueOnce(new ApiError(500)).mockResolvedValueOnce(f.page([f.delivery(1)])).mockRejectedValueOnce(new ApiError(0));
    const { store } = await loaded({ deliveries });
    await store.getState().loadWebhookDeliveries('ws', W1);
    expect(selectWebhookDeliveryLog(store.getState(), W1)?.status).toBe('error');
    await store.getState().loadWebhookDeliveries('ws', W1);
    await store.getState().loadWebhookDeliveries('ws', W1);
    expect(selectWebhookDeliveryLog(store.getState(), W1)?.status).toBe('ready');
    expect(ids(selectWebhookDeliveries(store.getState(), W1))).toEqual([f.deliveryId(1)]);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('a redelivery goes on top; a refused one toasts and leaves the log', async () => {
    const redeliver = jest.fn()
      .mockResolvedValueOnce(f.delivery(9, { status: 'pending', redelivery_of: f.deliveryId(1), attempts: 0 }))
      .mockRejectedValueOnce(new ApiError(404, { error: 'Delivery not found' }));
    const { store } = await loaded({ redeliver, deliveries: jest.fn().mockResolvedValue(f.page([f.delivery(1)])) });
    await store.getState().loadWebhookDeliveries('ws', W1);
    await store.getState().redeliverWebhookDelivery('ws', W1, f.deliveryId(1));
    expect(redeliver).toHaveBeenCalledWith('ws', W1, f.deliveryId(1));
    expect(ids(selectWebhookDeliveries(store.getState(), W1))).toEqual([f.deliveryId(9), f.deliveryId(1)]);
    await expect(store.getState().redeliverWebhookDelivery('ws', W1, f.deliveryId(1))).rejects.toBeInstanceOf(ApiError);
    expect(ids(selectWebhookDeliveries(store.getState(), W1))).toHaveLength(2);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('a sign-out reset forgets webhooks and logs', async () => {
    const { store } = await loaded({ deliveries: jest.fn().mockResolvedValue(f.page([f.delivery(1)])) });
    await store.getState().loadWebhookDeliveries('ws', W1);
    store.getState().resetStore();
    expect(selectWebhooks(store.getState(), 'ws')).toEqual([]);
    expect(selectWebhookDeliveries(store.getState(), W1)).toEqual([]);
  });
});
