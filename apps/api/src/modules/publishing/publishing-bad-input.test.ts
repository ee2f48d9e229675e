import { apiPaths } from '@cairn/types';
import { operationsOf, walkBadInput, type Operation } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld, type FuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

// The bad-input walk of http/bad-input.test.ts narrowed to the publishing routes (quick to run while working on them):
// NUL characters, wrong types, huge strings, malformed / random / foreign ids never answer 5xx.

let t: TestApp;
let mine: FuzzWorld;
let theirs: FuzzWorld;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedFuzzWorld(t);
  theirs = await seedFuzzWorld(t);
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter(
    (op) => op.path.startsWith('/api/workspaces/') && /project-deploy-boards\/|\/publish\/$|\/votes\/$/.test(op.path),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

it('never answers 5xx on the publishing routes, and refuses NUL characters with 400', async () => {
  expect(ops.length).toBe(9);
  const { failures, sent } = await walkBadInput(ops, mine, theirs);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(50);
}, 120_000);

it('every publishing route is tagged and summarised in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
  const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/workspaces/') && /project-deploy-boards\/|\/publish\/$|\/votes\/$/.test(p));
  for (const path of paths) {
    for (const op of Object.values(doc.paths[path])) {
      expect(op.tags).toEqual(['publishing']);
      expect(op.summary?.length).toBeGreaterThan(20);
    }
  }
});

it('a PATCH or DELETE with a board id that is not this project\'s answers 404 after the input checks', async () => {
  const url = apiPaths.projectDeployBoard(mine.slug, mine.projectId, theirs.projectId);
  expect((await mine.agent.patch(url, { is_indexable: true })).statusCode).toBe(404);
  expect((await mine.agent.delete(url)).statusCode).toBe(404);
});
