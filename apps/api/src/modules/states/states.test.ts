import { randomUUID } from 'node:crypto';
import { apiPaths, ROLE, stateSchema, STATE_GROUPS } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, snapshotProjects, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let admin: Actor;
let member: Actor;
let slug: string;
let workspaceId: string;
let project: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newActor(t, 'admin');
  member = await newActor(t, 'member');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { workspace } = await seedWorkspace(t, admin.id, [
    [admin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, admin.id);
  await addProjectMembers(t, workspaceId, project.id, [[member.id, ROLE.MEMBER]]);
});

const list = async () => (await member.agent.get(apiPaths.states(slug, project.id))).json() as Array<{ id: string; name: string; group: string; default: boolean; sequence: number }>;
const defaults = async () => (await t.query<{ id: string }>('SELECT id FROM states WHERE project_id = $1 AND "default"', [project.id])).map((r) => r.id);

describe('GET states/', () => {
  it('orders by group order, then sequence', async () => {
    await t.query(`INSERT INTO states (workspace_id, project_id, name, color, "group", sequence) VALUES ($1, $2, 'Early', '#000000', 'started', 1)`, [workspaceId, project.id]);
    const states = await list();
    for (const s of states) stateSchema.strict().parse(s);
    expect(states.map((s) => s.name)).toEqual(['Backlog', 'Todo', 'Early', 'In Progress', 'Review', 'Done', 'Cancelled']);
    const groups = states.map((s) => STATE_GROUPS.indexOf(s.group as never));
    expect(groups).toEqual([...groups].sort());
  });
});

describe('POST states/', () => {
  it('creates a state after the last of its group, or where asked, with a client id', async () => {
    const id = randomUUID();
    const res = await member.agent.post(apiPaths.states(slug, project.id), { id, name: 'QA', color: '#AbCdEf', group: 'started', description: 'checks' });
    expect(res.statusCode).toBe(201);
    // Started holds In Progress (65535) and Review (99999): the new one goes 10000 after the last.
    expect(res.json()).toMatchObject({ id, name: 'QA', color: '#AbCdEf', group: 'started', default: false, sequence: 109999, description: 'checks', project_id: project.id, workspace_id: workspaceId });
    const placed = await member.agent.post(apiPaths.states(slug, project.id), { name: 'First', color: '#000', group: 'started', sequence: 5 });
    expect(placed.json().sequence).toBe(5);
    expect((await list()).filter((s) => s.group === 'started').map((s) => s.name)).toEqual(['First', 'In Progress', 'Review', 'QA']);
  });

  it('refuses a name used in the project (any case) with 409, and invalid input with 400', async () => {
    const before = await snapshotProjects(t, workspaceId);
    const res = await member.agent.post(apiPaths.states(slug, project.id), { name: 'backlog', color: '#000000', group: 'backlog' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A state with this name already exists in this project', error_code: 'STATE_NAME_TAKEN' });
    for (const body of [{ name: 'X', color: 'red', group: 'backlog' }, { name: 'X', color: '#000000', group: 'doing' }, { name: '', color: '#000000', group: 'backlog' }, { name: 'X', color: '#000000', group: 'backlog', default: true }]) {
      expect((await member.agent.post(apiPaths.states(slug, project.id), body)).statusCode).toBe(400);
    }
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('allows the same name in another project', async () => {
    const other = await seedProject(t, workspaceId, admin.id);
    expect((await admin.agent.post(apiPaths.states(slug, other.id), { name: 'Review', color: '#000000', group: 'started' })).statusCode).toBe(409);
    expect((await admin.agent.post(apiPaths.states(slug, other.id), { name: 'Testing', color: '#000000', group: 'started' })).statusCode).toBe(201);
  });
});

describe('PATCH states/{id}/', () => {
  it('renames, recolours, moves to another group and reorders', async () => {
    const res = await member.agent.patch(apiPaths.state(slug, project.id, project.extraStateId), { name: 'Checked', color: '#111111', group: 'completed', sequence: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Checked', color: '#111111', group: 'completed', sequence: 1 });
    expect((await list()).map((s) => s.name)).toEqual(['Backlog', 'Todo', 'In Progress', 'Checked', 'Done', 'Cancelled']);
  });

  it('refuses a taken name (409) and keeps its own name (no conflict with itself)', async () => {
    expect((await member.agent.patch(apiPaths.state(slug, project.id, project.extraStateId), { name: 'TODO' })).statusCode).toBe(409);
    expect((await member.agent.patch(apiPaths.state(slug, project.id, project.extraStateId), { name: 'review' })).statusCode).toBe(200);
  });
});

describe('DELETE states/{id}/', () => {
  it('deletes a state; the project forgets it as its auto-close state', async () => {
    await admin.agent.patch(apiPaths.project(slug, project.id), { default_state: project.extraStateId });
    expect((await member.agent.delete(apiPaths.state(slug, project.id, project.extraStateId))).statusCode).toBe(204);
    expect((await list()).map((s) => s.id)).not.toContain(project.extraStateId);
    expect((await admin.agent.get(apiPaths.project(slug, project.id))).json().default_state).toBeNull();
  });

  it('refuses the default state and the last state', async () => {
    const before = await snapshotProjects(t, workspaceId);
    const res = await member.agent.delete(apiPaths.state(slug, project.id, project.defaultStateId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The default state cannot be deleted', error_code: 'DEFAULT_STATE_DELETE' });
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    await t.query('DELETE FROM states WHERE project_id = $1 AND NOT "default"', [project.id]);
    // One state left; clear its default flag so the last-state rule is what refuses.
    await t.query('UPDATE states SET "default" = false WHERE project_id = $1', [project.id]);
    const last = await member.agent.delete(apiPaths.state(slug, project.id, project.defaultStateId));
    expect(last.json()).toEqual({ error: 'A project needs at least one state', error_code: 'LAST_STATE' });
  });

  it('unknown id → 404', async () => {
    expect((await member.agent.delete(apiPaths.state(slug, project.id, randomUUID()))).json()).toEqual({ error: 'State not found', error_code: 'NOT_FOUND' });
  });
});

describe('POST states/{id}/mark-default/', () => {
  it('makes the state the one default and clears the previous one', async () => {
    const res = await member.agent.post(apiPaths.stateMarkDefault(slug, project.id, project.extraStateId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: project.extraStateId, default: true });
    expect(await defaults()).toEqual([project.extraStateId]);
    // Marking the default again changes nothing.
    expect((await member.agent.post(apiPaths.stateMarkDefault(slug, project.id, project.extraStateId))).statusCode).toBe(200);
    expect(await defaults()).toEqual([project.extraStateId]);
  });

  it('two concurrent calls end with exactly one default', async () => {
    const states = await list();
    const todo = states.find((s) => s.name === 'Todo')!.id;
    const done = states.find((s) => s.name === 'Done')!.id;
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([
        member.agent.post(apiPaths.stateMarkDefault(slug, project.id, todo)),
        admin.agent.post(apiPaths.stateMarkDefault(slug, project.id, done)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const now = await defaults();
      expect(now).toHaveLength(1);
      expect([todo, done]).toContain(now[0]);
    }
  });
});
