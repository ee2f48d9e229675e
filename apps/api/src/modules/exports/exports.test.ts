import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, EXPORT_TEXT, workItemExportListSchema, workItemExportSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, newCast, seedWorkItem, seedWorld, WHO, type Cast, type World } from '../comments/work-items.test-support';
import { csvCell, csvLine } from './csv';
import { exportWorkItemsJob } from './exports.job';

let t: TestApp;
let c: Cast;
let w: World;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cairn-exports-'));
  t = await createTestApp({ config: { assets: { dir, urlExpirySeconds: 900 } } });
  c = await newCast(t);
  w = await seedWorld(t, c);
  const p = w.project;
  const parent = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: p.id, createdBy: c.projMember.id, name: 'Parent', stateId: p.defaultStateId });
  const child = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: p.id, createdBy: c.wsAdmin.id, name: '=cmd|"/c calc"!A1, tricky', stateId: p.defaultStateId, parentId: parent.id });
  await t.query(`UPDATE work_items SET priority = 'high', estimate_point = $2, description_stripped = 'Line one, "two"', start_date = '2026-01-02', target_date = '2026-01-09' WHERE id = $1`, [child.id, p.pointId]);
  await t.query('INSERT INTO work_item_assignees (workspace_id, project_id, work_item_id, assignee_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, p.id, child.id, c.projMember.id]);
  await t.query('INSERT INTO work_item_labels (workspace_id, project_id, work_item_id, label_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, p.id, child.id, p.labelId]);
  const deleted = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: p.id, createdBy: c.wsAdmin.id, name: 'Deleted one' });
  await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [deleted.id]);
  await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, createdBy: c.wsAdmin.id, name: 'Other project item' });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const create = (who: keyof Cast, body: unknown, slug = w.slug) => agentOf(c, who as never).post(apiPaths.exportIssues(slug), body);

describe('csv cells', () => {
  it('quotes per RFC 4180 and guards formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(s).startsWith("'") || csvCell(s).startsWith('"\'')).toBe(true);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('export-issues', () => {
  it('queues a CSV export, the job writes the file, only the creator downloads it', async () => {
    const res = await create('projMember', { provider: 'csv', project: [w.project.id] });
    expect(res.statusCode).toBe(201);
    const row = workItemExportSchema.strict().parse(res.json());
    expect(row).toMatchObject({ status: 'queued', format: 'csv', project_ids: [w.project.id], projects: [{ id: w.project.id, identifier: w.project.identifier }] });
    const jobs = await t.query<{ kind: string }>("SELECT kind FROM jobs WHERE kind = 'export-work-items'");
    expect(jobs.length).toBeGreaterThan(0);

    const early = await c.projMember.agent.get(apiPaths.exportIssuesDownload(w.slug, row.id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: EXPORT_TEXT.notReady, error_code: 'EXPORT_NOT_READY' });

    await t.runJobs();
    const list = workItemExportListSchema.parse((await c.projMember.agent.get(apiPaths.exportIssues(w.slug))).json());
    const done = list.results.find((e) => e.id === row.id)!;
    expect(done).toMatchObject({ status: 'completed', item_count: 2, error: null });
    expect(done.size).toBeGreaterThan(0);
    expect(done.file_name).toMatch(new RegExp(`^work-items-${w.project.identifier}-\\d{8}-\\d{6}\\.csv$`));

    const file = await c.projMember.agent.get(apiPaths.exportIssuesDownload(w.slug, row.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="work-items-/);
    const lines = file.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('identifier,name,project,state,state_group,priority,assignees,labels,cycle,modules,estimate,start_date,target_date,created_at,completed_at,created_by,parent,description');
    expect(lines[1].startsWith(`${w.project.identifier}-1,Parent,`)).toBe(true);
    expect(lines[2]).toContain(`${w.project.identifier}-2,"'=cmd|""/c calc""!A1, tricky",${w.project.identifier},`);
    expect(lines[2]).toContain(',high,');
    expect(lines[2]).toContain(`<${c.projMember.email}>`);
    expect(lines[2]).toContain(',Area,');
    expect(lines[2]).toContain(',2026-01-02,2026-01-09,');
    expect(lines[2]).toContain(`,${w.project.identifier}-1,"Line one, ""two"""`);
    expect(file.body).not.toContain('Deleted one');
    expect(file.body).not.toContain('Other project item');

    // Only its creator: other members (admins too) get 404; outsiders 404.
    expect((await c.wsAdmin.agent.get(apiPaths.exportIssuesDownload(w.slug, row.id))).statusCode).toBe(404);
    expect((await c.outsider.agent.get(apiPaths.exportIssuesDownload(w.slug, row.id))).statusCode).toBe(404);
    expect((await c.outsider.agent.get(apiPaths.exportIssuesDownload(w.foreign.slug, row.id))).statusCode).toBe(404);
    expect(workItemExportListSchema.parse((await c.wsAdmin.agent.get(apiPaths.exportIssues(w.slug))).json()).results).toEqual([]);

    // A retry of a finished export changes nothing.
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await exportWorkItemsJob.run({ export_id: row.id }, { jobId: 'retry', attempt: 2, deps: { db: t.db, mailer: t.mailer, config: t.deps.config, now: t.deps.now }, log });
    const again = workItemExportListSchema.parse((await c.projMember.agent.get(apiPaths.exportIssues(w.slug))).json()).results.find((e) => e.id === row.id)!;
    expect(again).toMatchObject({ status: 'completed', item_count: 2, completed_at: done.completed_at });
  });

  it('writes JSON with ids over several projects', async () => {
    const res = await create('projAdmin', { provider: 'json', project: [w.project.id, w.otherProject.id], multiple: true });
    expect(res.statusCode).toBe(201);
    await t.runJobs();
    const file = await c.projAdmin.agent.get(apiPaths.exportIssuesDownload(w.slug, res.json().id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    const rows = JSON.parse(file.body) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.name)).toEqual(['Parent', '=cmd|"/c calc"!A1, tricky', 'Other project item']);
    expect(rows[1]).toMatchObject({
      identifier: `${w.project.identifier}-2`, priority: 'high', assignee_ids: [c.projMember.id], label_ids: [w.project.labelId], labels: ['Area'],
      estimate: '1', parent: `${w.project.identifier}-1`, project_id: w.project.id, description: 'Line one, "two"',
    });
    expect(rows[1].parent_id).toBe(rows[0].id);
  });

  it('refuses guests (403), outsiders (404), foreign and unknown projects (404), bad input (400)', async () => {
    const body = { provider: 'csv', project: [w.project.id] };
    const expected: Record<string, number> = { anonymous: 401, outsider: 404, wsMemberOut: 403, projGuest: 403, projMember: 201, projAdmin: 201, wsAdmin: 201 };
    for (const who of WHO) expect([who, (await agentOf(c, who).post(apiPaths.exportIssues(w.slug), body)).statusCode]).toEqual([who, expected[who]]);
    expect((await create('projGuest', body)).json().error).toBe(EXPORT_TEXT.guestsCannotExport);
    const before = (await t.query('SELECT id FROM work_item_exports')).length;
    expect((await create('projMember', { provider: 'csv', project: [w.project.id, w.foreign.project.id] })).statusCode).toBe(404);
    expect((await create('projMember', { provider: 'csv', project: ['00000000-0000-0000-0000-000000000000'] })).statusCode).toBe(404);
    expect((await t.query('SELECT id FROM work_item_exports')).length).toBe(before);
    for (const bad of [
      {}, { provider: 'xml', project: [w.project.id] }, { provider: 'csv', project: [] }, { provider: 'csv', project: ['x'] },
      { provider: 'csv', project: Array.from({ length: 51 }, () => w.project.id) }, { provider: 'csv', project: [w.project.id, w.project.id] },
      { provider: 'csv', project: [w.project.id], extra: 1 },
    ]) {
      const res = await create('projMember', bad);
      expect([JSON.stringify(bad).slice(0, 60), res.statusCode]).toEqual([JSON.stringify(bad).slice(0, 60), 400]);
    }
    expect((await c.projMember.agent.get(apiPaths.exportIssuesDownload(w.slug, 'nope'))).statusCode).toBe(400);
    expect((await c.projMember.agent.get(apiPaths.exportIssuesDownload(w.slug, '00000000-0000-0000-0000-000000000000'))).statusCode).toBe(404);
  });

  it('fails the export when the creator has left the workspace', async () => {
    const res = await create('projMember', { provider: 'csv', project: [w.project.id] });
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [w.workspaceId, c.projMember.id]);
    await t.runJobs();
    const [row] = await t.query<{ status: string; error: string }>('SELECT status, error FROM work_item_exports WHERE id = $1', [res.json().id]);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/no longer/);
    await t.query('UPDATE workspace_members SET is_active = true WHERE workspace_id = $1 AND member = $2', [w.workspaceId, c.projMember.id]);
  });
});
