import { ERROR_CODE } from '@cairn/types';
import { baselineOf, casesFor, operationsOf, type Operation } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

// The OpenAPI walker's cases (http/bad-input.test.ts) on the time-tracking operations alone: a valid baseline, no 5xx,
// NUL characters refused with 400 — with time tracking on, so each case reaches the handlers.

let t: TestApp;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter((op) => /worklogs|time-logs/.test(op.path));
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('every time-tracking operation: a valid baseline, never a 5xx, NUL refused with 400', async () => {
  expect(ops.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort()).toHaveLength(6);
  const problems: string[] = [];
  const send = (op: Operation, url: string, body?: unknown) =>
    mine.agent.request({ method: op.method, url, body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { 'content-type': 'application/json' } });
  for (const op of [...ops].sort((a, b) => Number(a.method.toUpperCase() === 'DELETE') - Number(b.method.toUpperCase() === 'DELETE'))) {
    if (op.body && op.method.toUpperCase() === 'POST') {
      const base = baselineOf(op, mine);
      const res = await send(op, base.url, base.body);
      if (res.statusCode !== 201) problems.push(`${op.method} ${op.path} [baseline] → ${res.statusCode} ${res.body}`);
    }
    for (const c of casesFor(op, mine, theirs)) {
      const res = await send(op, c.url, c.body);
      if (res.statusCode >= 500) problems.push(`${op.method} ${op.path} [${c.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (c.invalidText && !(res.statusCode === 400 && res.body.includes(ERROR_CODE.INVALID_CHARACTERS))) problems.push(`${op.method} ${op.path} [${c.label}] NUL → ${res.statusCode}`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);
