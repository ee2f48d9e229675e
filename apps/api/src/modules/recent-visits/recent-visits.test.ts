import { randomUUID } from 'node:crypto';
import { apiPaths, RECENT_VISITS_LIMIT, recentVisitSchema } from '@cairn/types';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from '../dashboard/home.test-support';
import { seedPage } from '../pages/pages.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(new Date('2025-05-01T09:00:00Z'));
  w = await seedHomeWorld(t, a);
});

const visit = (actor: Actor, entity_name: string, entity_identifier: string, extra: Record<string, unknown> = {}, slug = w.slug) =>
  actor.agent.post(apiPaths.recentVisits(slug), { entity_name, entity_identifier, ...extra });
const recents = async (actor: Actor, query = '') => z.array(recentVisitSchema.strict()).parse((await actor.agent.get(`${apiPaths.recentVisits(w.slug)}${query}`)).json());
const names = async (actor: Actor, query = '') => (await recents(actor, query)).map((r) => `${r.entity_name}:${String(r.entity_data.name)}`);
const item = (name: string, createdBy = a.admin.id, projectId = w.project.id) => seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy, name, stateId: w.project.defaultStateId });

describe('recent visits', () => {
  it('records a visit once per entity, moves it to now, answers newest first with live entity data', async () => {
    const wi = await item('Fix login');
    const page = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Spec' });
    expect((await visit(a.member, 'issue', wi.id)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await visit(a.member, 'page', page.id)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await visit(a.member, 'project', w.project.id)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await visit(a.member, 'issue', wi.id)).statusCode).toBe(204);
    await t.query('UPDATE work_items SET name = $1 WHERE id = $2', ['Fix login (renamed)', wi.id]);

    const list = await recents(a.member);
    expect(list.map((r) => r.entity_name)).toEqual(['issue', 'project', 'page']);
    expect(list[0]).toMatchObject({ entity_identifier: wi.id, project_id: w.project.id, visited_at: '2025-05-01T09:00:03.000Z' });
    expect(list[0].entity_data).toEqual({
      id: wi.id, name: 'Fix login (renamed)', sequence_id: wi.sequence_id, project_id: w.project.id, project_identifier: w.project.identifier,
      state_group: 'backlog', state_name: 'Backlog', priority: 'none',
    });
    expect(list[1].entity_data).toMatchObject({ name: `Project ${w.project.identifier}`, identifier: w.project.identifier, logo_props: {} });
    expect(list[2].entity_data).toEqual({ id: page.id, name: 'Spec', logo_props: {}, project_id: w.project.id });
    expect(await names(a.member, '?entity_name=page')).toEqual(['page:Spec']);
    expect(await t.query('SELECT count(*)::int AS n FROM recent_visits WHERE user_id = $1 AND workspace_id = $2', [a.member.id, w.workspaceId])).toEqual([{ n: 3 }]);
    expect(await recents(a.admin)).toEqual([]);
  });

  it('answers at most RECENT_VISITS_LIMIT visits', async () => {
    for (let i = 0; i < RECENT_VISITS_LIMIT + 3; i += 1) {
      await visit(a.member, 'issue', (await item(`Item ${i}`)).id);
      t.clock.advance(1000);
    }
    const list = await recents(a.member);
    expect(list).toHaveLength(RECENT_VISITS_LIMIT);
    expect(list[0].entity_data.name).toBe(`Item ${RECENT_VISITS_LIMIT + 2}`);
  });

  it('follows the guest rule: a guest records and sees only items they may see', async () => {
    const others = await item('Admin item');
    const own = await item('Guest item', a.guest.id);
    expect((await visit(a.guest, 'issue', others.id)).json()).toEqual({ error: 'Work item not found', error_code: 'WORK_ITEM_NOT_FOUND' });
    expect((await visit(a.guest, 'issue', own.id)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await visit(a.guest, 'project', w.project.id)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect(await names(a.guest)).toEqual(['project:Project ' + w.project.identifier, 'issue:Guest item']);
    // A visit recorded while the guest could see everything disappears when the project stops allowing it.
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await visit(a.guest, 'issue', others.id)).statusCode).toBe(204);
    expect(await names(a.guest, '?entity_name=issue')).toEqual(['issue:Admin item', 'issue:Guest item']);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    expect(await names(a.guest, '?entity_name=issue')).toEqual(['issue:Guest item']);
    expect(await t.query('SELECT count(*)::int AS n FROM recent_visits WHERE user_id = $1 AND workspace_id = $2', [a.guest.id, w.workspaceId])).toEqual([{ n: 3 }]);
  });

  it("refuses another user's private page and projects the caller is not in; leaves out pages made private since", async () => {
    const secret = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Secret', access: 'private' });
    const open = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Open' });
    expect((await visit(a.member, 'page', secret.id)).json()).toEqual({ error: 'Page not found', error_code: 'NOT_FOUND' });
    expect((await visit(a.admin, 'page', secret.id)).statusCode).toBe(204);
    expect((await visit(a.member, 'page', open.id)).statusCode).toBe(204);
    expect((await visit(a.memberOut, 'page', open.id)).statusCode).toBe(404);
    expect((await visit(a.memberOut, 'project', w.project.id)).statusCode).toBe(404);
    expect((await visit(a.memberOut, 'issue', (await item('x')).id)).statusCode).toBe(404);
    await t.query("UPDATE pages SET access = 'private' WHERE id = $1", [open.id]);
    expect(await names(a.member)).toEqual([]);
    expect(await names(a.admin)).toEqual(['page:Secret']);
  });

  it('leaves out archived projects, their items and pages, archived and deleted items (rows kept)', async () => {
    const wi = await item('Alive');
    const gone = await item('Gone');
    const archived = await item('Archived');
    const page = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Doc' });
    for (const [kind, id] of [['issue', wi.id], ['issue', gone.id], ['issue', archived.id], ['page', page.id], ['project', w.project.id]] as const) {
      expect((await visit(a.member, kind, id)).statusCode).toBe(204);
    }
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [gone.id]);
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [archived.id]);
    expect((await names(a.member)).sort()).toEqual(['issue:Alive', 'page:Doc', `project:Project ${w.project.identifier}`]);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [w.project.id]);
    expect(await names(a.member)).toEqual([]);
    expect(await t.query('SELECT count(*)::int AS n FROM recent_visits WHERE user_id = $1 AND workspace_id = $2', [a.member.id, w.workspaceId])).toEqual([{ n: 5 }]);
  });

  it('refuses entities of another workspace, unknown ids, a wrong project_id and bad input; outsiders 404', async () => {
    const foreignItem = await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: a.outsider.id });
    expect((await visit(a.member, 'issue', foreignItem.id)).statusCode).toBe(404);
    expect((await visit(a.member, 'project', w.foreign.project.id)).statusCode).toBe(404);
    expect((await visit(a.member, 'page', randomUUID())).statusCode).toBe(404);
    expect((await visit(a.member, 'issue', (await item('x')).id, { project_id: w.foreign.project.id })).statusCode).toBe(404);
    expect((await visit(a.member, 'project', w.project.id, { project_id: randomUUID() })).statusCode).toBe(404);
    expect((await visit(a.outsider, 'project', w.project.id)).json()).toEqual({ error: 'Workspace not found', error_code: 'NOT_FOUND' });
    expect((await a.outsider.agent.get(apiPaths.recentVisits(w.slug))).statusCode).toBe(404);
    for (const body of [{ entity_name: 'cycle', entity_identifier: randomUUID() }, { entity_name: 'issue', entity_identifier: 'nope' }, { entity_name: 'issue\u0000', entity_identifier: randomUUID() }, { entity_name: 'issue' }]) {
      expect((await a.member.agent.post(apiPaths.recentVisits(w.slug), body)).statusCode).toBe(400);
    }
    expect((await a.member.agent.get(`${apiPaths.recentVisits(w.slug)}?entity_name=cycle`)).statusCode).toBe(400);
    expect(await t.query('SELECT count(*)::int AS n FROM recent_visits WHERE workspace_id IN ($1, $2)', [w.workspaceId, w.foreign.workspaceId])).toEqual([{ n: 0 }]);
  });
});
