import { apiPaths, WEBHOOK_DELIVERY_PAGE_SIZE, WEBHOOK_MAX_ATTEMPTS, webhookDeliveryPageSchema, webhookDeliverySchema } from '@cairn/types';
import { runDueJobs } from '../../jobs/job-runner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { WEBHOOK_DISABLED_ERROR } from './webhook-deliver.job';
import { expectedSignatures, startReceiver, type Receiver } from './webhooks.test-support';

let t: TestApp;
let c: Cast;
let w: World;
let rx: Receiver;

beforeAll(async () => {
  t = await createTestApp({ config: { outboundAllowList: ['127.0.0.1'] } });
  c = await newCast(t);
  w = await seedWorld(t, c);
  rx = await startReceiver();
}, 120_000);
afterAll(async () => {
  await rx.close();
  await t.close();
});
beforeEach(async () => {
  // Each test starts with no webhook and an empty receiver; earlier jobs are drained.
  await t.query('DELETE FROM webhooks');
  await t.runJobs();
  rx.received.length = 0;
  rx.queue.length = 0;
  rx.fallback = { status: 200, body: 'ok' };
  t.clock.reset();
});

const admin = () => c.wsAdmin.agent;
async function createHook(body: Record<string, unknown> = {}) {
  const res = await admin().post(apiPaths.webhooks(w.slug), { url: rx.url, issue: true, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret_key: string };
}
async function createItem(name = 'Webhook item') {
  const res = await c.projMember.agent.post(apiPaths.workItems(w.slug, w.project.id), { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}
/** A received body (the seed's shape). */
interface Body {
  event: string;
  action: string;
  webhook_id: string;
  data: Record<string, unknown>;
  activity: { actor: unknown; field: string | null; old_value: unknown; new_value: unknown; changes: Record<string, { old: unknown; new: unknown }> };
}
const bodyOf = (i: number) => JSON.parse(rx.received[i].body) as Body;
async function deliveries(hookId: string) {
  const res = await admin().get(apiPaths.webhookDeliveries(w.slug, hookId));
  expect(res.statusCode).toBe(200);
  return webhookDeliveryPageSchema.parse(res.json()).results;
}
/** Runs due jobs, then moves the clock past the next backoff and runs again, `times` times. */
async function runRetries(times: number) {
  for (let i = 0; i < times; i++) {
    t.clock.advance(60 * 60_000);
    await t.runJobs();
  }
}

describe('webhook deliveries', () => {
  it('delivers a work item create, signed both ways (X-Plane-Signature and Standard Webhooks)', async () => {
    const hook = await createHook();
    const item = await createItem();
    expect(rx.received).toHaveLength(0);
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    const r = rx.received[0];
    const body = bodyOf(0);
    expect(body).toMatchObject({ event: 'issue', action: 'created', webhook_id: hook.id, workspace_id: w.workspaceId, data: { id: item.id } });
    expect(body.activity.actor).toEqual({ id: c.projMember.id, display_name: expect.any(String), email: c.projMember.email });
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['user-agent']).toBe('Cairn-Webhook/1');
    expect(r.headers['x-plane-event']).toBe('issue');
    const [row] = await deliveries(hook.id);
    expect(r.headers['x-plane-delivery']).toBe(row.id);
    expect(r.headers['webhook-id']).toBe(row.id);
    expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const expected = expectedSignatures(hook.secret_key, r);
    expect(r.headers['x-plane-signature']).toBe(expected.plane);
    expect(r.headers['webhook-signature']).toBe(expected.standard);
    webhookDeliverySchema.strict().parse(row);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200, response_body: 'ok', error: null, event: 'issue', action: 'created', request_body: r.body });
    expect(row.request_headers?.['x-plane-signature']).toBe(expected.plane);
    // Exactly the stored body was signed and sent.
    expect(r.body).toBe(row.request_body);
  });

  it('sends ONE delivery per operation: a PATCH of 3 fields carries all 3 in activity.changes', async () => {
    const item = await createItem('Before');
    const hook = await createHook();
    const res = await c.projMember.agent.patch(apiPaths.workItem(w.slug, w.project.id, item.id), { name: 'After', priority: 'high', start_date: '2026-03-01' });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    const body = bodyOf(0);
    expect(body).toMatchObject({ event: 'issue', action: 'updated', webhook_id: hook.id });
    expect(body.activity.field).toBeNull();
    expect(body.activity.changes).toMatchObject({ name: { old: 'Before', new: 'After' }, priority: { new: 'high' }, start_date: { old: null, new: '2026-03-01' } });
    expect(Object.keys(body.activity.changes).sort()).toEqual(['name', 'priority', 'start_date']);

    await c.projMember.agent.patch(apiPaths.workItem(w.slug, w.project.id, item.id), { name: 'Again' });
    await t.runJobs();
    expect(rx.received).toHaveLength(2);
    expect(bodyOf(1).activity).toMatchObject({ field: 'name', old_value: 'After', new_value: 'Again', changes: { name: { old: 'After', new: 'Again' } } });
    expect(JSON.parse(rx.received[1].body).data).toMatchObject({ id: item.id });
  });

  it('sends only subscribed events to active webhooks, and nothing for a rolled-back write', async () => {
    const hook = await createHook({ issue: false, issue_comment: true });
    const item = await createItem();
    await t.runJobs();
    expect(rx.received).toHaveLength(0);
    expect(await t.query("SELECT id FROM jobs WHERE kind = 'webhook-fanout' AND status = 'pending'")).toEqual([]);

    const comment = await c.projMember.agent.post(apiPaths.comments(w.slug, w.project.id, item.id), { comment_html: '<p>Hello</p>' });
    expect(comment.statusCode).toBe(201);
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    expect(bodyOf(0)).toMatchObject({ event: 'issue_comment', action: 'created', webhook_id: hook.id });

    const bad = await c.projMember.agent.patch(apiPaths.workItem(w.slug, w.project.id, item.id), { state_id: '00000000-0000-4000-8000-000000000009' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    await admin().patch(apiPaths.webhook(w.slug, hook.id), { is_active: false });
    await createItem();
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
  });

  it('retries 500, 429 and a timeout with backoff, then delivers', async () => {
    const hook = await createHook();
    rx.queue.push({ status: 500, body: 'boom' }, { status: 429 }, { hang: true });
    await createItem();
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    let [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: 500, response_body: 'boom' });
    // Not due again before the backoff.
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    t.clock.advance(9_000);
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    t.clock.advance(1_500);
    await t.runJobs();
    expect(rx.received).toHaveLength(2);
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, response_status: 429 });
    t.clock.advance(20_500);
    await t.runJobs(); // the receiver hangs: the 10 s timeout
    expect(rx.received).toHaveLength(3);
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 3, response_status: null });
    expect(row.error).toMatch(/no answer within/);
    t.clock.advance(40_500);
    await t.runJobs();
    expect(rx.received).toHaveLength(4);
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 4, response_status: 200, error: null });
    // Every attempt carried the same delivery id.
    expect(new Set(rx.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  }, 40_000);

  it('fails at once on a 400, and on a redirect (never followed)', async () => {
    const hook = await createHook();
    rx.queue.push({ status: 400, body: 'nope' }, { status: 302, headers: { location: `http://127.0.0.1:${rx.port}/elsewhere` } });
    await createItem('one');
    await t.runJobs();
    await createItem('two');
    await t.runJobs();
    await runRetries(2);
    expect(rx.received.map((r) => r.path)).toEqual(['/hook', '/hook']);
    const rows = await deliveries(hook.id);
    expect(rows.map((r) => [r.status, r.attempts, r.response_status])).toEqual([
      ['failed', 1, 302],
      ['failed', 1, 400],
    ]);
    expect(rows[0].error).toMatch(/redirects are not followed/);
    expect((await admin().get(apiPaths.webhook(w.slug, hook.id))).json()).toMatchObject({ is_active: true });
  });

  it('after the last attempt fails: the delivery failed, the webhook off, its creator mailed once', async () => {
    const hook = await createHook();
    rx.fallback = { status: 503 };
    await createItem('a');
    await createItem('b');
    await t.runJobs();
    await runRetries(WEBHOOK_MAX_ATTEMPTS + 1);
    const rows = await deliveries(hook.id);
    // The first delivery to run out turned the webhook off; the other then stopped as "webhook disabled".
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    const spent = rows.find((r) => r.attempts === WEBHOOK_MAX_ATTEMPTS)!;
    expect(spent.response_status).toBe(503);
    expect(rows.some((r) => r.error === WEBHOOK_DISABLED_ERROR || r.attempts === WEBHOOK_MAX_ATTEMPTS)).toBe(true);
    const after = (await admin().get(apiPaths.webhook(w.slug, hook.id))).json();
    expect(after.is_active).toBe(false);
    expect(after.disabled_reason).toMatch(/Deliveries kept failing/);
    const mails = t.mailer.sent.filter((m) => m.subject.includes('webhook'));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(c.wsAdmin.email);
    expect(mails[0].text).toContain(rx.url);
    expect(mails[0].text).toContain(`/${w.slug}/settings/webhooks/${hook.id}`);
    // Nothing more is sent to a webhook that is off.
    const sent = rx.received.length;
    await createItem('c');
    await runRetries(2);
    expect(rx.received).toHaveLength(sent);
  }, 30_000);

  it('stops pending deliveries of a webhook turned off or deleted meanwhile', async () => {
    const hook = await createHook();
    await createItem();
    // The fan-out ran, the delivery job not yet.
    await t.runJobs();
    rx.received.length = 0;
    rx.fallback = { status: 500 };
    await createItem('second');
    await t.runJobs();
    expect(rx.received).toHaveLength(1);
    await admin().patch(apiPaths.webhook(w.slug, hook.id), { is_active: false });
    await runRetries(1);
    expect(rx.received).toHaveLength(1);
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'failed', error: WEBHOOK_DISABLED_ERROR });

    const other = await createHook();
    await createItem('third');
    // Only the fan-out runs: the delivery is pending when the webhook goes.
    for (let i = 0; i < 5; i++) {
      if ((await t.query('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [other.id])).length > 0) break;
      await runDueJobs(t.deps, { maxJobs: 1 });
    }
    expect(await t.query('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [other.id])).toHaveLength(1);
    await admin().delete(apiPaths.webhook(w.slug, other.id));
    await runRetries(2);
    expect(rx.received).toHaveLength(1);
    expect(await t.query('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [other.id])).toEqual([]);
  });

  it('redelivers: a new delivery of the same body, re-signed with the current secret', async () => {
    const hook = await createHook();
    await createItem();
    await t.runJobs();
    const [original] = await deliveries(hook.id);
    const regen = await admin().post(apiPaths.webhookRegenerate(w.slug, hook.id));
    const secret = regen.json().secret_key as string;
    t.clock.advance(5_000);
    const res = await admin().post(apiPaths.webhookRedeliver(w.slug, hook.id, original.id));
    expect(res.statusCode).toBe(201);
    const again = webhookDeliverySchema.strict().parse(res.json());
    expect(again).toMatchObject({ status: 'pending', redelivery_of: original.id, request_body: original.request_body, attempts: 0 });
    expect(again.id).not.toBe(original.id);
    await t.runJobs();
    expect(rx.received).toHaveLength(2);
    const r = rx.received[1];
    expect(r.body).toBe(original.request_body);
    expect(r.headers['webhook-id']).toBe(again.id);
    expect(Number(r.headers['webhook-timestamp'])).toBeGreaterThan(Number(rx.received[0].headers['webhook-timestamp']));
    const expected = expectedSignatures(secret, r);
    expect(r.headers['x-plane-signature']).toBe(expected.plane);
    expect(r.headers['webhook-signature']).toBe(expected.standard);
    expect(r.headers['x-plane-signature']).not.toBe(expectedSignatures(hook.secret_key, r).plane);
    const rows = await deliveries(hook.id);
    expect(rows[0]).toMatchObject({ id: again.id, status: 'delivered' });
    // Deliveries of the webhook only: a bad or foreign delivery id is 404.
    expect((await admin().post(apiPaths.webhookRedeliver(w.slug, hook.id, '00000000-0000-4000-8000-000000000001'))).statusCode).toBe(404);
  });

  it('pages the log newest first', async () => {
    const hook = await createHook();
    for (let i = 0; i < WEBHOOK_DELIVERY_PAGE_SIZE + 5; i++) {
      await t.query(
        "INSERT INTO webhook_deliveries (webhook_id, workspace_id, event, action, body, status, created_at) VALUES ($1, $2, 'issue', 'updated', $3, 'delivered', now() - make_interval(secs => $4))",
        [hook.id, w.workspaceId, JSON.stringify({ n: i }), i],
      );
    }
    const first = webhookDeliveryPageSchema.parse((await admin().get(apiPaths.webhookDeliveries(w.slug, hook.id))).json());
    expect(first.results).toHaveLength(WEBHOOK_DELIVERY_PAGE_SIZE);
    expect(JSON.parse(first.results[0].request_body)).toEqual({ n: 0 });
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = webhookDeliveryPageSchema.parse((await admin().get(`${apiPaths.webhookDeliveries(w.slug, hook.id)}?cursor=${encodeURIComponent(first.next_cursor!)}`)).json());
    expect(second.results.map((r) => JSON.parse(r.request_body).n)).toEqual([50, 51, 52, 53, 54]);
    expect(second.next_cursor).toBeNull();
  });
});
