import { apiPaths, ERROR_CODE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedPage, seedPageVersion } from './pages.test-support';

// Bad input on every page route (taken from /api/openapi.json): malformed, NUL, huge, random and foreign ids in the
// path, and wrong bodies, never answer 5xx; NUL characters answer 400; named cases answer 400 and store nothing.

let t: TestApp;
let cast: Cast;
let w: World;
let ids: Record<string, string>;
let foreign: Record<string, string>;
let ops: Array<{ method: string; path: string; hasBody: boolean }>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  const mine = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.wsAdmin.id });
  const theirs = await seedPage(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, ownedBy: cast.outsider.id });
  ids = {
    slug: w.slug, projectId: w.project.id, pageId: mine.id,
    versionId: await seedPageVersion(t, mine, { html: '<p>v</p>', at: t.deps.now() }),
    issueId: (await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id })).id,
  };
  foreign = {
    slug: w.foreign.slug, projectId: w.foreign.project.id, pageId: theirs.id,
    versionId: await seedPageVersion(t, theirs, { html: '<p>v</p>', at: t.deps.now() }),
    issueId: (await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id })).id,
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  ops = Object.entries(doc.paths)
    .filter(([path]) => /\/(pages|archived-pages|pages-summary|favorite-pages)\//.test(path))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, hasBody: op.requestBody !== undefined })));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ids[name]));

const BAD_VALUES = ['not-a-uuid', 'a\u0000b', '00000000-0000-4000-8000-000000000000', 'x'.repeat(5000)];
const BAD_BODIES: unknown[] = [
  [], 'text', 42, null, { name: 'x'.repeat(100_000) }, { name: 'a\u0000' }, { nope: 1 }, { access: 'secret' }, { label_ids: ['x'] }, { label_ids: 'x' },
  { description_html: 12 }, { description_html: 'a\u0000' }, { description_binary: '***' }, { new_project_id: 'x' }, { logo_props: { in_use: 'emoji', emoji: 7 } },
  { color: 'red' }, { id: 'page-1' }, { ['__proto__']: { admin: true } }, { label_ids: Array.from({ length: 500 }, () => '00000000-0000-4000-8000-000000000000') },
];

it('never answers 5xx on the page routes, and refuses NUL characters with 400', async () => {
  expect(ops.length).toBe(23);
  const failures: string[] = [];
  let sent = 0;
  const send = async (method: string, url: string, body?: unknown, expectStatus?: number) => {
    sent += 1;
    const res = await cast.wsAdmin.agent.request({ method, url, body });
    if (res.statusCode >= 500 || (expectStatus && res.statusCode !== expectStatus)) failures.push(`${method} ${url.slice(0, 160)} ${JSON.stringify(body)?.slice(0, 80)} → ${res.statusCode}`);
  };
  for (const op of ops) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const name of params) {
      for (const bad of BAD_VALUES) await send(op.method, fill(op.path, { [name]: bad }), op.hasBody ? {} : undefined, bad.includes('\u0000') ? 400 : undefined);
      await send(op.method, fill(op.path, { [name]: foreign[name] }), op.hasBody ? {} : undefined);
    }
    if (op.hasBody) for (const body of BAD_BODIES) await send(op.method, fill(op.path, {}), body);
    if (op.method === 'GET') for (const q of ['?type=x', '?search=%00', `?search=${'y'.repeat(5000)}`, '?sort_key=id;drop', '?a[b]=1']) await send('GET', `${fill(op.path, {})}${q}`);
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(400);
}, 120_000);

describe('named bad input → 400 with a clear message, nothing stored', () => {
  const count = async () => (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM pages WHERE workspace_id = $1', [w.workspaceId]))[0].n;

  it.each([
    ['a NUL byte in the name', { name: 'a\u0000b' }, ERROR_CODE.INVALID_CHARACTERS],
    ['a 100k-character name', { name: 'x'.repeat(100_000) }, ERROR_CODE.VALIDATION],
    ['a NUL in the HTML', { description_html: '<p>\u0000</p>' }, ERROR_CODE.INVALID_CHARACTERS],
    ['an unknown key', { name: 'ok', owner: 'me' }, ERROR_CODE.VALIDATION],
    ['an unknown access', { name: 'ok', access: 'secret' }, ERROR_CODE.VALIDATION],
    ['a label that is not a uuid', { name: 'ok', label_ids: ['x'] }, ERROR_CODE.VALIDATION],
    ['an id that is not a uuid', { id: 'page-1', name: 'ok' }, ERROR_CODE.VALIDATION],
    ['a colour that is not hex', { name: 'ok', color: 'red' }, ERROR_CODE.VALIDATION],
  ])('POST pages/ with %s', async (_label, body, code) => {
    const before = await count();
    const res = await cast.projMember.agent.post(apiPaths.pages(w.slug, w.project.id), body);
    expect([res.statusCode, res.json().error_code]).toEqual([400, code]);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('a page id that is not a uuid → 400', async () => {
    expect((await cast.projMember.agent.get(`${apiPaths.pages(w.slug, w.project.id)}not-a-uuid/`)).statusCode).toBe(400);
  });
});
