import { API_V1_PREFIX, ROLE } from '@cairn/types';
import type { InjectOptions } from 'fastify';
import { toOpenApiPath } from '../../http/openapi';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newActor, type Actor } from '../workspaces/workspaces.test-support';
import { missingRoutes } from './sdk/sdk.test-support';
import { allFrom, bodyFor, fillUrl, hasIdParam, ownProjectForeignRest, paramsOf, seedV1Fixtures, snapshotWorkspaceRows, v1Routes, type Filling, type V1Fixtures } from './sdk/v1-matrix.test-support';
import { addV1Member, resetV1RateLimits, v1Context, type V1Caller, type V1Context } from './v1.test-support';

// Every registered /api/v1/ route (read from app.routeList, so a new route is covered the day it lands) against the
// ways in that must fail: no key, a malformed key, a key of another workspace, a session cookie instead of a key, and
// ids of another workspace. Then a role table for one representative write per resource group. Each check collects
// every offending route and compares the list with [] so one run names them all.

let t: TestApp;
let home: V1Context;
let foreign: V1Context;
let homeFx: V1Fixtures;
let foreignFx: V1Fixtures;
let sessionUser: Actor;
let routes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  t = await createTestApp();
  home = await v1Context(t, { project: true });
  foreign = await v1Context(t, { project: true });
  homeFx = await seedV1Fixtures(t, home);
  foreignFx = await seedV1Fixtures(t, foreign);
  // A signed-in member of the home workspace (a session cookie, no key).
  sessionUser = await newActor(t, 'v1-session');
  await t.query('INSERT INTO workspace_members (workspace_id, member, role) VALUES ($1, $2, $3)', [home.workspaceId, sessionUser.id, ROLE.ADMIN]);
  routes = v1Routes(t.app.routeList);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const WRITES = new Set(['POST', 'PATCH', 'PUT']);
// Each check walks every v1 route (a few hundred requests).
const WALK_MS = 180_000;

/** Sends a route filled by `filling` with `headers`; the body names rows of `bodyFx` (default: the URL's fixtures). */
async function send(route: { method: string; url: string }, filling: Filling, headers: Record<string, string>, bodyFx: V1Fixtures = homeFx) {
  await resetV1RateLimits(t);
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: fillUrl(route.url, filling), headers };
  if (WRITES.has(route.method)) opts.payload = bodyFor(bodyFx, route.url);
  return t.app.inject(opts);
}

/**
 * Every route whose answer is not in `allowed`, as "METHOD url → status body". `writes400`: a write may also answer
 * 400 VALIDATION_ERROR (its body is generic; what matters is that nothing foreign is read or written).
 */
async function offenders(
  list: Array<{ method: string; url: string }>,
  allowed: number[],
  call: (route: { method: string; url: string }) => ReturnType<typeof send>,
  writes400 = false,
): Promise<string[]> {
  const out: string[] = [];
  for (const route of list) {
    const res = await call(route);
    const validation = writes400 && WRITES.has(route.method) && res.statusCode === 400 && res.json().error_code === 'VALIDATION_ERROR';
    // A refusal carries our error body.
    const errorBody = res.statusCode < 400 || (typeof res.json().error === 'string' && typeof res.json().error_code === 'string');
    if ((!allowed.includes(res.statusCode) && !validation) || !errorBody) out.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return out;
}

describe('every /api/v1/ route', () => {
  it('is registered (users/me at least) and the list is read from the server', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(`GET ${API_V1_PREFIX}/users/me/`);
  });

  it('answers 200 to its own key with its own ids on every read (the control: the URLs below are filled right)', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && paramsOf(r.url).every((p) => p.kind !== null || p.identifier));
    expect(reads.length).toBeGreaterThan(20);
    expect(await offenders(reads, [200], (r) => send(r, allFrom(homeFx), home.headers))).toEqual([]);
  }, WALK_MS);

  it('answers 401 without a key', async () => {
    expect(await offenders(routes, [401], (r) => send(r, allFrom(homeFx), {}))).toEqual([]);
  }, WALK_MS);

  it('answers 401 to a malformed key: a NUL byte, 5 KB, a near miss', async () => {
    const bad = ['cairn_api_\u0000abcdefghijklmnopqrstuvwxyz', `cairn_api_${'a'.repeat(5 * 1024)}`, `${home.key.slice(0, -1)}${home.key.endsWith('A') ? 'B' : 'A'}`];
    for (const key of bad) {
      expect(await offenders(routes, [401], (r) => send(r, allFrom(homeFx), { 'x-api-key': key }))).toEqual([]);
    }
  }, WALK_MS);

  it('answers 401 to a session cookie without a key (the v1 API ignores cookies)', async () => {
    const cookie = [...sessionUser.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = sessionUser.agent.cookies.get('csrftoken') ?? '';
    expect(await offenders(routes, [401], (r) => send(r, allFrom(homeFx), { cookie, 'x-csrftoken': csrf }))).toEqual([]);
  }, WALK_MS);

  it("answers 403 to a key bound to another workspace, on this workspace's URLs, and changes nothing", async () => {
    const before = await snapshotWorkspaceRows(t, home.workspaceId);
    const workspaceRoutes = routes.filter((r) => r.url.includes('/:slug/'));
    expect(await offenders(workspaceRoutes, [403], (r) => send(r, allFrom(homeFx), foreign.headers))).toEqual([]);
    expect(await snapshotWorkspaceRows(t, home.workspaceId)).toBe(before);
  }, WALK_MS);

  it('answers 403/404 (never 2xx or 5xx) to ids of another workspace under its own slug, and changes nothing there', async () => {
    const before = await snapshotWorkspaceRows(t, foreign.workspaceId);
    const withIds = routes.filter((r) => r.url.includes('/:slug/') && hasIdParam(r.url));
    expect(await offenders(withIds, [403, 404], (r) => send(r, allFrom(foreignFx, home.slug), home.headers, foreignFx), true)).toEqual([]);
    expect(await snapshotWorkspaceRows(t, foreign.workspaceId)).toBe(before);
  }, WALK_MS);

  it('answers 403/404 (never 2xx or 5xx) to its own project with the other ids of another workspace, and changes nothing there', async () => {
    const before = await snapshotWorkspaceRows(t, foreign.workspaceId);
    const nested = routes.filter((r) => r.url.includes('/:slug/projects/:') && hasIdParam(r.url.replace(/\/projects\/:[^/]+/, '/projects/P')));
    expect(await offenders(nested, [403, 404], (r) => send(r, ownProjectForeignRest(homeFx, foreignFx), home.headers, foreignFx), true)).toEqual([]);
    expect(await snapshotWorkspaceRows(t, foreign.workspaceId)).toBe(before);
  }, WALK_MS);
});

describe('ids of another workspace in a body', () => {
  const p = () => `${API_V1_PREFIX}/workspaces/${home.slug}/projects/${homeFx.ids.project}`;
  const f = () => foreignFx.ids;
  const cases: Array<{ name: string; method: 'POST' | 'PATCH'; url: () => string; body: () => Record<string, unknown> }> = [
    { name: 'work item create with a foreign state', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'X', state: f().state }) },
    { name: 'work item create with a foreign label', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'X', labels: [f().label] }) },
    { name: 'work item create with a foreign parent', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'X', parent: f().workItem }) },
    { name: 'work item create with a foreign assignee', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'X', assignees: [foreign.userId] }) },
    { name: 'work item create with a foreign estimate point', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'X', estimate_point: f().estimatePoint }) },
    { name: 'work item update with a foreign state', method: 'PATCH', url: () => `${p()}/work-items/${homeFx.ids.workItem}/`, body: () => ({ state: f().state }) },
    { name: 'cycle-issues add of a foreign item', method: 'POST', url: () => `${p()}/cycles/${homeFx.ids.cycle}/cycle-issues/`, body: () => ({ issues: [f().workItem] }) },
    { name: 'module-issues add of a foreign item', method: 'POST', url: () => `${p()}/modules/${homeFx.ids.module}/module-issues/`, body: () => ({ issues: [f().workItem] }) },
    { name: 'relation to a foreign item', method: 'POST', url: () => `${p()}/work-items/${homeFx.ids.workItem}/relations/`, body: () => ({ relation_type: 'relates_to', issues: [f().workItem] }) },
    { name: 'transfer to a foreign cycle', method: 'POST', url: () => `${p()}/cycles/${homeFx.ids.cycle}/transfer-issues/`, body: () => ({ new_cycle_id: f().cycle }) },
    { name: 'module with a foreign lead', method: 'POST', url: () => `${p()}/modules/`, body: () => ({ name: 'X', lead: foreign.userId }) },
    { name: 'project update with a foreign estimate', method: 'PATCH', url: () => `${p()}/`, body: () => ({ estimate: f().estimate }) },
  ];

  it('is refused (400/404, our error body) and changes nothing in either workspace', async () => {
    const before = [await snapshotWorkspaceRows(t, home.workspaceId), await snapshotWorkspaceRows(t, foreign.workspaceId)];
    const wrong: string[] = [];
    for (const c of cases) {
      await resetV1RateLimits(t);
      const res = await t.app.inject({ method: c.method, url: c.url(), headers: home.headers, payload: c.body() });
      if (![400, 404].includes(res.statusCode) || typeof res.json().error_code !== 'string') wrong.push(`${c.name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect([await snapshotWorkspaceRows(t, home.workspaceId), await snapshotWorkspaceRows(t, foreign.workspaceId)]).toEqual(before);
  }, WALK_MS);
});

describe('the OpenAPI document', () => {
  it('lists every v1 route with the apiKey security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>>; summary?: string; tags?: string[] }>>;
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    };
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const wrong = routes
      .map((r) => ({ r, op: doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()] }))
      .filter(({ op }) => !op || JSON.stringify(op.security) !== JSON.stringify([{ apiKey: [] }]) || !op.summary || !op.tags?.includes('public-api-v1'))
      .map(({ r }) => `${r.method} ${r.url}`);
    expect(wrong).toEqual([]);
  });
});

// One representative write per resource group, per role, with the app's answers (the key acts as its user).
describe('roles: a representative write per resource group', () => {
  type Role = 'guest' | 'member' | 'admin' | 'wsAdmin' | 'wsMemberOut';
  const callers = {} as Record<Role, V1Caller>;
  beforeAll(async () => {
    callers.guest = await addV1Member(t, home, ROLE.GUEST, { projectRole: ROLE.GUEST });
    callers.member = await addV1Member(t, home, ROLE.MEMBER, { projectRole: ROLE.MEMBER });
    callers.admin = await addV1Member(t, home, ROLE.MEMBER, { projectRole: ROLE.ADMIN });
    callers.wsAdmin = home;
    callers.wsMemberOut = await addV1Member(t, home, ROLE.MEMBER);
    // The guest may read every item (the app's per-project switch), so only the role decides.
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [homeFx.ids.project]);
  });

  const p = () => `${API_V1_PREFIX}/workspaces/${home.slug}/projects/${homeFx.ids.project}`;
  const projectWrite = (ok: number) => ({ guest: 403, member: 403, admin: ok, wsAdmin: ok, wsMemberOut: 403 });
  const memberWrite = (ok: number) => ({ guest: 403, member: ok, admin: ok, wsAdmin: ok, wsMemberOut: 403 });
  const anyRole = (ok: number) => ({ guest: ok, member: ok, admin: ok, wsAdmin: ok, wsMemberOut: 403 });
  const table: Array<{ name: string; method: 'POST' | 'PATCH'; route: string; url: () => string; body: () => Record<string, unknown>; expect: Record<Role, number> }> = [
    { name: 'project update', route: 'PATCH /workspaces/:x/projects/:x/', method: 'PATCH', url: () => `${p()}/`, body: () => ({ description: 'Changed by key' }), expect: projectWrite(200) },
    { name: 'state create', route: 'POST /workspaces/:x/projects/:x/states/', method: 'POST', url: () => `${p()}/states/`, body: () => ({ name: `S ${Math.random()}`, color: '#123456', group: 'started' }), expect: memberWrite(201) },
    { name: 'work item create', route: 'POST /workspaces/:x/projects/:x/work-items/', method: 'POST', url: () => `${p()}/work-items/`, body: () => ({ name: 'By key' }), expect: memberWrite(201) },
    { name: 'comment create', route: 'POST /workspaces/:x/projects/:x/work-items/:x/comments/', method: 'POST', url: () => `${p()}/work-items/${homeFx.ids.workItem}/comments/`, body: () => ({ comment_html: '<p>By key</p>' }), expect: anyRole(201) },
    { name: 'cycle create', route: 'POST /workspaces/:x/projects/:x/cycles/', method: 'POST', url: () => `${p()}/cycles/`, body: () => ({ name: 'By key', project_id: homeFx.ids.project }), expect: memberWrite(201) },
    { name: 'module create', route: 'POST /workspaces/:x/projects/:x/modules/', method: 'POST', url: () => `${p()}/modules/`, body: () => ({ name: 'By key' }), expect: memberWrite(201) },
    { name: 'intake create', route: 'POST /workspaces/:x/projects/:x/intake-issues/', method: 'POST', url: () => `${p()}/intake-issues/`, body: () => ({ issue: { name: 'By key' } }), expect: anyRole(201) },
  ];

  it.each(table)('$name', async (c) => {
    expect(missingRoutes(t.app.routeList, [c.route])).toEqual([]);
    const got = {} as Record<Role, number | string>;
    for (const role of Object.keys(c.expect) as Role[]) {
      await resetV1RateLimits(t);
      const res = await t.app.inject({ method: c.method, url: c.url(), headers: callers[role].headers, payload: c.body() });
      got[role] = res.statusCode === c.expect[role] ? res.statusCode : `${res.statusCode} ${res.body.slice(0, 160)}`;
    }
    expect(got).toEqual(c.expect);
  });
});
