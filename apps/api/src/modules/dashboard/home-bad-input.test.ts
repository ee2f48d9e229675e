import { operationsOf, walkBadInput, type Operation } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

// The bad-input walk of http/bad-input.test.ts narrowed to the home routes (stickies, quick links, recent visits,
// home preferences, dashboard): NUL characters, wrong types, huge strings, malformed / random / foreign ids, bad
// cursors never answer 5xx (another user's or workspace's ids: 404).

let t: TestApp;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json())
    .filter((op) => /\/(stickies|quick-links|recent-visits|home-preferences|dashboard)\//.test(op.path));
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('never answers 5xx on the home routes, and refuses NUL characters with 400', async () => {
  expect(ops.length).toBe(16);
  const { failures, sent } = await walkBadInput(ops, mine, theirs);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(150);
}, 180_000);
