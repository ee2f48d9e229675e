import { apiPaths, ERROR_CODE } from '@cairn/types';
import { operationsOf, walkBadInput, type Operation } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

// The bad-input walk of http/bad-input.test.ts narrowed to the view routes (quick to run while working on them): NUL
// characters, wrong types, huge strings, malformed / random / foreign ids never answer 5xx; plus named cases.

let t: TestApp;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter((op) => /\/views\/|user-favorite-views/.test(op.path) && !op.path.endsWith('/publish/'));
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('never answers 5xx on the view routes, and refuses NUL characters with 400', async () => {
  expect(ops.length).toBe(20);
  const { failures, sent } = await walkBadInput(ops, mine, theirs);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(200);
}, 120_000);

describe('named bad input → 400 with a clear message, nothing stored', () => {
  const create = (body: unknown) => mine.agent.post(apiPaths.views(mine.slug, mine.projectId), body);
  const count = async () => (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM issue_views WHERE workspace_id = $1', [mine.workspaceId]))[0].n;

  it.each([
    ['a NUL byte in the name', { name: 'a\u0000b' }, ERROR_CODE.INVALID_CHARACTERS],
    ['a 10k-character name', { name: 'x'.repeat(10_000) }, ERROR_CODE.VALIDATION],
    ['a blank name', { name: '   ' }, ERROR_CODE.VALIDATION],
    ['an unknown key', { name: 'ok', owner: 'me' }, ERROR_CODE.VALIDATION],
    ['an unknown access', { name: 'ok', access: 'secret' }, ERROR_CODE.VALIDATION],
    ['an unknown layout', { name: 'ok', display_filters: { layout: 'table' } }, ERROR_CODE.VALIDATION],
    ['filters that are not lists', { name: 'ok', filters: { priority: 'high' } }, ERROR_CODE.VALIDATION],
    ['a huge filter value', { name: 'ok', filters: { labels: ['x'.repeat(1000)] } }, ERROR_CODE.VALIDATION],
    ['a NUL byte in a filter', { name: 'ok', filters: { labels: ['a\u0000'] } }, ERROR_CODE.INVALID_CHARACTERS],
    ['an id that is not a uuid', { id: 'view-1', name: 'ok' }, ERROR_CODE.VALIDATION],
  ])('POST views/ with %s', async (_label, body, code) => {
    const before = await count();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('PATCH with an unknown key or a wrong type → 400; the workspace and team routes validate alike', async () => {
    const url = apiPaths.view(mine.slug, mine.projectId, mine.projectViewId);
    expect((await mine.agent.patch(url, { colour: 'red' })).statusCode).toBe(400);
    expect((await mine.agent.patch(url, { is_locked: 'yes' })).statusCode).toBe(400);
    expect((await mine.agent.patch(url, { sort_order: 'first' })).statusCode).toBe(400);
    expect((await mine.agent.patch(apiPaths.workspaceView(mine.slug, mine.workspaceViewId), { name: 'y'.repeat(10_000) })).statusCode).toBe(400);
    expect((await mine.agent.post(apiPaths.teamspaceViews(mine.slug, mine.teamspaceId), { name: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await mine.agent.post(apiPaths.favoriteViews(mine.slug, mine.projectId), { view: 'nope' })).statusCode).toBe(400);
    expect((await mine.agent.get(`${apiPaths.views(mine.slug, mine.projectId)}not-a-uuid/`)).statusCode).toBe(400);
  });
});
