import { apiPaths, INTEGRATION_TEXT, WEBHOOK_MAX_PER_WORKSPACE, webhookSchema, webhookWithSecretSchema } from '@cairn/types';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, callAs, newCast, seedWorld, WHO, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';

let t: TestApp;
let c: Cast;
let w: World;
const url = 'http://127.0.0.1:9/hook';

beforeAll(async () => {
  t = await createTestApp({ config: { outboundAllowList: ['127.0.0.1'] } });
  c = await newCast(t);
  w = await seedWorld(t, c);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const admin = () => c.wsAdmin.agent;
async function createHook(body: Record<string, unknown> = {}, slug = w.slug, agent = admin()) {
  const res = await agent.post(apiPaths.webhooks(slug), { url, issue: true, ...body });
  expect(res.statusCode).toBe(201);
  return webhookWithSecretSchema.strict().parse(res.json());
}
/** Runs `fn` with the instance allow-list emptied (the production default). */
async function withoutAllowList<T>(fn: () => Promise<T>): Promise<T> {
  const saved = t.deps.config.outboundAllowList;
  t.deps.config.outboundAllowList = [];
  try {
    return await fn();
  } finally {
    t.deps.config.outboundAllowList = saved;
  }
}

describe('webhooks CRUD', () => {
  it('creates with a whsec_ secret shown once; list and get never carry it; regenerate answers a new one', async () => {
    const created = await createHook({ project: true, issue_comment: true });
    expect(created.secret_key).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret_key.slice(6), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({ url, is_active: true, project: true, issue: true, cycle: false, module: false, issue_comment: true, disabled_reason: null, created_by: c.wsAdmin.id, workspace: w.workspaceId });

    const list = await admin().get(apiPaths.webhooks(w.slug));
    expect(list.statusCode).toBe(200);
    const rows = z.array(webhookSchema.strict()).parse(list.json());
    expect(rows.map((r) => r.id)).toContain(created.id);
    expect(list.body).not.toContain('secret');
    const one = await admin().get(apiPaths.webhook(w.slug, created.id));
    expect(one.statusCode).toBe(200);
    webhookSchema.strict().parse(one.json());
    expect(one.body).not.toContain(created.secret_key);

    const stored = await t.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhooks WHERE id = $1', [created.id]);
    expect(stored[0].secret_sealed).not.toContain(created.secret_key.slice(6, 20));

    const regen = await admin().post(apiPaths.webhookRegenerate(w.slug, created.id));
    expect(regen.statusCode).toBe(200);
    const again = webhookWithSecretSchema.strict().parse(regen.json());
    expect(again.secret_key).toMatch(/^whsec_/);
    expect(again.secret_key).not.toBe(created.secret_key);
  });

  it('edits url, events and the active flag; turning it on clears disabled_reason; deletes', async () => {
    const hook = await createHook();
    const patched = await admin().patch(apiPaths.webhook(w.slug, hook.id), { cycle: true, module: true, url: 'http://127.0.0.1:10/other' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ cycle: true, module: true, issue: true, url: 'http://127.0.0.1:10/other' });
    expect(patched.body).not.toContain('secret');

    await t.query("UPDATE webhooks SET is_active = false, disabled_reason = 'Deliveries kept failing' WHERE id = $1", [hook.id]);
    const on = await admin().patch(apiPaths.webhook(w.slug, hook.id), { is_active: true });
    expect(on.json()).toMatchObject({ is_active: true, disabled_reason: null });

    const noEvents = await admin().patch(apiPaths.webhook(w.slug, hook.id), { issue: false, cycle: false, module: false });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json()).toMatchObject({ error: INTEGRATION_TEXT.webhookEventsRequired });

    const del = await admin().delete(apiPaths.webhook(w.slug, hook.id));
    expect(del.statusCode).toBe(204);
    expect((await admin().get(apiPaths.webhook(w.slug, hook.id))).statusCode).toBe(404);
    expect((await admin().delete(apiPaths.webhook(w.slug, hook.id))).statusCode).toBe(404);
  });

  it('lets admins only: members and guests 403 webhooksAdminsOnly, outsiders 404, anonymous 401', async () => {
    const hook = await createHook();
    const delivery = '00000000-0000-4000-8000-000000000001';
    const requests: RoleRequest[] = [
      { method: 'GET', url: apiPaths.webhooks(w.slug) },
      { method: 'POST', url: apiPaths.webhooks(w.slug), body: { url, issue: true } },
      { method: 'GET', url: apiPaths.webhook(w.slug, hook.id) },
      { method: 'PATCH', url: apiPaths.webhook(w.slug, hook.id), body: { cycle: true } },
      { method: 'POST', url: apiPaths.webhookRegenerate(w.slug, hook.id) },
      { method: 'GET', url: apiPaths.webhookDeliveries(w.slug, hook.id) },
      { method: 'POST', url: apiPaths.webhookRedeliver(w.slug, hook.id, delivery) },
      { method: 'DELETE', url: apiPaths.webhook(w.slug, hook.id) },
    ];
    const expected: Record<Exclude<Who, 'wsAdmin'>, number> = { anonymous: 401, outsider: 404, wsMemberOut: 403, projGuest: 403, projMember: 403, projAdmin: 403 };
    const before = await t.query('SELECT * FROM webhooks WHERE id = $1', [hook.id]);
    for (const req of requests) {
      for (const who of WHO.filter((x): x is Exclude<Who, 'wsAdmin'> => x !== 'wsAdmin')) {
        const res = await callAs(c, who, req);
        expect({ who, req: `${req.method} ${req.url}`, status: res.statusCode }).toEqual({ who, req: `${req.method} ${req.url}`, status: expected[who] });
        if (res.statusCode === 403) expect(res.json().error).toBe(INTEGRATION_TEXT.webhooksAdminsOnly);
      }
    }
    expect(await t.query('SELECT * FROM webhooks WHERE id = $1', [hook.id])).toEqual(before);
    expect(await t.query('SELECT id FROM webhooks WHERE workspace_id = $1 AND created_by <> $2', [w.workspaceId, c.wsAdmin.id])).toEqual([]);
    // The admin's own rows answer.
    for (const req of requests.slice(0, 6)) expect([200, 201]).toContain((await callAs(c, 'wsAdmin', req)).statusCode);
    expect((await callAs(c, 'wsAdmin', requests[6])).statusCode).toBe(404);
    expect((await callAs(c, 'wsAdmin', requests[7])).statusCode).toBe(204);
  });

  it('answers 404 for another workspace\'s webhook and changes nothing', async () => {
    const foreign = await createHook({}, w.foreign.slug, c.outsider.agent);
    const before = await t.query('SELECT * FROM webhooks WHERE id = $1', [foreign.id]);
    const a = admin();
    expect((await a.get(apiPaths.webhook(w.slug, foreign.id))).statusCode).toBe(404);
    expect((await a.patch(apiPaths.webhook(w.slug, foreign.id), { is_active: false })).statusCode).toBe(404);
    expect((await a.post(apiPaths.webhookRegenerate(w.slug, foreign.id))).statusCode).toBe(404);
    expect((await a.get(apiPaths.webhookDeliveries(w.slug, foreign.id))).statusCode).toBe(404);
    expect((await a.delete(apiPaths.webhook(w.slug, foreign.id))).statusCode).toBe(404);
    // The other workspace's slug itself: not a member → 404.
    expect((await a.get(apiPaths.webhooks(w.foreign.slug))).statusCode).toBe(404);
    expect(await t.query('SELECT * FROM webhooks WHERE id = $1', [foreign.id])).toEqual(before);
    const delivery = await t.query<{ id: string }>(
      "INSERT INTO webhook_deliveries (webhook_id, workspace_id, event, action, body) VALUES ($1, $2, 'issue', 'created', '{}') RETURNING id",
      [foreign.id, w.foreign.workspaceId],
    );
    const mine = await createHook();
    expect((await a.post(apiPaths.webhookRedeliver(w.slug, mine.id, delivery[0].id))).statusCode).toBe(404);
    expect((await a.post(apiPaths.webhookRedeliver(w.slug, foreign.id, delivery[0].id))).statusCode).toBe(404);
    expect(await t.query('SELECT id FROM webhook_deliveries WHERE redelivery_of = $1', [delivery[0].id])).toEqual([]);
  });

  it.each([
    ['ftp:', { url: 'ftp://example.com/hook' }],
    ['javascript:', { url: 'javascript:alert(1)' }],
    ['javascript: with spaces and case', { url: '  JavaScript:alert(1)' }],
    ['credentials in the URL', { url: 'http://user:pw@127.0.0.1/hook' }],
    ['a NUL byte', { url: 'http://127.0.0.1/ho\u0000ok' }],
    ['a 10 KB URL', { url: `http://127.0.0.1/${'a'.repeat(10_000)}` }],
    ['no event', { url, issue: false }],
    ['an unknown key', { url, secret_key: 'whsec_mine' }],
    ['a non-boolean event', { url, issue: 'yes' }],
    ['no url', { issue: true }],
  ])('refuses %s with 400', async (_name, body) => {
    const before = await t.query('SELECT count(*)::int AS n FROM webhooks');
    const res = await admin().post(apiPaths.webhooks(w.slug), { issue: true, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error_code');
    expect(await t.query('SELECT count(*)::int AS n FROM webhooks')).toEqual(before);
  });

  it('refuses bad ids and cursors with 400', async () => {
    expect((await admin().get(apiPaths.webhook(w.slug, 'not-a-uuid'))).statusCode).toBe(400);
    const hook = await createHook();
    expect((await admin().get(`${apiPaths.webhookDeliveries(w.slug, hook.id)}?cursor=bogus`)).statusCode).toBe(400);
    expect((await admin().get(`${apiPaths.webhookDeliveries(w.slug, hook.id)}?cursor=${'9'.repeat(300)}`)).statusCode).toBe(400);
  });

  it.each([
    ['a private address', 'http://10.0.0.1/hook'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a name resolving to loopback', 'http://localhost:9/hook'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:9/hook'],
    ['IPv6 loopback', 'http://[::1]:9/hook'],
    ['CGNAT', 'http://100.64.0.1/hook'],
    ['unspecified', 'http://0.0.0.0/hook'],
    ['a unique-local IPv6', 'http://[fd00::1]/hook'],
    ['loopback itself without the allow-list', 'http://127.0.0.1:9/hook'],
  ])('refuses %s (SSRF) with 400 webhookUrlRefused', async (_name, target) => {
    const res = await withoutAllowList(() => admin().post(apiPaths.webhooks(w.slug), { url: target, issue: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: INTEGRATION_TEXT.webhookUrlRefused, error_code: 'WEBHOOK_URL_REFUSED' });
  });

  it('refuses an internal address on PATCH too, and an unresolvable host', async () => {
    const hook = await createHook();
    const res = await withoutAllowList(() => admin().patch(apiPaths.webhook(w.slug, hook.id), { url: 'http://169.254.169.254/' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INTEGRATION_TEXT.webhookUrlRefused);
    const unresolved = await admin().post(apiPaths.webhooks(w.slug), { url: 'http://no-such-host.invalid/hook', issue: true });
    expect(unresolved.statusCode).toBe(400);
    expect(unresolved.json()).toMatchObject({ error: INTEGRATION_TEXT.webhookUrlUnresolved, error_code: 'WEBHOOK_URL_UNRESOLVED' });
    expect((await admin().get(apiPaths.webhook(w.slug, hook.id))).json().url).toBe(url);
  });

  it(`stops at ${WEBHOOK_MAX_PER_WORKSPACE} webhooks per workspace`, async () => {
    const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks WHERE workspace_id = $1', [w.workspaceId]);
    for (let i = n; i < WEBHOOK_MAX_PER_WORKSPACE; i++) await createHook();
    const res = await admin().post(apiPaths.webhooks(w.slug), { url, issue: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: INTEGRATION_TEXT.webhookLimit });
    expect(agentOf(c, 'wsAdmin')).toBe(c.wsAdmin.agent);
  });
});
