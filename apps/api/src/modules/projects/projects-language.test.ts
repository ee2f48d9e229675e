import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths, DEFAULT_STATES, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newActor, seedWorkspace } from '../workspaces/workspaces.test-support';

// Issue 21: a project's default states are named in its creator's language (they are data: later renames are the team's).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const ja = (JSON.parse(readFileSync(join(__dirname, '../../../../../libs/i18n/src/locales/ja.json'), 'utf8')) as { default_states: Record<string, string> }).default_states;

async function statesOfNewProject(language: string | null, identifier: string): Promise<string[]> {
  const owner = await newActor(t, `lang-${identifier.toLowerCase()}`);
  if (language) expect((await owner.agent.patch(apiPaths.profile(), { language })).statusCode).toBe(200);
  const { workspace } = await seedWorkspace(t, owner.id, [[owner.id, ROLE.ADMIN]]);
  const project = await owner.agent.post(apiPaths.projects(workspace.slug), { name: 'Board', identifier });
  expect(project.statusCode).toBe(201);
  const states = (await owner.agent.get(`${apiPaths.projects(workspace.slug)}${project.json().id}/states/`)).json() as Array<{ name: string; group: string }>;
  return DEFAULT_STATES.map((d) => states.find((s) => s.group === d.group)!.name);
}

describe('default states in the creator language', () => {
  it('names them in Japanese for a Japanese user and in English by default', async () => {
    expect(await statesOfNewProject('ja', 'JA')).toEqual(DEFAULT_STATES.map((d) => ja[d.group]));
    expect(await statesOfNewProject(null, 'EN')).toEqual(DEFAULT_STATES.map((d) => d.name));
  });
});
