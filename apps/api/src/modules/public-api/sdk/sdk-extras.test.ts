import type { AddressInfo } from 'node:net';
import { PlaneClient } from '@makeplane/plane-node-sdk';
import { API_RATE_LIMIT } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { v1Context, resetV1RateLimits, type V1Context } from '../v1.test-support';
import { baseFields, createShapeLog, day, expectEnvelope, expectHttpError, sdkCall, UUID } from './sdk.test-support';

// The rest of the SDK surface issue 18 names, past the core flow (sdk-flow.test.ts): project features and archive,
// members, state / label / link / comment edits and deletes, stickies, estimates, activities, attachments, work-item
// archive and delete, cycle and module archive / unarchive / transfer / delete, intake status. Same style: a real
// server, the SDK only, each call labelled, answers' shapes checked softly and listed by the last step.

let t: TestApp;
let ctx: V1Context;
let client: PlaneClient;
let baseUrl: string;
const shape = createShapeLog();
const { check, fields } = shape;
const ids: { project?: string; item?: string; other?: string } = {};

const need = (value: string | undefined, what: string): string => {
  if (value === undefined) throw new Error(`an earlier step did not create the ${what}`);
  return value;
};
const project = () => need(ids.project, 'project');
const item = () => need(ids.item, 'work item');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ctx = await v1Context(t);
  client = new PlaneClient({ baseUrl, apiKey: ctx.key });
  const created = await client.projects.create(ctx.slug, { name: 'SDK Extras', identifier: 'SDKX' });
  ids.project = created.id;
  ids.item = (await client.workItems.create(ctx.slug, created.id, { name: 'First' })).id;
  ids.other = (await client.workItems.create(ctx.slug, created.id, { name: 'Second' })).id;
}, 60_000);
beforeEach(() => resetV1RateLimits(t));
afterAll(async () => {
  await t.close();
});

describe('the SDK drives the rest of the v1 surface', () => {
  it('project features, lite list, archive and unarchive', async () => {
    const features = await sdkCall('GET …/projects/{id}/features/', () => client.projects.retrieveFeatures(ctx.slug, project()));
    fields('projects.retrieveFeatures', features, { modules: expect.any(Boolean), cycles: expect.any(Boolean), views: expect.any(Boolean), pages: expect.any(Boolean), intakes: expect.any(Boolean) });
    const updated = await sdkCall('PATCH …/projects/{id}/features/', () => client.projects.updateFeatures(ctx.slug, project(), { cycles: true, modules: true, intakes: true }));
    fields('projects.updateFeatures', updated, { cycles: true, modules: true, intakes: true });
    const lite = await sdkCall('GET …/projects-lite/', () => client.projects.listLite(ctx.slug));
    check('projects.listLite', () => expect(lite.results.map((p) => p.id)).toContain(project()));
    await sdkCall('POST …/projects/{id}/archive/', () => client.projects.archive(ctx.slug, project()));
    const archived = await sdkCall('GET …/projects/{id}/ (archived)', () => client.projects.retrieve(ctx.slug, project()));
    fields('projects.archive', archived, { archived_at: expect.any(String) });
    await sdkCall('DELETE …/projects/{id}/archive/', () => client.projects.unArchive(ctx.slug, project()));
    const back = await sdkCall('GET …/projects/{id}/ (unarchived)', () => client.projects.retrieve(ctx.slug, project()));
    fields('projects.unArchive', back, { archived_at: null });
  });

  it('workspace and project members', async () => {
    const members = await sdkCall('GET /workspaces/{slug}/members/', () => client.workspace.getMembers(ctx.slug));
    check('workspace.getMembers is an array', () => expect(Array.isArray(members)).toBe(true));
    const me = Array.isArray(members) ? members.find((m) => m.id === ctx.userId) : undefined;
    fields('workspace.getMembers (me)', me, { id: ctx.userId, email: ctx.email, role: 20 });
    const projectMembers = await sdkCall('GET …/projects/{id}/project-members/', () => client.projects.getMembers(ctx.slug, project()));
    check('projects.getMembers', () => expect(projectMembers).toEqual(expect.arrayContaining([expect.objectContaining({ id: ctx.userId, role: 20 })])));
  });

  it('states and labels: retrieve, update, delete', async () => {
    const state = await sdkCall('POST …/states/', () => client.states.create(ctx.slug, project(), { name: 'Blocked', color: '#111111', group: 'started' }));
    const renamed = await sdkCall('PATCH …/states/{id}/', () => client.states.update(ctx.slug, project(), state.id, { name: 'Waiting' }));
    fields('states.update', renamed, { id: state.id, name: 'Waiting' });
    fields('states.retrieve', await sdkCall('GET …/states/{id}/', () => client.states.retrieve(ctx.slug, project(), state.id)), { id: state.id, name: 'Waiting', project: project() });
    await sdkCall('DELETE …/states/{id}/', () => client.states.delete(ctx.slug, project(), state.id));
    await expectHttpError(client.states.retrieve(ctx.slug, project(), state.id), 404);

    const parent = await sdkCall('POST …/labels/', () => client.labels.create(ctx.slug, project(), { name: 'Area' }));
    // The SDK's CreateLabel type leaves `parent` out, but the seed's API takes it (and scripts send it).
    const childBody = { name: 'API', parent: parent.id, color: '#00ff00' };
    const child = await sdkCall('POST …/labels/ (child)', () => client.labels.create(ctx.slug, project(), childBody));
    fields('labels.create (child)', child, { parent: parent.id });
    const edited = await sdkCall('PATCH …/labels/{id}/', () => client.labels.update(ctx.slug, project(), child.id, { name: 'Backend' }));
    fields('labels.update', edited, { name: 'Backend', parent: parent.id });
    await sdkCall('DELETE …/labels/{id}/', () => client.labels.delete(ctx.slug, project(), child.id));
    await expectHttpError(client.labels.retrieve(ctx.slug, project(), child.id), 404);
  });

  it('links and comments: retrieve, update, delete; activities list', async () => {
    const link = await sdkCall('POST …/links/', () => client.links.create(ctx.slug, project(), item(), { url: 'https://example.com/a', title: 'A' }));
    const read = await sdkCall('GET …/links/{id}/', () => client.links.retrieve(ctx.slug, project(), item(), link.id));
    fields('links.retrieve', read, { id: link.id, url: 'https://example.com/a' });
    const edited = await sdkCall('PATCH …/links/{id}/', () => client.links.update(ctx.slug, project(), item(), link.id, { title: 'B' }));
    fields('links.update', edited, { title: 'B' });

    const comment = await sdkCall('POST …/comments/', () => client.workItems.comments.create(ctx.slug, project(), item(), { comment_html: '<p>One</p>' }));
    fields('comments.retrieve', await sdkCall('GET …/comments/{id}/', () => client.workItems.comments.retrieve(ctx.slug, project(), item(), comment.id)), { id: comment.id, issue: item() });
    await sdkCall('DELETE …/comments/{id}/', () => client.workItems.comments.delete(ctx.slug, project(), item(), comment.id));
    await expectHttpError(client.workItems.comments.retrieve(ctx.slug, project(), item(), comment.id), 404);

    const activities = await sdkCall('GET …/activities/', () => client.workItems.activities.list(ctx.slug, project(), item()));
    check('activities.list envelope', () => expectEnvelope(activities));
    check('activities.list', () => expect(activities.results.length).toBeGreaterThan(0));
    const first = activities.results[0];
    fields('activities.list[0]', first, { id: expect.stringMatching(UUID), project: project(), workspace: ctx.workspaceId, issue: item(), actor: ctx.userId });
    if (first) fields('activities.retrieve', await sdkCall('GET …/activities/{id}/', () => client.workItems.activities.retrieve(ctx.slug, project(), item(), first.id)), { id: first.id });
  });

  it('attachments: list (a plain array) and the upload request', async () => {
    const list = await sdkCall('GET …/attachments/', () => client.workItems.attachments.list(ctx.slug, project(), item()));
    check('attachments.list is an array', () => expect(Array.isArray(list)).toBe(true));
    const upload = await sdkCall('POST …/attachments/', () => client.workItems.attachments.create(ctx.slug, project(), item(), { name: 'notes.txt', type: 'text/plain', size: 12 }));
    check('attachments.create', () => expect(upload).toEqual(expect.objectContaining({ asset_id: expect.stringMatching(UUID) })));
  });

  it('stickies: create, list, retrieve, update, delete', async () => {
    const sticky = await sdkCall('POST /workspaces/{slug}/stickies/', () => client.stickies.create(ctx.slug, { name: 'Note', description_html: '<p>Remember</p>', color: '#ffee00' }));
    fields('stickies.create base', sticky, baseFields(ctx.userId));
    fields('stickies.create', sticky, { name: 'Note', workspace: ctx.workspaceId, owner: ctx.userId, sort_order: expect.any(Number) });
    const list = await sdkCall('GET /workspaces/{slug}/stickies/', () => client.stickies.list(ctx.slug));
    check('stickies.list envelope', () => expectEnvelope(list));
    check('stickies.list', () => expect(list.results.map((s) => s.id)).toContain(sticky.id));
    fields('stickies.update', await sdkCall('PATCH …/stickies/{id}/', () => client.stickies.update(ctx.slug, sticky.id, { name: 'Renamed' })), { name: 'Renamed' });
    fields('stickies.retrieve', await sdkCall('GET …/stickies/{id}/', () => client.stickies.retrieve(ctx.slug, sticky.id)), { id: sticky.id, name: 'Renamed' });
    await sdkCall('DELETE …/stickies/{id}/', () => client.stickies.delete(ctx.slug, sticky.id));
    await expectHttpError(client.stickies.retrieve(ctx.slug, sticky.id), 404);
  });

  it('estimates: create, points, link to the project, delete', async () => {
    const estimate = await sdkCall('POST …/estimates/', () => client.estimates.create(ctx.slug, project(), { name: 'Points', type: 'points' }));
    fields('estimates.create', estimate, { id: expect.stringMatching(UUID), name: 'Points', type: 'points', project: project() });
    fields('estimates.retrieve', await sdkCall('GET …/estimates/', () => client.estimates.retrieve(ctx.slug, project())), { id: estimate.id });
    fields('estimates.update', await sdkCall('PATCH …/estimates/', () => client.estimates.update(ctx.slug, project(), { name: 'Story points' })), { name: 'Story points' });
    const points = await sdkCall('POST …/estimate-points/', () => client.estimates.createPoints(ctx.slug, project(), estimate.id, [{ key: 1, value: '1' }, { key: 2, value: '2' }]));
    check('estimates.createPoints', () => expect(points.map((p) => p.value)).toEqual(['1', '2']));
    const listed = await sdkCall('GET …/estimate-points/', () => client.estimates.listPoints(ctx.slug, project(), estimate.id));
    check('estimates.listPoints', () => expect(listed.map((p) => p.value).sort()).toEqual(['1', '2']));
    const pointId = listed[0]?.id ?? points[0]?.id;
    fields('estimates.updatePoint', await sdkCall('PATCH …/estimate-points/{id}/', () => client.estimates.updatePoint(ctx.slug, project(), estimate.id, need(pointId, 'point'), { value: '3' })), { value: '3' });
    const linked = await sdkCall('PATCH …/projects/{id}/ {estimate}', () => client.estimates.linkToProject(ctx.slug, project(), estimate.id));
    fields('estimates.linkToProject', linked, { estimate: estimate.id });
    await sdkCall('DELETE …/estimate-points/{id}/', () => client.estimates.deletePoint(ctx.slug, project(), estimate.id, need(pointId, 'point')));
    await sdkCall('DELETE …/estimates/', () => client.estimates.delete(ctx.slug, project()));
  });

  it('cycles: update, lite list, transfer, archive, unarchive, delete', async () => {
    const from = await sdkCall('POST …/cycles/ (current)', () => client.cycles.create(ctx.slug, project(), { name: 'Now', start_date: day(-2), end_date: day(2), owned_by: ctx.userId, project_id: project() }));
    const to = await sdkCall('POST …/cycles/ (next)', () => client.cycles.create(ctx.slug, project(), { name: 'Next', start_date: day(10), end_date: day(16), owned_by: ctx.userId, project_id: project() }));
    fields('cycles.update', await sdkCall('PATCH …/cycles/{id}/', () => client.cycles.update(ctx.slug, project(), to.id, { name: 'Next up' })), { name: 'Next up' });
    const lite = await sdkCall('GET …/cycles-lite/', () => client.cycles.listLite(ctx.slug, project()));
    check('cycles.listLite', () => expect(lite.results.map((c) => c.id)).toEqual(expect.arrayContaining([from.id, to.id])));
    await sdkCall('POST …/cycle-issues/', () => client.cycles.addWorkItemsToCycle(ctx.slug, project(), from.id, [item()]));
    // The cycle ends: items move on only from a completed cycle.
    await sdkCall('PATCH …/cycles/{id}/ (dates in the past)', () => client.cycles.update(ctx.slug, project(), from.id, { start_date: day(-14), end_date: day(-8) }));
    await sdkCall('POST …/cycles/{id}/transfer-issues/', () => client.cycles.transferWorkItemsToAnotherCycle(ctx.slug, project(), from.id, { new_cycle_id: to.id }));
    const moved = await sdkCall('GET …/cycles/{to}/cycle-issues/', () => client.cycles.listWorkItemsInCycle(ctx.slug, project(), to.id));
    check('cycles.transferWorkItemsToAnotherCycle', () => expect(moved.results.map((i) => i.id)).toEqual([item()]));
    await sdkCall('POST …/cycles/{id}/archive/', () => client.cycles.archive(ctx.slug, project(), from.id));
    const archived = await sdkCall('GET …/archived-cycles/', () => client.cycles.listArchived(ctx.slug, project()));
    check('cycles.listArchived', () => expect(archived.results.map((c) => c.id)).toEqual([from.id]));
    await sdkCall('DELETE …/archived-cycles/{id}/unarchive/', () => client.cycles.unArchive(ctx.slug, project(), from.id));
    await sdkCall('DELETE …/cycles/{id}/', () => client.cycles.delete(ctx.slug, project(), from.id));
    await expectHttpError(client.cycles.retrieve(ctx.slug, project(), from.id), 404);
  });

  it('modules: update, lite list, archive, unarchive, delete', async () => {
    const mod = await sdkCall('POST …/modules/', () => client.modules.create(ctx.slug, project(), { name: 'Billing', status: 'completed' }));
    fields('modules.update', await sdkCall('PATCH …/modules/{id}/', () => client.modules.update(ctx.slug, project(), mod.id, { description: 'Money' })), { description: 'Money' });
    fields('modules.retrieve', await sdkCall('GET …/modules/{id}/', () => client.modules.retrieve(ctx.slug, project(), mod.id)), { id: mod.id, status: 'completed' });
    const lite = await sdkCall('GET …/modules-lite/', () => client.modules.listLite(ctx.slug, project()));
    check('modules.listLite', () => expect(lite.results.map((m) => m.id)).toContain(mod.id));
    await sdkCall('POST …/modules/{id}/archive/', () => client.modules.archiveModule(ctx.slug, project(), mod.id));
    const archived = await sdkCall('GET …/archived-modules/', () => client.modules.listArchivedModules(ctx.slug, project()));
    check('modules.listArchivedModules', () => expect(archived.results.map((m) => m.id)).toEqual([mod.id]));
    await sdkCall('DELETE …/archived-modules/{id}/unarchive/', () => client.modules.unArchiveModule(ctx.slug, project(), mod.id));
    await sdkCall('DELETE …/modules/{id}/', () => client.modules.delete(ctx.slug, project(), mod.id));
    await expectHttpError(client.modules.retrieve(ctx.slug, project(), mod.id), 404);
  });

  it('intake: update, accept by status, delete another', async () => {
    await sdkCall('PATCH …/projects/{id}/ {intake_view}', () => client.projects.update(ctx.slug, project(), { intake_view: true }));
    const first = await sdkCall('POST …/intake-issues/', () => client.intake.create(ctx.slug, project(), { issue: { name: 'Please add' } }));
    const issueId = need(first.issue, 'intake work item');
    const edited = await sdkCall('PATCH …/intake-issues/{issue_id}/', () => client.intake.update(ctx.slug, project(), issueId, { issue: { name: 'Please add it' } }));
    check('intake.update', () => expect(edited.id).toBe(first.id));
    const accepted = await sdkCall('PATCH …/intake-issues/{issue_id}/status/', () => client.intake.updateStatus(ctx.slug, project(), issueId, { status: 1 }));
    fields('intake.updateStatus', accepted, { status: 1 });
    const second = await sdkCall('POST …/intake-issues/ (second)', () => client.intake.create(ctx.slug, project(), { issue: { name: 'Spam' } }));
    await sdkCall('DELETE …/intake-issues/{issue_id}/', () => client.intake.delete(ctx.slug, project(), need(second.issue, 'intake work item')));
    await expectHttpError(client.intake.retrieve(ctx.slug, project(), need(second.issue, 'intake work item')), 404);
  });

  it('work items: archive, archived list, unarchive, delete', async () => {
    const other = need(ids.other, 'second work item');
    const done = (await client.states.list(ctx.slug, project())).results.find((s) => s.group === 'completed');
    await sdkCall('PATCH …/work-items/{id}/ {state: completed}', () => client.workItems.update(ctx.slug, project(), other, { state: need(done?.id, 'completed state') }));
    await sdkCall('POST …/work-items/{id}/archive/', () => client.workItems.archive(ctx.slug, project(), other));
    const archived = await sdkCall('GET …/archived-work-items/', () => client.workItems.listArchived(ctx.slug, project()));
    check('workItems.listArchived', () => expect(archived.results.map((i) => i.id)).toEqual([other]));
    await sdkCall('DELETE …/work-items/{id}/unarchive/', () => client.workItems.unarchive(ctx.slug, project(), other));
    await sdkCall('DELETE …/work-items/{id}/', () => client.workItems.delete(ctx.slug, project(), other));
    await expectHttpError(client.workItems.retrieve(ctx.slug, project(), other), 404);
  });

  it('past the per-key rate limit the SDK gets HttpError 429, and the key works again in the next window', async () => {
    await resetV1RateLimits(t);
    for (let i = 0; i < API_RATE_LIMIT.limit; i += 1) await client.users.me();
    await expectHttpError(client.users.me(), 429);
    // What the SDK does not show: the limit headers on the wire.
    const refused = await fetch(`${baseUrl}/api/v1/users/me/`, { headers: { 'X-Api-Key': ctx.key } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    await resetV1RateLimits(t);
    expect((await client.users.me()).id).toBe(ctx.userId);
  });

  it("every answer had the shape the SDK's models promise", () => {
    expect(shape.failures).toEqual([]);
  });
});
