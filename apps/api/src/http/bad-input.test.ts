import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, ERROR_CODE } from '@cairn/types';
import { multipartBody } from '../modules/assets/assets.test-support';
import { createAgent, createTestApp, type Agent, type TestApp } from '../test/test-app';
import { baselineOf, casesFor, operationsOf, type BadCase, type Operation } from './bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from './bad-input.test-support';
import { NUL_TEXT } from './input-guard';

// Walks every operation of the OpenAPI document with bad input, signed in as a user who owns a workspace with one of
// every row (so requests reach the handlers), and expects no 5xx anywhere; NUL characters must be refused with 400.
// Runs on PGlite in `npm test` and on PostgreSQL in the PG pass (DATABASE_URL).

let t: TestApp;
let dir: string;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cairn-bad-input-'));
  // The walk sends thousands of requests with one API key (/api/v1/): the per-key limit is lifted for it.
  t = await createTestApp({ config: { assets: { dir, urlExpirySeconds: 900 }, apiRateLimitPerMinute: 1_000_000 } });
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(), { publicApi: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

interface Outcome {
  op: Operation;
  c: BadCase;
  status: number;
  body: string;
}

let anonymous = 0;
/** /auth/ operations run anonymously from a fresh address each time (a sign-up must not replace the walker's session). */
async function send(agent: Agent, op: Operation, c: BadCase): Promise<Outcome> {
  const auth = op.path.startsWith('/auth/');
  // The public API v1 reads the walker's API key, not its session.
  const apiKey: Record<string, string> = op.path.startsWith('/api/v1/') ? { 'x-api-key': mine.apiKey } : {};
  anonymous += 1;
  const res = await (auth ? createAgent(t.app) : agent).request({
    method: op.method,
    url: c.url,
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    headers: { ...apiKey, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(auth ? { remoteAddress: `198.18.${(anonymous >> 8) & 255}.${anonymous & 255}` } : {}),
  });
  return { op, c, status: res.statusCode, body: res.body.slice(0, 300) };
}

const removes = (op: Operation) => op.method === 'DELETE' || /bulk-(delete|archive)-issues|\/archive\/$|\/leave\/$|draft-to-issue/.test(op.path);
const describeOutcome = (o: Outcome) => `${o.op.method} ${o.op.path} [${o.c.label}] → ${o.status} ${o.body}`;

describe('the cases the probe reported', () => {
  it('refuses a NUL in a body, a path segment and a query with 400 and a clear message', async () => {
    const itemCount = async () => (await t.query('SELECT id FROM work_items')).length;
    const items = await itemCount();
    const create = await mine.agent.post(apiPaths.workItems(mine.slug, mine.projectId), JSON.stringify({ name: 'a\u0000b' }), { 'content-type': 'application/json' });
    expect([create.statusCode, create.json()]).toEqual([400, { error: NUL_TEXT, error_code: 'INVALID_CHARACTERS', details: { name: [NUL_TEXT] } }]);
    const slug = await mine.agent.get('/api/workspaces/%00/');
    expect([slug.statusCode, slug.json().details]).toEqual([400, { slug: [NUL_TEXT] }]);
    const search = await mine.agent.get(`${apiPaths.workItems(mine.slug, mine.projectId)}?search=a%00b`);
    expect([search.statusCode, search.json().details]).toEqual([400, { search: [NUL_TEXT] }]);
    const nested = await mine.agent.patch(`/api/workspaces/${mine.slug}/projects/${mine.projectId}/user-properties/`, { filters: { state: ['x\u0000'] } });
    expect([nested.statusCode, nested.json().details]).toEqual([400, { 'filters.state.0': [NUL_TEXT] }]);
    // Anonymous /auth/ calls too, before anything else looks at them.
    const signIn = await createAgent(t.app).post(apiPaths.signIn(), { email: 'a\u0000@example.com', password: 'x' });
    expect([signIn.statusCode, signIn.json().error_code]).toEqual([400, 'INVALID_CHARACTERS']);
    expect(await itemCount()).toBe(items);
  });

  it('answers 4xx to a body nested 100,000 levels deep, with or without a NUL at the bottom', async () => {
    for (const leaf of ['"x"', '"a\\u0000b"']) {
      const body = `{"filters":{"state":${'['.repeat(100_000)}${leaf}${']'.repeat(100_000)}}}`;
      const res = await mine.agent.patch(`/api/workspaces/${mine.slug}/projects/${mine.projectId}/user-properties/`, body, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
    }
  });

  it('still takes uploads whose bytes hold NUL characters', async () => {
    const slot = await mine.agent.post(apiPaths.projectAssets(mine.slug, mine.projectId), { name: 'n.txt', type: 'text/plain', size: 4, entity_type: 'ISSUE_ATTACHMENT', entity_identifier: mine.issueId });
    expect(slot.statusCode).toBe(201);
    const { upload_data: upload } = slot.json() as { upload_data: { url: string; fields: Record<string, string> } };
    const { payload, headers } = multipartBody(upload.fields, { name: 'n.txt', type: 'text/plain', data: Buffer.from([0x61, 0x00, 0x62, 0x0a]) });
    expect((await mine.agent.post(upload.url, payload, headers)).statusCode).toBe(204);
  });
});

describe('every OpenAPI operation with bad input', () => {
  it('covers the whole document', () => {
    expect(ops.length).toBeGreaterThan(150);
    // Only the two operations that take no input at all have nothing to get wrong.
    expect(ops.filter((op) => casesFor(op, mine, theirs).length === 0).map((op) => `${op.method} ${op.path}`)).toEqual(['POST /auth/sign-out/', 'DELETE /api/users/me/']);
  });

  it('never answers 5xx, and refuses NUL characters with 400 everywhere', async () => {
    const outcomes: Outcome[] = [];
    const invalidBaselines: string[] = [];
    // Operations that remove rows go last, so a bad input they happen to accept cannot starve the others of real ids.
    for (const op of [...ops].sort((a, b) => Number(removes(a)) - Number(removes(b)))) {
      const cases = casesFor(op, mine, theirs);
      // Each case spoils one input of an otherwise valid request: check the valid one passes validation.
      if (op.body && !removes(op) && !op.path.startsWith('/auth/')) {
        const baseline = await send(mine.agent, op, { label: 'baseline', invalidText: false, ...baselineOf(op, mine) });
        if (baseline.status === 400 && baseline.body.includes(ERROR_CODE.VALIDATION) && baseline.body.includes('"details"')) invalidBaselines.push(describeOutcome(baseline));
      }
      for (const c of cases) outcomes.push(await send(mine.agent, op, c));
    }
    // The walker is still signed in, so the later cases reached the handlers too.
    expect((await mine.agent.get(apiPaths.me())).statusCode).toBe(200);
    expect(invalidBaselines).toEqual([]);
    const serverErrors = outcomes.filter((o) => o.status >= 500).map(describeOutcome);
    expect(`${serverErrors.length} server errors:\n${serverErrors.join('\n')}`).toBe('0 server errors:\n');
    const nulNot400 = outcomes.filter((o) => o.c.invalidText && !(o.status === 400 && o.body.includes(ERROR_CODE.INVALID_CHARACTERS))).map(describeOutcome);
    expect(`${nulNot400.length} NUL cases not refused:\n${nulNot400.join('\n')}`).toBe('0 NUL cases not refused:\n');
    expect(outcomes.length).toBeGreaterThan(3000);
  }, 240_000);
});
