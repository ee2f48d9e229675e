import { operationsOf, walkBadInput, type Operation } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

// The bad-input walk of http/bad-input.test.ts narrowed to the cycle routes (quick to run while working on them):
// NUL characters, wrong types, huge strings, malformed / random / foreign ids never answer 5xx.

let t: TestApp;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter((op) => /cycle/.test(op.path) && !op.path.startsWith('/api/public/'));
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('never answers 5xx on the cycle routes, and refuses NUL characters with 400', async () => {
  expect(ops.length).toBe(23);
  const { failures, sent } = await walkBadInput(ops, mine, theirs);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(300);
}, 120_000);
