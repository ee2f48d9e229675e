import { randomUUID } from 'node:crypto';
import { apiPaths, ERROR_CODE, PAGE_ERROR_CODE, PAGE_TEXT, pageSchema, pagesSummarySchema } from '@cairn/types';
import type { PageWithProjects } from '../../data/repositories/pages.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { pageEventsOf, pageFavoritesOf, seedPage, seedPageFavorite, type SeedPageInput } from './pages.test-support';

// Pages: create, list (types, search, sort, filters), summary, read, edit, delete; access, lock, archive and their
// favorites; events and their privacy; the page_view flag; foreign ids.

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

const p = () => [w.slug, w.project.id] as const;
const member = () => cast.projMember.agent;
const page = (extra: Partial<SeedPageInput> = {}): Promise<PageWithProjects> =>
  seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
const names = (body: Array<{ name: string }>) => body.map((x) => x.name);

describe('create and read', () => {
  it('creates with a client id, the caller as owner, sanitised HTML, defaults; reads it back; records a created event', async () => {
    const id = randomUUID();
    const res = await member().post(apiPaths.pages(...p()), {
      id, name: '  Spec ', description_html: '<p>Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script></p>', label_ids: [w.project.labelId],
      logo_props: { in_use: 'emoji', emoji: { value: '128640' } },
    });
    expect(res.statusCode).toBe(201);
    const body = pageSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      id, workspace: w.workspaceId, name: 'Spec', access: 'public', owned_by: cast.projMember.id, project_ids: [w.project.id], is_locked: false,
      archived_at: null, is_favorite: false, label_ids: [w.project.labelId], color: '', description_preview: 'Hi x',
    });
    expect(body.description_html).not.toMatch(/script|javascript/);
    expect((await cast.projGuest.agent.get(apiPaths.page(...p(), id))).json()).toMatchObject({ id, name: 'Spec', description_html: body.description_html });
    expect(await pageEventsOf(t, id)).toEqual([
      expect.objectContaining({ action: 'created', project_id: w.project.id, changes: expect.objectContaining({ name: { old: null, new: 'Spec' } }) }),
    ]);
    expect((await member().post(apiPaths.pages(...p()), { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('an untitled page is allowed; labels of another project are refused (400, nothing stored)', async () => {
    expect((await member().post(apiPaths.pages(...p()), {})).json()).toMatchObject({ name: '', description_html: '<p></p>' });
    const before = await t.query('SELECT count(*)::int AS n FROM pages');
    const res = await member().post(apiPaths.pages(...p()), { name: 'L', label_ids: [w.otherProject.labelId] });
    expect([res.statusCode, res.json().details]).toEqual([400, { label_ids: ['Label not found'] }]);
    expect(await t.query('SELECT count(*)::int AS n FROM pages')).toEqual(before);
  });

  it('a private page records no event; other members do not see it, not even admins', async () => {
    const res = await member().post(apiPaths.pages(...p()), { name: 'Diary', access: 'private' });
    const id = res.json().id as string;
    expect(await pageEventsOf(t, id)).toEqual([]);
    for (const who of ['projAdmin', 'wsAdmin', 'projGuest'] as const) {
      expect((await cast[who].agent.get(apiPaths.page(...p(), id))).statusCode).toBe(404);
      expect(names((await cast[who].agent.get(apiPaths.pages(...p()))).json())).not.toContain('Diary');
    }
    expect((await member().patch(apiPaths.page(...p(), id), { name: 'Diary 2' })).statusCode).toBe(200);
    expect(await pageEventsOf(t, id)).toEqual([]);
  });
});

describe('list, summary, archived', () => {
  let slug: string;
  let projectId: string;
  beforeAll(async () => {
    // A project of its own so the counts are exact.
    const world = await seedWorld(t, cast);
    slug = world.slug;
    projectId = world.project.id;
    const seed = (name: string, extra: Partial<SeedPageInput>, minutes: number) =>
      seedPage(t, { workspaceId: world.workspaceId, projectId, ownedBy: cast.projMember.id, name, at: new Date(Date.UTC(2026, 0, 1, 0, minutes)), ...extra });
    await seed('alpha notes', { html: `<p>${'word '.repeat(100)}</p>` }, 3);
    await seed('Beta plan', { ownedBy: cast.projAdmin.id, html: '<p>roadmap of the quarter</p>' }, 1);
    await seed('gamma private', { access: 'private' }, 2);
    await seed('Delta admin private', { access: 'private', ownedBy: cast.projAdmin.id }, 4);
    await seed('Old archived', { archived: true }, 0);
    const fav = await seed('Zeta favorite', {}, 5);
    await seedPageFavorite(t, fav, cast.projMember.id);
  });
  const list = (query = '') => member().get(`${apiPaths.pages(slug, projectId)}${query}`);

  it('answers live pages the caller can read, updated_at descending by default, without HTML, with a short preview', async () => {
    const res = await list();
    expect(names(res.json())).toEqual(['Zeta favorite', 'alpha notes', 'gamma private', 'Beta plan']);
    for (const item of res.json()) {
      expect(item.description_html).toBeUndefined();
      expect(item.description_preview.length).toBeLessThanOrEqual(200);
      pageSchema.strict().parse(item);
    }
    expect(res.json().map((x: { is_favorite: boolean }) => x.is_favorite)).toEqual([true, false, false, false]);
  });

  it.each([
    ['?type=public', ['Zeta favorite', 'alpha notes', 'Beta plan']],
    ['?type=private', ['gamma private']],
    ['?type=archived', ['Old archived']],
    ['?sort_key=name&sort_by=asc', ['alpha notes', 'Beta plan', 'gamma private', 'Zeta favorite']],
    ['?sort_key=created_at&sort_by=asc', ['Beta plan', 'gamma private', 'alpha notes', 'Zeta favorite']],
    ['?search=PLAN', ['Beta plan']],
    ['?search=roadmap', ['Beta plan']],
    ['?search=%25', []],
    ['?owned_by_me=true', ['Zeta favorite', 'alpha notes', 'gamma private']],
    ['?favorites=true', ['Zeta favorite']],
  ])('GET pages/%s', async (query, expected) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(expected);
  });

  it('counts per tab, and archived-pages/ lists the archived ones', async () => {
    const summary = pagesSummarySchema.strict().parse((await member().get(apiPaths.pagesSummary(slug, projectId))).json());
    expect(summary).toEqual({ public_pages: 3, private_pages: 1, archived_pages: 1 });
    expect((await cast.projAdmin.agent.get(apiPaths.pagesSummary(slug, projectId))).json()).toEqual({ public_pages: 3, private_pages: 1, archived_pages: 1 });
    expect(names((await member().get(apiPaths.archivedPages(slug, projectId))).json())).toEqual(['Old archived']);
  });

  it('refuses unknown list parameters with 400', async () => {
    for (const q of ['?type=mine', '?sort_key=owned_by', '?sort_by=up', '?owned_by_me=yes', '?colour=red']) expect((await list(q)).statusCode).toBe(400);
  });
});

describe('edit', () => {
  it('edits name, logo, color and labels; records an updated event with the changes', async () => {
    const pg = await page({ name: 'Before' });
    const res = await member().patch(apiPaths.page(...p(), pg.id), { name: 'After', color: '#112233', label_ids: [w.project.childLabelId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After', color: '#112233', label_ids: [w.project.childLabelId], updated_by: cast.projMember.id });
    const events = await pageEventsOf(t, pg.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'updated', changes: { name: { old: 'Before', new: 'After' }, color: { old: '', new: '#112233' } } });
  });

  it('replaces the content from description_html (sanitised) and keeps the HTML, text and mentions in step', async () => {
    const pg = await page();
    const res = await member().patch(apiPaths.page(...p(), pg.id), { description_html: '<h2>Title</h2><p>Body <img src="javascript:x"></p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().description_html).toContain('Title');
    expect(res.json().description_html).not.toContain('javascript');
    const [row] = await t.query<{ description_stripped: string; binary: boolean }>('SELECT description_stripped, description_binary IS NOT NULL AS binary FROM pages WHERE id = $1', [pg.id]);
    expect(row.description_stripped).toMatch(/Title\s+Body/);
    expect(row.binary).toBe(true);
  });

  it('a locked page keeps its content (409 PAGE_LOCKED) but its properties stay editable; archived → 409 PAGE_ARCHIVED', async () => {
    const locked = await page({ isLocked: true, html: '<p>kept</p>' });
    const res = await member().patch(apiPaths.page(...p(), locked.id), { description_html: '<p>gone</p>' });
    expect([res.statusCode, res.json().error_code, res.json().error]).toEqual([409, PAGE_ERROR_CODE.PAGE_LOCKED, PAGE_TEXT.locked]);
    expect((await member().patch(apiPaths.page(...p(), locked.id), { name: 'Renamed' })).statusCode).toBe(200);
    const archived = await page({ archived: true });
    const res2 = await member().patch(apiPaths.page(...p(), archived.id), { description_html: '<p>gone</p>' });
    expect([res2.statusCode, res2.json().error_code]).toEqual([409, PAGE_ERROR_CODE.PAGE_ARCHIVED]);
    expect((await t.query('SELECT description_html FROM pages WHERE id = $1', [locked.id]))[0]).toEqual({ description_html: '<p>kept</p>' });
  });

  it('a guest reads but does not edit (403 with the page text)', async () => {
    const pg = await page();
    const res = await cast.projGuest.agent.patch(apiPaths.page(...p(), pg.id), { name: 'x' });
    expect([res.statusCode, res.json().error]).toEqual([403, PAGE_TEXT.notAllowed]);
  });
});

describe('access, lock, archive, delete', () => {
  it('made private: others\' favorites go, the owner\'s stays; the event says only access; later edits record nothing', async () => {
    const pg = await page();
    for (const who of [cast.projMember.id, cast.projAdmin.id, cast.projGuest.id]) await seedPageFavorite(t, pg, who);
    const res = await member().post(apiPaths.pageAccess(...p(), pg.id), { access: 'private' });
    expect([res.statusCode, res.json().access]).toEqual([200, 'private']);
    expect(await pageFavoritesOf(t, pg.id)).toEqual([cast.projMember.id]);
    await member().patch(apiPaths.page(...p(), pg.id), { name: 'secret name' });
    expect((await pageEventsOf(t, pg.id)).map((e) => [e.action, e.changes])).toEqual([['updated', { access: { old: 'public', new: 'private' } }]]);
    expect((await member().post(apiPaths.pageAccess(...p(), pg.id), { access: 'public' })).json().access).toBe('public');
    expect((await pageEventsOf(t, pg.id)).at(-1)).toMatchObject({ changes: { access: { old: 'private', new: 'public' } } });
  });

  it('lock and unlock answer the page; a locked page refuses content edits until unlocked', async () => {
    const pg = await page();
    expect((await member().post(apiPaths.pageLock(...p(), pg.id))).json().is_locked).toBe(true);
    // Idempotent: locking a locked page answers the page, records nothing more.
    expect(pageSchema.strict().parse((await member().post(apiPaths.pageLock(...p(), pg.id))).json()).is_locked).toBe(true);
    expect((await member().patch(apiPaths.pageDescription(...p(), pg.id), { description_html: '<p>x</p>' })).statusCode).toBe(409);
    expect((await member().delete(apiPaths.pageLock(...p(), pg.id))).json().is_locked).toBe(false);
    expect((await member().patch(apiPaths.pageDescription(...p(), pg.id), { description_html: '<p>x</p>' })).statusCode).toBe(200);
    expect((await pageEventsOf(t, pg.id)).map((e) => e.changes.is_locked?.new)).toEqual([true, false]);
  });

  it('archive answers archived_at and removes everyone\'s favorites; restore clears it; restoring a live page is 409', async () => {
    const pg = await page();
    await seedPageFavorite(t, pg, cast.projMember.id);
    await seedPageFavorite(t, pg, cast.projAdmin.id);
    const res = await member().post(apiPaths.pageArchive(...p(), pg.id));
    expect(res.statusCode).toBe(200);
    const [row] = await t.query<{ archived_at: Date }>('SELECT archived_at FROM pages WHERE id = $1', [pg.id]);
    expect(res.json()).toEqual({ archived_at: row.archived_at.toISOString() });
    expect(await pageFavoritesOf(t, pg.id)).toEqual([]);
    const fav = await member().post(apiPaths.favoritePage(...p(), pg.id));
    expect([fav.statusCode, fav.json().error]).toEqual([400, 'Archived items cannot be added to favorites']);
    expect((await member().delete(apiPaths.pageArchive(...p(), pg.id))).statusCode).toBe(204);
    expect((await member().get(apiPaths.page(...p(), pg.id))).json().archived_at).toBeNull();
    const again = await member().delete(apiPaths.pageArchive(...p(), pg.id));
    expect([again.statusCode, again.json().error]).toEqual([409, PAGE_TEXT.notArchived]);
    expect((await pageEventsOf(t, pg.id)).map((e) => e.action)).toEqual(['archived', 'restored']);
  });

  it('delete needs an archived page (409 otherwise), then removes it with its favorites and records deleted', async () => {
    const pg = await page();
    const refused = await member().delete(apiPaths.page(...p(), pg.id));
    expect([refused.statusCode, refused.json().error, refused.json().error_code]).toEqual([409, PAGE_TEXT.deleteNotArchived, ERROR_CODE.CONFLICT]);
    await member().post(apiPaths.pageArchive(...p(), pg.id));
    await seedPageFavorite(t, pg, cast.projAdmin.id);
    expect((await member().delete(apiPaths.page(...p(), pg.id))).statusCode).toBe(204);
    expect(await t.query('SELECT id FROM pages WHERE id = $1', [pg.id])).toEqual([]);
    expect(await pageFavoritesOf(t, pg.id)).toEqual([]);
    expect((await pageEventsOf(t, pg.id)).map((e) => e.action)).toEqual(['archived', 'deleted']);
    expect((await member().get(apiPaths.page(...p(), pg.id))).statusCode).toBe(404);
  });

  it('favorite-pages/: idempotent add (201 then 200) and remove; is_favorite follows', async () => {
    const pg = await page();
    expect((await member().post(apiPaths.favoritePage(...p(), pg.id))).statusCode).toBe(201);
    expect((await member().post(apiPaths.favoritePage(...p(), pg.id))).statusCode).toBe(200);
    expect((await member().get(apiPaths.page(...p(), pg.id))).json().is_favorite).toBe(true);
    expect(await pageFavoritesOf(t, pg.id)).toEqual([cast.projMember.id]);
    expect((await member().delete(apiPaths.favoritePage(...p(), pg.id))).statusCode).toBe(204);
    expect((await member().delete(apiPaths.favoritePage(...p(), pg.id))).statusCode).toBe(204);
    expect(await pageFavoritesOf(t, pg.id)).toEqual([]);
  });
});

describe('the page_view flag', () => {
  it('off: creating and duplicating are refused (400 PAGES_OFF); reading, editing and archiving still work', async () => {
    const pg = await page();
    await t.query('UPDATE projects SET page_view = false WHERE id = $1', [w.project.id]);
    try {
      const res = await member().post(apiPaths.pages(...p()), { name: 'x' });
      expect([res.statusCode, res.json().error_code, res.json().error]).toEqual([400, PAGE_ERROR_CODE.PAGES_OFF, PAGE_TEXT.pagesOff]);
      expect((await member().post(apiPaths.pageDuplicate(...p(), pg.id), {})).json().error_code).toBe(PAGE_ERROR_CODE.PAGES_OFF);
      expect((await member().get(apiPaths.pages(...p()))).statusCode).toBe(200);
      expect((await member().patch(apiPaths.page(...p(), pg.id), { name: 'still' })).statusCode).toBe(200);
      expect((await member().post(apiPaths.pageArchive(...p(), pg.id))).statusCode).toBe(200);
    } finally {
      await t.query('UPDATE projects SET page_view = true WHERE id = $1', [w.project.id]);
    }
  });
});

describe('foreign ids → 404, nothing changed', () => {
  it('another project\'s, another workspace\'s page, and my page through another workspace', async () => {
    const mine = await page();
    const otherProjectPage = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, ownedBy: cast.projMember.id });
    const foreign = await seedPage(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, ownedBy: cast.outsider.id });
    for (const id of [otherProjectPage.id, foreign.id]) {
      expect((await member().get(apiPaths.page(...p(), id))).statusCode).toBe(404);
      expect((await member().patch(apiPaths.page(...p(), id), { name: 'x' })).statusCode).toBe(404);
      expect((await cast.wsAdmin.agent.post(apiPaths.pageArchive(...p(), id))).statusCode).toBe(404);
      expect((await member().get(apiPaths.pageDescription(...p(), id))).statusCode).toBe(404);
      expect((await member().post(apiPaths.favoritePage(...p(), id))).statusCode).toBe(404);
    }
    expect((await member().get(apiPaths.page(w.foreign.slug, w.foreign.project.id, mine.id))).statusCode).toBe(404);
    expect((await cast.outsider.agent.get(apiPaths.page(w.foreign.slug, w.foreign.project.id, mine.id))).statusCode).toBe(404);
    expect((await cast.outsider.agent.post(apiPaths.pageArchive(w.foreign.slug, w.foreign.project.id, mine.id))).statusCode).toBe(404);
    expect((await t.query('SELECT name, archived_at FROM pages WHERE id = ANY($1::uuid[])', [[otherProjectPage.id, foreign.id, mine.id]])).every((r) => r.archived_at === null)).toBe(true);
  });
});
