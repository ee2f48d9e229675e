import { apiPaths, moduleLinkSchema, moduleSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedItemIn, seedModule, snapshotModules, type SeedScope } from './modules.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let here: SeedScope;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  here = { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id };
}, 60_000);
afterAll(async () => {
  await t.close();
});

const member = () => cast.projMember.agent;
const p = () => w.project.id;
const moduleEvents = (id: string) => t.query<{ action: string; changes: Record<string, unknown> }>('SELECT action, changes FROM events WHERE entity_id = $1 ORDER BY id', [id]);
const favorite = (agent: typeof cast.projMember.agent, moduleId: string) => agent.post(apiPaths.favoriteModules(w.slug, p()), { module: moduleId });
const favorites = (moduleId: string) => t.query("SELECT user_id FROM user_favorites WHERE entity_type = 'module' AND entity_identifier = $1", [moduleId]);

describe('module links', () => {
  it('adds, edits and removes http(s) links, each recorded as a module event', async () => {
    const m = await seedModule(t, here);
    const created = await member().post(apiPaths.moduleLinks(w.slug, p(), m.id), { url: 'https://docs.example/spec', title: ' Spec ' });
    expect(created.statusCode).toBe(201);
    const link = moduleLinkSchema.strict().parse(created.json());
    expect(link).toMatchObject({ module_id: m.id, title: 'Spec', url: 'https://docs.example/spec', created_by: cast.projMember.id });
    const edited = await member().patch(apiPaths.moduleLink(w.slug, p(), m.id, link.id), { url: 'http://docs.example/v2' });
    expect(edited.json()).toMatchObject({ title: 'Spec', url: 'http://docs.example/v2' });
    expect((await member().get(apiPaths.module(w.slug, p(), m.id))).json().link_module).toEqual([edited.json()]);
    expect((await member().delete(apiPaths.moduleLink(w.slug, p(), m.id, link.id))).statusCode).toBe(204);
    expect((await member().get(apiPaths.module(w.slug, p(), m.id))).json().link_module).toEqual([]);
    expect((await moduleEvents(m.id)).map((e) => [e.action, e.changes.link])).toEqual([
      ['updated', { old: null, new: { id: link.id, title: 'Spec', url: 'https://docs.example/spec' } }],
      ['updated', { old: { id: link.id, title: 'Spec', url: 'https://docs.example/spec' }, new: { id: link.id, title: 'Spec', url: 'http://docs.example/v2' } }],
      ['updated', { old: { id: link.id, title: 'Spec', url: 'http://docs.example/v2' }, new: null }],
    ]);
    expect((await member().delete(apiPaths.moduleLink(w.slug, p(), m.id, link.id))).json()).toEqual({ error: 'Link not found', error_code: 'NOT_FOUND' });
  });

  it('refuses anything but http and https (javascript:, data:, mailto:, relative), changing nothing', async () => {
    const m = await seedModule(t, here);
    const ok = await member().post(apiPaths.moduleLinks(w.slug, p(), m.id), { url: 'https://ok.example' });
    const before = await snapshotModules(t, w.workspaceId);
    for (const url of ['javascript:alert(1)', '  JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.example', '/relative', 'ftp://x.example']) {
      const res = await member().post(apiPaths.moduleLinks(w.slug, p(), m.id), { url });
      expect(res.statusCode).toBe(400);
      expect((await member().patch(apiPaths.moduleLink(w.slug, p(), m.id, ok.json().id), { url })).statusCode).toBe(400);
    }
    expect((await member().post(apiPaths.moduleLinks(w.slug, p(), m.id), { url: 'javascript:alert(1)' })).json().details.url).toEqual([
      'Only http and https links are allowed',
    ]);
    expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
  });
});

describe('archive and restore', () => {
  it("archives only a live module, dropping every user's favorite; restores only an archived one", async () => {
    const m = await seedModule(t, here);
    await seedItemIn(t, here, [m.id]);
    await favorite(member(), m.id);
    await favorite(cast.projGuest.agent, m.id);
    expect(await favorites(m.id)).toHaveLength(2);
    const res = await member().post(apiPaths.moduleArchive(w.slug, p(), m.id));
    expect(res.json()).toEqual({ archived_at: expect.any(String) });
    expect(await favorites(m.id)).toEqual([]);
    expect((await member().get(apiPaths.modules(w.slug, p()))).json().map((x: { id: string }) => x.id)).not.toContain(m.id);
    const archived = await member().get(apiPaths.archivedModules(w.slug, p()));
    expect(archived.json().map((x: unknown) => moduleSchema.parse(x))).toEqual([expect.objectContaining({ id: m.id, total_issues: 1, archived_at: res.json().archived_at })]);
    expect((await member().get(apiPaths.archivedModule(w.slug, p(), m.id))).json()).toMatchObject({ id: m.id, is_favorite: false });
    const again = await member().post(apiPaths.moduleArchive(w.slug, p(), m.id));
    expect(again.json()).toEqual({ error: 'This module is archived already', error_code: 'ALREADY_ARCHIVED' });
    const fav = await favorite(member(), m.id);
    expect([fav.statusCode, fav.json().error_code]).toEqual([400, 'MODULE_ARCHIVED']);

    expect((await member().delete(apiPaths.moduleArchive(w.slug, p(), m.id))).statusCode).toBe(204);
    expect((await member().get(apiPaths.module(w.slug, p(), m.id))).json()).toMatchObject({ archived_at: null, is_favorite: false });
    expect((await member().get(apiPaths.archivedModule(w.slug, p(), m.id))).statusCode).toBe(404);
    const restoreAgain = await member().delete(apiPaths.moduleArchive(w.slug, p(), m.id));
    expect(restoreAgain.json()).toEqual({ error: 'This module is not archived', error_code: 'NOT_ARCHIVED' });
    expect((await moduleEvents(m.id)).map((e) => e.action)).toEqual(['archived', 'restored']);
  });
});

describe('favorites', () => {
  it('POST is idempotent and per user; DELETE removes only the caller’s', async () => {
    const m = await seedModule(t, here, { name: 'Fav' });
    const first = await favorite(cast.projGuest.agent, m.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), module: m.id, created_at: expect.any(String) });
    expect((await favorite(cast.projGuest.agent, m.id)).json().id).toBe(first.json().id);
    await favorite(member(), m.id);
    const rows = await t.query("SELECT name, project_id, entity_type FROM user_favorites WHERE entity_identifier = $1 AND user_id = $2", [m.id, cast.projGuest.id]);
    expect(rows).toEqual([{ name: 'Fav', project_id: p(), entity_type: 'module' }]);
    expect((await cast.projGuest.agent.get(apiPaths.module(w.slug, p(), m.id))).json().is_favorite).toBe(true);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteModule(w.slug, p(), m.id))).statusCode).toBe(204);
    expect((await cast.projGuest.agent.delete(apiPaths.favoriteModule(w.slug, p(), m.id))).statusCode).toBe(204);
    expect(await favorites(m.id)).toEqual([{ user_id: cast.projMember.id }]);
  });
});

describe('user-properties', () => {
  it('answers the defaults, then merges the caller’s settings key by key, per user and per module', async () => {
    const m = await seedModule(t, here);
    const url = apiPaths.moduleUserProperties(w.slug, p(), m.id);
    const defaults = (await member().get(url)).json();
    expect(defaults.display_filters).toMatchObject({ layout: 'list', group_by: null, sub_issue: true });
    expect(defaults.display_filters.order_by).toBeUndefined();
    expect(defaults.sub_issue_display_properties).toBeUndefined();
    await member().patch(url, { filters: { priority: ['high'] }, display_filters: { layout: 'kanban', group_by: 'state' } });
    const merged = (await member().patch(url, { display_filters: { order_by: '-priority' }, display_properties: { key: false } })).json();
    expect(merged.filters).toEqual({ priority: ['high'] });
    expect(merged.display_filters).toMatchObject({ layout: 'kanban', group_by: 'state', order_by: '-priority' });
    expect(merged.display_properties.key).toBe(false);
    expect((await cast.projGuest.agent.get(url)).json()).toEqual(defaults);
    expect((await member().get(apiPaths.moduleUserProperties(w.slug, p(), (await seedModule(t, here)).id))).json()).toEqual(defaults);
    expect((await member().patch(url, { display_filters: { group_by: 'password' } })).statusCode).toBe(400);
  });
});
