import { apiPaths, cycleSchema, PLANNING_TEXT } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { CURRENT, PAST, seedCycle, type SeedCycleInput } from './cycles.test-support';

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const member = () => cast.projMember.agent;
const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, ...extra });
const favorite = (who: Cast['projGuest'], id: string) => who.agent.post(apiPaths.favoriteCycles(w.slug, w.project.id), { cycle: id });
const favoritesOf = (id: string) => t.query<{ user_id: string }>("SELECT user_id FROM user_favorites WHERE entity_type = 'cycle' AND entity_identifier = $1 ORDER BY user_id", [id]);
const actions = async (id: string) => (await t.query<{ action: string }>('SELECT action FROM events WHERE entity_id = $1 ORDER BY id', [id])).map((e) => e.action);

describe('archive and restore', () => {
  it("archives a completed cycle, dropping every user's favorite of it; lists it under archived-cycles/; restores it", async () => {
    const c = await cycle(PAST);
    for (const who of [cast.projGuest, cast.projMember, cast.wsAdmin]) expect((await favorite(who, c.id)).statusCode).toBe(201);
    expect(await favoritesOf(c.id)).toHaveLength(3);
    const res = await member().post(apiPaths.cycleArchive(w.slug, w.project.id, c.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ archived_at: expect.any(String) });
    expect(await favoritesOf(c.id)).toEqual([]);
    const listed = (await cast.projGuest.agent.get(apiPaths.archivedCycles(w.slug, w.project.id))).json();
    expect(listed.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await member().get(apiPaths.cycles(w.slug, w.project.id))).json().map((x: { id: string }) => x.id)).not.toContain(c.id);
    const one = cycleSchema.strict().parse((await member().get(apiPaths.archivedCycle(w.slug, w.project.id, c.id))).json());
    expect(one).toMatchObject({ id: c.id, archived_at: res.json().archived_at, status: 'completed', is_favorite: false });
    expect((await favorite(cast.projMember, c.id)).json()).toMatchObject({ error_code: 'CYCLE_ARCHIVED' });
    expect((await member().post(apiPaths.cycleArchive(w.slug, w.project.id, c.id))).json()).toEqual({ error: PLANNING_TEXT.cycleAlreadyArchived, error_code: 'ALREADY_ARCHIVED' });

    expect((await member().delete(apiPaths.cycleArchive(w.slug, w.project.id, c.id))).statusCode).toBe(204);
    expect((await member().get(apiPaths.cycle(w.slug, w.project.id, c.id))).json().archived_at).toBeNull();
    expect((await member().get(apiPaths.archivedCycle(w.slug, w.project.id, c.id))).json()).toEqual({ error: 'Cycle not found', error_code: 'NOT_FOUND' });
    expect((await member().delete(apiPaths.cycleArchive(w.slug, w.project.id, c.id))).json()).toEqual({ error: PLANNING_TEXT.cycleNotArchived, error_code: 'NOT_ARCHIVED' });
    expect(await actions(c.id)).toEqual(['archived', 'restored']);
  });

  it('refuses to archive a cycle that is not completed (current, upcoming, draft); nothing changes', async () => {
    for (const dates of [CURRENT, { start: '2040-01-01', end: '2040-01-02' }, {}]) {
      const c = await cycle(dates);
      await favorite(cast.projMember, c.id);
      const res = await member().post(apiPaths.cycleArchive(w.slug, w.project.id, c.id));
      expect(res.json()).toEqual({ error: PLANNING_TEXT.cycleArchiveNotCompleted, error_code: 'CYCLE_NOT_COMPLETED' });
      expect(await favoritesOf(c.id)).toHaveLength(1);
      expect(await t.query('SELECT archived_at FROM cycles WHERE id = $1', [c.id])).toEqual([{ archived_at: null }]);
    }
  });
});

describe('user-favorite-cycles/', () => {
  it('favorites idempotently, shows is_favorite to its owner only, and removes it', async () => {
    const c = await cycle(CURRENT);
    const first = await favorite(cast.projGuest, c.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), cycle: c.id, created_at: expect.any(String) });
    expect((await favorite(cast.projGuest, c.id)).json().id).toBe(first.json().id);
    expect(await t.query("SELECT name, project_id FROM user_favorites WHERE entity_identifier = $1", [c.id])).toEqual([{ name: c.name, project_id: w.project.id }]);
    const flag = async (who: Cast['projGuest']) =>
      (await who.agent.get(apiPaths.cycles(w.slug, w.project.id))).json().find((x: { id: string }) => x.id === c.id).is_favorite;
    expect(await flag(cast.projGuest)).toBe(true);
    expect(await flag(cast.projMember)).toBe(false);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteCycle(w.slug, w.project.id, c.id))).statusCode).toBe(204);
    expect(await flag(cast.projGuest)).toBe(false);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteCycle(w.slug, w.project.id, c.id))).statusCode).toBe(204);
  });
});
