import { apiPaths, intakeIssuePageSchema, PUBLISH_TEXT, publicIntakeCreatedSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callAs, newCast, seedWorld, WHO, type Cast, type Who, type World } from '../../comments/work-items.test-support';
import { clearPublicLimits, eventsAbout, publishBoard, setSwitches } from './interactions.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let board: { anchor: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  board = await publishBoard(t, w, w.project.id, cast.wsAdmin.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => t.clock.reset());
beforeEach(async () => {
  await setSwitches(t, board.id, { is_intake_enabled: true });
  await t.query('UPDATE projects SET inbox_view = true WHERE id = $1', [w.project.id]);
  await clearPublicLimits(t);
});

const file = (who: Who, body: unknown = { name: 'Please add dark mode', description_html: '<p>It would help</p>' }, anchor = board.anchor) =>
  callAs(cast, who, { method: 'POST', url: apiPaths.publicIntake(anchor), body });

describe('public intake: who may call', () => {
  const expected: Record<Who, number> = { anonymous: 401, outsider: 201, wsMemberOut: 201, projGuest: 201, projMember: 201, projAdmin: 201, wsAdmin: 201 };
  it.each(WHO)('file a request as %s', async (who) => {
    expect((await file(who)).statusCode).toBe(expected[who]);
  });
});

describe('public intake', () => {
  it('files a pending request with source deploy-board and the caller as creator; sanitised; events; the app lists it', async () => {
    const res = await file('outsider', { name: '  Export to CSV  ', description_html: '<p>ok</p><img src=x onerror=alert(1)><script>x</script>' });
    expect(res.statusCode).toBe(201);
    const body = publicIntakeCreatedSchema.strict().parse(res.json());
    expect(body).toMatchObject({ name: 'Export to CSV', status: 'pending' });
    const [row] = await t.query<{ source: string; created_by: string; status: string }>('SELECT source, created_by, status FROM intake_issues WHERE id = $1', [body.id]);
    expect(row).toEqual({ source: 'deploy-board', created_by: cast.outsider.id, status: 'pending' });
    const [item] = await t.query<{ is_intake: boolean; description_html: string; project_id: string; created_by: string }>(
      'SELECT is_intake, description_html, project_id, created_by FROM work_items WHERE id = $1',
      [body.id],
    );
    expect(item).toMatchObject({ is_intake: true, project_id: w.project.id, created_by: cast.outsider.id });
    expect(item.description_html).not.toMatch(/script|onerror/);
    expect((await eventsAbout(t, body.id)).map((e) => [e.entity_type, e.action])).toContainEqual(['work_item', 'created']);
    const list = await cast.projMember.agent.get(apiPaths.intakeIssues(w.slug, w.project.id));
    expect(list.statusCode).toBe(200);
    const page = intakeIssuePageSchema.parse(list.json());
    expect(page.results.map((r) => [r.id, r.source])).toContainEqual([body.id, 'deploy-board']);
  });

  it('the board switch off, or the project intake off → 403 with the message; nothing written', async () => {
    const before = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM intake_issues');
    await setSwitches(t, board.id, { is_intake_enabled: false });
    const off = await file('outsider');
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(PUBLISH_TEXT.intakeOff);
    await setSwitches(t, board.id, { is_intake_enabled: true });
    await t.query('UPDATE projects SET inbox_view = false WHERE id = $1', [w.project.id]);
    const projectOff = await file('outsider');
    expect(projectOff.statusCode).toBe(403);
    expect(projectOff.json().error).toBe(PUBLISH_TEXT.intakeOff);
    expect(await t.query<{ n: number }>('SELECT count(*)::int AS n FROM intake_issues')).toEqual(before);
  });

  it('a view board files into the view’s project; a private view or an unpublished anchor → 404', async () => {
    const [view] = await t.query<{ id: string }>(
      "INSERT INTO issue_views (workspace_id, project_id, name, access, owned_by, created_by) VALUES ($1, $2, 'Roadmap', 'public', $3, $3) RETURNING id",
      [w.workspaceId, w.project.id, cast.wsAdmin.id],
    );
    const vb = await publishBoard(t, w, w.project.id, cast.wsAdmin.id, {}, view.id);
    const res = await file('outsider', { name: 'From the view' }, vb.anchor);
    expect(res.statusCode).toBe(201);
    const [row] = await t.query<{ project_id: string }>('SELECT project_id FROM intake_issues WHERE id = $1', [res.json().id]);
    expect(row.project_id).toBe(w.project.id);
    await t.query("UPDATE issue_views SET access = 'private' WHERE id = $1", [view.id]);
    expect((await file('outsider', { name: 'x' }, vb.anchor)).statusCode).toBe(404);
    await t.query('DELETE FROM deploy_boards WHERE id = $1', [vb.id]);
    const gone = await file('outsider', { name: 'x' }, vb.anchor);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(PUBLISH_TEXT.notPublished);
  });

  it('bad input → 400, never 5xx', async () => {
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(300) }, { name: 'a\u0000b' }, { name: 'ok', description_html: 'x'.repeat(20_001) }, { name: 'ok', priority: 'urgent' }]) {
      expect((await file('outsider', body)).statusCode).toBe(400);
    }
  });

  it('counts against the same per-user write limit (429 with Retry-After)', async () => {
    // One fixed instant, so the loop cannot straddle two rate-limit windows.
    t.clock.set(new Date());
    let last = 0;
    let retryAfter: unknown;
    for (let i = 0; i < 40 && last !== 429; i += 1) {
      const res = await file('projAdmin', { name: `Request ${i}` });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'];
    }
    t.clock.reset();
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
