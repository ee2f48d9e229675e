import {
  apiPaths, PUBLIC_READ_RATE_LIMIT, PUBLISH_TEXT, publicBoardMetaSchema, publicBoardSettingsSchema, publicWorkItemDetailSchema, publicWorkItemPageSchema,
  type PublicWorkItem, type PublicWorkItemDetail, type PublicWorkItemPage,
} from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, type Who } from '../comments/work-items.test-support';
import { publishBoard, publishView, seedPublicWorld, type PublicWorld } from './public-boards.test-support';

// The public board's reads over HTTP: every route for every kind of caller, unpublished anchors, the list engine's
// filters, groups and paging, view boards, headers and the per-IP rate limit.

// Migrations and a seeded world on a shared machine: more room than jest's 5 s.
jest.setTimeout(60_000);

let t: TestApp;
let pw: PublicWorld;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  pw = await seedPublicWorld(t);
});

const get = (url: string, who: Who = 'anonymous') => agentOf(pw.cast, who).get(url);
const page = async (url: string, who: Who = 'anonymous') => {
  const res = await get(url, who);
  expect(res.statusCode).toBe(200);
  return publicWorkItemPageSchema.parse(res.json()) as PublicWorkItemPage;
};
const flatIds = (p: PublicWorkItemPage) => (p.results as PublicWorkItem[]).map((i) => i.id).sort();
const sorted = (...ids: string[]) => [...ids].sort();

const readPaths = (anchor: string) => [
  apiPaths.publicSettings(anchor),
  apiPaths.publicMeta(anchor),
  apiPaths.publicIssues(anchor),
  apiPaths.publicStates(anchor),
  apiPaths.publicLabels(anchor),
  apiPaths.publicMembers(anchor),
  apiPaths.publicCycles(anchor),
  apiPaths.publicModules(anchor),
];

describe('public reads: who may read', () => {
  it('answers every read to the signed out, an outsider of another workspace and a member alike (200)', async () => {
    const urls = [...readPaths(pw.anchor), apiPaths.publicIssue(pw.anchor, pw.items.a.id)];
    for (const who of ['anonymous', 'outsider', 'wsMemberOut', 'projMember'] as Who[]) {
      for (const url of urls) expect([who, url, (await get(url, who)).statusCode]).toEqual([who, url, 200]);
    }
  });

  it('answers 404 "not published" at once for unknown, malformed and unpublished anchors', async () => {
    const unknown = 'A'.repeat(32);
    for (const anchor of [unknown, 'short', `${'b'.repeat(31)}!`, 'x'.repeat(60)]) {
      for (const url of readPaths(anchor)) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.json()).toMatchObject({ error: PUBLISH_TEXT.notPublished });
      }
    }
    expect((await get(apiPaths.publicSettings(pw.anchor))).statusCode).toBe(200);
    await t.query('DELETE FROM deploy_boards WHERE id = $1', [pw.boardId]);
    for (const url of readPaths(pw.anchor)) expect((await get(url)).statusCode).toBe(404);
  });

  it('answers 404 for an archived project and for a view made private since', async () => {
    const { anchor, view } = await publishView(t, pw, {});
    expect((await get(apiPaths.publicIssues(anchor))).statusCode).toBe(200);
    await t.query("UPDATE issue_views SET access = 'private' WHERE id = $1", [view.id]);
    expect((await get(apiPaths.publicIssues(anchor))).statusCode).toBe(404);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [pw.w.project.id]);
    expect((await get(apiPaths.publicSettings(pw.anchor))).statusCode).toBe(404);
  });
});

describe('settings/ and meta/', () => {
  it('settings: the switches, every layout named and the first offered layout as default', async () => {
    const s = publicBoardSettingsSchema.parse((await get(apiPaths.publicSettings(pw.anchor))).json());
    expect(s).toMatchObject({ anchor: pw.anchor, entity_name: 'project', is_comments_enabled: true, is_activity_enabled: true, is_votes_enabled: false, default_layout: 'list' });
    expect(s.view_props).toEqual({ list: true, kanban: true, calendar: false, spreadsheet: false, gantt: false });
    await t.query(`UPDATE deploy_boards SET view_props = '{"calendar": true, "gantt": true}' WHERE id = $1`, [pw.boardId]);
    const again = publicBoardSettingsSchema.parse((await get(apiPaths.publicSettings(pw.anchor))).json());
    expect(again.default_layout).toBe('calendar');
    expect(again.view_props).toEqual({ list: false, kanban: false, calendar: true, spreadsheet: false, gantt: true });
  });

  it('meta: workspace, project and (view boards) view names only', async () => {
    const m = publicBoardMetaSchema.strict().parse((await get(apiPaths.publicMeta(pw.anchor))).json());
    expect(m.project.identifier).toBe(pw.w.project.identifier);
    expect(m.view).toBeNull();
    expect(Object.keys(m.workspace).sort()).toEqual(['logo_url', 'name']);
    const { anchor } = await publishView(t, pw, {});
    expect(publicBoardMetaSchema.parse((await get(apiPaths.publicMeta(anchor))).json()).view).toEqual({ name: 'Urgent things', description: '' });
  });
});

describe('issues/', () => {
  it('lists live top-level and sub items only: no archived, draft, deleted, intake, epic or other-project item', async () => {
    const p = await page(apiPaths.publicIssues(pw.anchor));
    const { a, b, c, sub, inArchivedCycle } = pw.items;
    expect(flatIds(p)).toEqual(sorted(a.id, b.id, c.id, sub.id, inArchivedCycle.id));
    expect(p.total_count).toBe(5);
    for (const id of Object.values(pw.hidden)) expect(JSON.stringify(p)).not.toContain(id);
  });

  it('presents references within the board: archived cycle and module ids become null / left out', async () => {
    const p = await page(apiPaths.publicIssues(pw.anchor));
    const byId = new Map((p.results as PublicWorkItem[]).map((i) => [i.id, i]));
    expect(byId.get(pw.items.a.id)).toMatchObject({
      priority: 'high',
      label_ids: [pw.w.project.labelId],
      assignee_ids: [pw.cast.projMember.id],
      cycle_id: pw.cycleId,
      module_ids: [pw.moduleId],
      comment_count: 0,
      votes: { up: 0, down: 0, mine: 0 },
      reactions: [],
    });
    expect(byId.get(pw.items.inArchivedCycle.id)).toMatchObject({ cycle_id: null, module_ids: [] });
  });

  it('filters by state, priority and labels, searches, and ignores other filters', async () => {
    const url = apiPaths.publicIssues(pw.anchor);
    expect(flatIds(await page(`${url}?priority=high,urgent`))).toEqual(sorted(pw.items.a.id, pw.items.c.id));
    expect(flatIds(await page(`${url}?state=${pw.w.project.extraStateId}`))).toEqual([pw.items.b.id]);
    expect(flatIds(await page(`${url}?labels=${pw.w.project.childLabelId}`))).toEqual([pw.items.c.id]);
    expect(flatIds(await page(`${url}?search=charlie`))).toEqual([pw.items.c.id]);
    expect(flatIds(await page(`${url}?assignees=${pw.cast.projMember.id}`))).toHaveLength(5);
  });

  it('groups by state, priority and labels in the app page shapes, and pages with cursors', async () => {
    const url = apiPaths.publicIssues(pw.anchor);
    const byPriority = await page(`${url}?group_by=priority`);
    expect(byPriority.grouped_by).toBe('priority');
    const groups = byPriority.results as Record<string, { results: PublicWorkItem[]; total_results: number }>;
    expect(groups.high.results.map((i) => i.id)).toEqual([pw.items.a.id]);
    expect(groups.none.total_results).toBe(2);
    const byLabels = (await page(`${url}?group_by=labels`)).results as Record<string, { total_results: number }>;
    expect(byLabels[pw.w.project.labelId].total_results).toBe(1);
    expect(byLabels.None.total_results).toBe(3);
    const first = await page(`${url}?per_page=2&order_by=created_at`);
    expect(first.results).toHaveLength(2);
    expect(first.next_page_results).toBe(true);
    const second = await page(`${url}?cursor=${first.next_cursor}&order_by=created_at`);
    expect(second.results).toHaveLength(2);
    const third = await page(`${url}?cursor=${second.next_cursor}&order_by=created_at`);
    expect(third.next_page_results).toBe(false);
    const all = [first, second, third].flatMap((p) => (p.results as PublicWorkItem[]).map((i) => i.id));
    expect(new Set(all).size).toBe(5);
  });

  it('refuses bad queries with 400 (group_by, order_by, cursor outside the public lists)', async () => {
    const url = apiPaths.publicIssues(pw.anchor);
    for (const q of ['group_by=assignees', 'order_by=name', 'cursor=abc', 'per_page=0', `search=${'x'.repeat(201)}`]) {
      expect([q, (await get(`${url}?${q}`)).statusCode]).toEqual([q, 400]);
    }
  });
});

describe('issues/{id}/', () => {
  it('answers an item of the board with sanitised description, comments and activity', async () => {
    await t.query("UPDATE work_items SET description_html = '<p>Hi<script>alert(1)</script><a href=\"javascript:alert(1)\">x</a></p>' WHERE id = $1", [pw.items.a.id]);
    const res = await get(apiPaths.publicIssue(pw.anchor, pw.items.a.id));
    expect(res.statusCode).toBe(200);
    const d = publicWorkItemDetailSchema.parse(res.json()) as PublicWorkItemDetail;
    expect(d.description_html).not.toContain('script');
    expect(d.description_html).not.toContain('javascript:');
    const fields = d.activity.map((x) => x.field);
    expect(fields).toEqual(expect.arrayContaining(['priority', 'labels', 'start_date']));
    // Cycle, assignee and module changes are not public activity.
    expect(fields).not.toEqual(expect.arrayContaining(['cycle']));
    expect(fields).not.toContain('assignees');
    expect(d.activity.find((x) => x.field === 'labels')?.new_value).toBe('Area');
    expect(d.activity.find((x) => x.field === 'priority')).toMatchObject({ old_value: 'none', new_value: 'high' });
  });

  it('leaves activity out when the board does not show it', async () => {
    await t.query('UPDATE deploy_boards SET is_activity_enabled = false WHERE id = $1', [pw.boardId]);
    const d = (await get(apiPaths.publicIssue(pw.anchor, pw.items.a.id))).json() as PublicWorkItemDetail;
    expect(d.activity).toEqual([]);
  });

  it('answers 404 "Work item not found" for hidden, other-project, foreign, unknown and malformed ids', async () => {
    for (const id of [...Object.values(pw.hidden), '00000000-0000-4000-8000-000000000000', 'not-a-uuid', pw.w.project.id]) {
      const res = await get(apiPaths.publicIssue(pw.anchor, id));
      expect([id, res.statusCode]).toEqual([id, 404]);
      expect(res.json()).toMatchObject({ error: PUBLISH_TEXT.workItemNotFound });
    }
  });
});

describe('view boards', () => {
  it('shows only the view items (saved filters AND the visitor filters), 404 for items outside the view', async () => {
    const { anchor } = await publishView(t, pw, { priority: ['urgent', 'high'] });
    const url = apiPaths.publicIssues(anchor);
    expect(flatIds(await page(url))).toEqual(sorted(pw.items.a.id, pw.items.c.id));
    expect(flatIds(await page(`${url}?priority=urgent,low`))).toEqual([pw.items.c.id]);
    // No value in common: the same shapes, empty.
    const none = await page(`${url}?priority=low&group_by=state`);
    expect(none.total_count).toBe(0);
    expect(none.grouped_by).toBe('state');
    const grouped = (await page(`${url}?group_by=labels`)).results as Record<string, { total_results: number }>;
    expect(grouped[pw.w.project.childLabelId].total_results).toBe(1);
    expect((await get(apiPaths.publicIssue(anchor, pw.items.c.id))).statusCode).toBe(200);
    expect((await get(apiPaths.publicIssue(anchor, pw.items.b.id))).statusCode).toBe(404);
  });

  it('a private view board answers 404 everywhere', async () => {
    const { anchor } = await publishView(t, pw, {}, 'private');
    for (const url of readPaths(anchor)) expect((await get(url)).statusCode).toBe(404);
  });
});

describe('headers and rate limit', () => {
  it('every answer is no-store and noindex unless the board is indexable', async () => {
    for (const url of [...readPaths(pw.anchor), apiPaths.publicSettings('A'.repeat(32))]) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const indexable = await publishBoard(t, { ...pw.w, project: pw.w.otherProject }, pw.cast.wsAdmin.id, { is_indexable: true });
    const res = await get(apiPaths.publicIssues(indexable.anchor));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('limits public reads per client IP (429 with Retry-After past the limit)', async () => {
    const now = t.deps.now().getTime();
    const windowMs = PUBLIC_READ_RATE_LIMIT.windowSec * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    // As if this IP had read the limit already in this window.
    await t.query('INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, $3)', ['public-read:127.0.0.1', windowStart, PUBLIC_READ_RATE_LIMIT.limit]);
    const res = await get(apiPaths.publicSettings(pw.anchor));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(apiPaths.publicIssues('A'.repeat(32)))).statusCode).toBe(429);
  });
});
