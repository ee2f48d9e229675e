import type { AddressInfo } from 'node:net';
import { PlaneClient } from '@makeplane/plane-node-sdk';
import { INTEGRATION_TEXT, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedWorkspace } from '../../workspaces/workspaces.test-support';
import { newApiKey, resetV1RateLimits, seedV1User, v1Context, type V1Context } from '../v1.test-support';
import { ISSUES_SPELLING, SDK_ENDPOINTS } from './sdk-endpoints.test-support';
import { baseFields, createShapeLog, day, expectEnvelope, expectHttpError, missingRoutes, SDK_FLOW_ROUTES, sdkCall, UUID } from './sdk.test-support';

// The seed system's own Node SDK (@makeplane/plane-node-sdk, a devDependency) drives a real Cairn server on a loopback
// port (issue 18): the script a seed-system user writes must work unchanged. The steps run in the order of the flow and
// share its state, so the first failure says how far the flow gets; every SDK call is labelled with its method and
// path so a failure names the route. What the answers hold is checked softly (shape.check): every difference from the
// SDK's models is listed by the last step, and the flow goes on as long as it has the ids it needs.

let t: TestApp;
let ctx: V1Context;
let client: PlaneClient;
let baseUrl: string;

const flow: {
  projectId?: string;
  identifier: string;
  stateId?: string;
  labelId?: string;
  parentId?: string;
  childId?: string;
  thirdId?: string;
  cycleId?: string;
  moduleId?: string;
} = { identifier: 'SDKF' };

/**
 * Differences from the SDK's models that need more than a presenter change, reported to the lead. Step 14 fails when
 * one of them goes away, so the entry is removed the day it is fixed.
 */
const KNOWN_GAPS: string[] = [
  // The states table has no created_by / updated_by columns (a migration); the SDK's State types created_by as string.
  'states.create base: created_by is null',
];

const shape = createShapeLog();
const check = shape.check;
const fields = shape.fields;

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`an earlier step did not create the ${what}`);
  return value;
};
const project = () => need(flow.projectId, 'project');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ctx = await v1Context(t);
  client = new PlaneClient({ baseUrl, apiKey: ctx.key });
}, 60_000);
// Each step stays well under the per-key limit (60 a minute); the flow as a whole does not.
beforeEach(() => resetV1RateLimits(t));
afterAll(async () => {
  await t.close();
});

describe('the SDK drives Cairn through the core flow', () => {
  it('0. every route the flow calls is registered', () => {
    expect(missingRoutes(t.app.routeList, SDK_FLOW_ROUTES)).toEqual([]);
  });

  it("0b. every endpoint of the SDK's resources that the issue names is served, work items under both spellings", () => {
    expect(SDK_FLOW_ROUTES.filter((r) => !SDK_ENDPOINTS.includes(r))).toEqual([]);
    expect(missingRoutes(t.app.routeList, [...SDK_ENDPOINTS, ...ISSUES_SPELLING])).toEqual([]);
  });

  it('1. users.me answers the key holder', async () => {
    const me = await sdkCall('GET /users/me/', () => client.users.me());
    expect(me.id).toBe(ctx.userId);
    fields('users.me', me, { id: ctx.userId, email: ctx.email, display_name: expect.any(String) });
  });

  it('2. projects: create, retrieve, update, list', async () => {
    const created = await sdkCall('POST /workspaces/{slug}/projects/', () => client.projects.create(ctx.slug, { name: 'SDK Flow', identifier: flow.identifier, description: 'Driven by the SDK' }));
    expect(created.id).toMatch(UUID);
    flow.projectId = created.id;
    fields('projects.create base', created, baseFields(ctx.userId));
    fields('projects.create', created, {
      name: 'SDK Flow',
      identifier: flow.identifier,
      workspace: ctx.workspaceId,
      description: 'Driven by the SDK',
      is_member: true,
      member_role: ROLE.ADMIN,
      total_members: 1,
      total_cycles: 0,
      total_modules: 0,
      network: expect.any(Number),
      archive_in: expect.any(Number),
      close_in: expect.any(Number),
      timezone: expect.any(String),
      guest_view_all_features: expect.any(Boolean),
    });

    const read = await sdkCall('GET /workspaces/{slug}/projects/{id}/', () => client.projects.retrieve(ctx.slug, created.id));
    fields('projects.retrieve', read, { id: created.id, name: 'SDK Flow', identifier: flow.identifier });

    const updated = await sdkCall('PATCH /workspaces/{slug}/projects/{id}/', () =>
      client.projects.update(ctx.slug, created.id, { name: 'SDK Flow 2', cycle_view: true, module_view: true, intake_view: true }),
    );
    fields('projects.update', updated, { id: created.id, name: 'SDK Flow 2', cycle_view: true, module_view: true, intake_view: true });

    const list = await sdkCall('GET /workspaces/{slug}/projects/', () => client.projects.list(ctx.slug));
    check('projects.list envelope', () => expectEnvelope(list));
    check('projects.list', () => expect(list.results.map((p) => p.id)).toContain(created.id));
  });

  it('3. states and labels: create and list', async () => {
    const state = await sdkCall('POST …/states/', () => client.states.create(ctx.slug, project(), { name: 'In review', color: '#AABBCC', group: 'started' }));
    expect(state.id).toMatch(UUID);
    flow.stateId = state.id;
    fields('states.create base', state, baseFields(ctx.userId));
    fields('states.create', state, { name: 'In review', group: 'started', project: project(), workspace: ctx.workspaceId, sequence: expect.any(Number), default: false, description: expect.any(String) });
    const states = await sdkCall('GET …/states/', () => client.states.list(ctx.slug, project()));
    check('states.list envelope', () => expectEnvelope(states));
    check('states.list', () => expect(states.results.map((s) => s.id)).toContain(state.id));

    const label = await sdkCall('POST …/labels/', () => client.labels.create(ctx.slug, project(), { name: 'Bug', color: '#ff0000' }));
    expect(label.id).toMatch(UUID);
    flow.labelId = label.id;
    fields('labels.create', label, { name: 'Bug', color: '#ff0000', project: project(), workspace: ctx.workspaceId, parent: null, sort_order: expect.any(Number) });
    const labels = await sdkCall('GET …/labels/', () => client.labels.list(ctx.slug, project()));
    check('labels.list envelope', () => expectEnvelope(labels));
    check('labels.list', () => expect(labels.results.map((l) => l.id)).toContain(label.id));
  });

  it('4. work items: create with state and labels, a child with a parent, retrieve with expand, update', async () => {
    const stateId = need(flow.stateId, 'state');
    const labelId = need(flow.labelId, 'label');
    const parent = await sdkCall('POST …/work-items/', () =>
      client.workItems.create(ctx.slug, project(), { name: 'Parent', state: stateId, labels: [labelId], assignees: [ctx.userId], priority: 'high', description_html: '<p>Top</p>' }),
    );
    expect(parent.id).toMatch(UUID);
    flow.parentId = parent.id;
    fields('workItems.create base', parent, baseFields(ctx.userId));
    fields('workItems.create', parent, {
      name: 'Parent',
      project: project(),
      workspace: ctx.workspaceId,
      state: stateId,
      labels: [labelId],
      assignees: [ctx.userId],
      priority: 'high',
      sequence_id: 1,
      description_html: expect.stringContaining('Top'),
      description_stripped: expect.stringContaining('Top'),
      parent: null,
      estimate_point: null,
      start_date: null,
      target_date: null,
      completed_at: null,
      archived_at: null,
      is_draft: false,
      sort_order: expect.any(Number),
    });

    const child = await sdkCall('POST …/work-items/ (child)', () => client.workItems.create(ctx.slug, project(), { name: 'Child', parent: parent.id }));
    flow.childId = child.id;
    fields('workItems.create (child)', child, { name: 'Child', parent: parent.id, project: project(), sequence_id: 2 });
    const third = await sdkCall('POST …/work-items/ (third)', () => client.workItems.create(ctx.slug, project(), { name: 'Third' }));
    flow.thirdId = third.id;

    const plain = await sdkCall('GET …/work-items/{id}/', () => client.workItems.retrieve(ctx.slug, project(), child.id));
    fields('workItems.retrieve', plain, { id: child.id, parent: parent.id, project: project(), state: expect.any(String) });

    const expanded = await sdkCall('GET …/work-items/{id}/?expand=state,labels', () => client.workItems.retrieve(ctx.slug, project(), parent.id, ['state', 'labels']));
    fields('workItems.retrieve expand=state', expanded.state, { id: stateId, name: 'In review', group: 'started' });
    check('workItems.retrieve expand=labels', () => expect(expanded.labels).toEqual([expect.objectContaining({ id: labelId, name: 'Bug' })]));

    const updated = await sdkCall('PATCH …/work-items/{id}/', () => client.workItems.update(ctx.slug, project(), child.id, { priority: 'low', name: 'Child renamed' }));
    fields('workItems.update', updated, { id: child.id, priority: 'low', name: 'Child renamed', parent: parent.id });
  });

  it('5. relations: create, list, remove', async () => {
    const parentId = need(flow.parentId, 'parent work item');
    const thirdId = need(flow.thirdId, 'third work item');
    await sdkCall('POST …/work-items/{id}/relations/', () => client.workItems.relations.create(ctx.slug, project(), parentId, { relation_type: 'blocking', issues: [thirdId] }));
    const relations = await sdkCall('GET …/work-items/{id}/relations/', () => client.workItems.relations.list(ctx.slug, project(), parentId));
    fields('relations.list', relations, { blocking: [thirdId], blocked_by: [], duplicate: [], relates_to: [] });
    const other = await sdkCall('GET …/work-items/{third}/relations/', () => client.workItems.relations.list(ctx.slug, project(), thirdId));
    check('relations.list (other side)', () => expect(other.blocked_by).toEqual([parentId]));
    await sdkCall('POST …/work-items/{id}/relations/remove/', () => client.workItems.relations.delete(ctx.slug, project(), parentId, { related_issue: thirdId }));
    const after = await sdkCall('GET …/work-items/{id}/relations/ (after remove)', () => client.workItems.relations.list(ctx.slug, project(), parentId));
    check('relations.delete', () => expect(after.blocking).toEqual([]));
  });

  it('6. a cycle: create, add items, list them, remove one', async () => {
    const parentId = need(flow.parentId, 'parent work item');
    const childId = need(flow.childId, 'child work item');
    const cycle = await sdkCall('POST …/cycles/', () =>
      client.cycles.create(ctx.slug, project(), { name: 'Sprint 1', start_date: day(1), end_date: day(8), owned_by: ctx.userId, project_id: project() }),
    );
    expect(cycle.id).toMatch(UUID);
    flow.cycleId = cycle.id;
    fields('cycles.create base', cycle, baseFields(ctx.userId));
    fields('cycles.create', cycle, { name: 'Sprint 1', project: project(), workspace: ctx.workspaceId, owned_by: ctx.userId, description: expect.any(String), sort_order: expect.any(Number), archived_at: null, timezone: expect.any(String) });
    check('cycles.create start_date', () => expect(String(cycle.start_date)).toContain(day(1)));
    const read = await sdkCall('GET …/cycles/{id}/', () => client.cycles.retrieve(ctx.slug, project(), cycle.id));
    check('cycles.retrieve', () => expect(read.id).toBe(cycle.id));
    const cycles = await sdkCall('GET …/cycles/', () => client.cycles.list(ctx.slug, project()));
    check('cycles.list envelope', () => expectEnvelope(cycles));
    check('cycles.list', () => expect(cycles.results.map((c) => c.id)).toContain(cycle.id));

    await sdkCall('POST …/cycles/{id}/cycle-issues/', () => client.cycles.addWorkItemsToCycle(ctx.slug, project(), cycle.id, [parentId, childId]));
    const items = await sdkCall('GET …/cycles/{id}/cycle-issues/', () => client.cycles.listWorkItemsInCycle(ctx.slug, project(), cycle.id));
    check('cycles.listWorkItemsInCycle envelope', () => expectEnvelope(items));
    check('cycles.listWorkItemsInCycle', () => expect(items.results.map((i) => i.id).sort()).toEqual([parentId, childId].sort()));
    await sdkCall('DELETE …/cycles/{id}/cycle-issues/{issue}/', () => client.cycles.removeWorkItemFromCycle(ctx.slug, project(), cycle.id, childId));
    const after = await sdkCall('GET …/cycles/{id}/cycle-issues/ (after remove)', () => client.cycles.listWorkItemsInCycle(ctx.slug, project(), cycle.id));
    check('cycles.removeWorkItemFromCycle', () => expect(after.results.map((i) => i.id)).toEqual([parentId]));
  });

  it('7. a module: create, add items, list them, remove one', async () => {
    const parentId = need(flow.parentId, 'parent work item');
    const childId = need(flow.childId, 'child work item');
    const mod = await sdkCall('POST …/modules/', () => client.modules.create(ctx.slug, project(), { name: 'Auth', status: 'planned', lead: ctx.userId, members: [ctx.userId] }));
    expect(mod.id).toMatch(UUID);
    flow.moduleId = mod.id;
    fields('modules.create base', mod, baseFields(ctx.userId));
    fields('modules.create', mod, { name: 'Auth', status: 'planned', project: project(), workspace: ctx.workspaceId, lead: ctx.userId, members: [ctx.userId], description: expect.any(String), start_date: null, target_date: null, sort_order: expect.any(Number), archived_at: null });
    const modules = await sdkCall('GET …/modules/', () => client.modules.list(ctx.slug, project()));
    check('modules.list envelope', () => expectEnvelope(modules));
    check('modules.list', () => expect(modules.results.map((m) => m.id)).toContain(mod.id));

    await sdkCall('POST …/modules/{id}/module-issues/', () => client.modules.addWorkItemsToModule(ctx.slug, project(), mod.id, [parentId, childId]));
    const items = await sdkCall('GET …/modules/{id}/module-issues/', () => client.modules.listWorkItemsInModule(ctx.slug, project(), mod.id));
    check('modules.listWorkItemsInModule envelope', () => expectEnvelope(items));
    check('modules.listWorkItemsInModule', () => expect(items.results.map((i) => i.id).sort()).toEqual([parentId, childId].sort()));
    await sdkCall('DELETE …/modules/{id}/module-issues/{issue}/', () => client.modules.removeWorkItemFromModule(ctx.slug, project(), mod.id, parentId));
    const after = await sdkCall('GET …/modules/{id}/module-issues/ (after remove)', () => client.modules.listWorkItemsInModule(ctx.slug, project(), mod.id));
    check('modules.removeWorkItemFromModule', () => expect(after.results.map((i) => i.id)).toEqual([childId]));
  });

  it('8. comments and links on a work item', async () => {
    const parentId = need(flow.parentId, 'parent work item');
    const comment = await sdkCall('POST …/work-items/{id}/comments/', () => client.workItems.comments.create(ctx.slug, project(), parentId, { comment_html: '<p>Looks good</p>' }));
    expect(comment.id).toMatch(UUID);
    fields('comments.create', comment, { issue: parentId, project: project(), workspace: ctx.workspaceId, created_by: ctx.userId, actor: ctx.userId, access: 'INTERNAL', comment_stripped: 'Looks good' });
    check('comments.create comment_html', () => expect(comment.comment_html).toContain('Looks good'));
    const edited = await sdkCall('PATCH …/comments/{id}/', () => client.workItems.comments.update(ctx.slug, project(), parentId, comment.id, { comment_html: '<p>Edited</p>' }));
    check('comments.update', () => expect(edited.comment_html).toContain('Edited'));
    const comments = await sdkCall('GET …/work-items/{id}/comments/', () => client.workItems.comments.list(ctx.slug, project(), parentId));
    check('comments.list envelope', () => expectEnvelope(comments));
    check('comments.list', () => expect(comments.results.map((c) => c.id)).toEqual([comment.id]));

    const link = await sdkCall('POST …/work-items/{id}/links/', () => client.links.create(ctx.slug, project(), parentId, { url: 'https://example.com/spec', title: 'Spec' }));
    expect(link.id).toMatch(UUID);
    fields('links.create base', link, baseFields(ctx.userId));
    fields('links.create', link, { url: 'https://example.com/spec', title: 'Spec', issue: parentId, project: project(), workspace: ctx.workspaceId });
    const links = await sdkCall('GET …/work-items/{id}/links/', () => client.workItems.links.list(ctx.slug, project(), parentId));
    check('links.list envelope', () => expectEnvelope(links));
    check('links.list', () => expect(links.results.map((l) => l.id)).toEqual([link.id]));
    await sdkCall('DELETE …/links/{id}/', () => client.links.delete(ctx.slug, project(), parentId, link.id));
    const gone = await sdkCall('GET …/links/ (after delete)', () => client.links.list(ctx.slug, project(), parentId));
    check('links.delete', () => expect(gone.results).toEqual([]));
  });

  it('9. an intake item: create, list, retrieve', async () => {
    const intake = await sdkCall('POST …/intake-issues/', () => client.intake.create(ctx.slug, project(), { issue: { name: 'Reported by a customer', priority: 'urgent', description_html: '<p>Broken</p>' } }));
    expect(intake.id).toMatch(UUID);
    fields('intake.create', intake, { project: project(), workspace: ctx.workspaceId, issue: expect.stringMatching(UUID), intake: expect.stringMatching(UUID), status: -2 });
    const list = await sdkCall('GET …/intake-issues/', () => client.intake.list(ctx.slug, project()));
    check('intake.list envelope', () => expectEnvelope(list));
    check('intake.list', () => expect(list.results.map((i) => i.id)).toContain(intake.id));
    // The seed names an intake item by its work item's id in this URL (its "issue_id").
    const read = await sdkCall('GET …/intake-issues/{issue_id}/', () => client.intake.retrieve(ctx.slug, project(), intake.issue ?? intake.id));
    check('intake.retrieve', () => expect(read.id).toBe(intake.id));
  });

  it('10. work-item list pages with per_page and next_cursor', async () => {
    const first = await sdkCall('GET …/work-items/?per_page=2', () => client.workItems.list(ctx.slug, project(), { per_page: 2 }));
    check('workItems.list envelope', () => expectEnvelope(first));
    expect({ results: first.results.length, total: first.total_results, next: first.next_page_results, prev: first.prev_page_results }).toEqual({ results: 2, total: 3, next: true, prev: false });
    const second = await sdkCall('GET …/work-items/?per_page=2&cursor=next', () => client.workItems.list(ctx.slug, project(), { per_page: 2, cursor: first.next_cursor }));
    expect({ results: second.results.length, next: second.next_page_results, prev: second.prev_page_results }).toEqual({ results: 1, next: false, prev: true });
    const ids = [...first.results, ...second.results].map((i) => i.id).sort();
    expect(ids).toEqual([flow.parentId, flow.childId, flow.thirdId].sort());
  });

  it('11. retrieve by identifier (PROJ-seq) and search', async () => {
    const parentId = need(flow.parentId, 'parent work item');
    const byKey = await sdkCall('GET /workspaces/{slug}/work-items/{PROJ}-1/', () => client.workItems.retrieveByIdentifier(ctx.slug, `${flow.identifier}-1`));
    expect(byKey.id).toBe(parentId);
    fields('workItems.retrieveByIdentifier', byKey, { sequence_id: 1, project: project() });
    const found = await sdkCall('GET /workspaces/{slug}/work-items/search/', () => client.workItems.search(ctx.slug, 'Parent', project()));
    check('workItems.search', () => expect(found.issues).toEqual(expect.arrayContaining([expect.objectContaining({ id: parentId, name: 'Parent', project_id: project(), project__identifier: flow.identifier, workspace__slug: ctx.slug })])));
  });

  it('12. a key that is not valid is HttpError 401; a key of another workspace is 403', async () => {
    await expectHttpError(new PlaneClient({ baseUrl, apiKey: 'cairn_api_not-a-real-key-at-all-000000' }).projects.list(ctx.slug), 401, INTEGRATION_TEXT.apiKeyInvalid);
    const stranger = await seedV1User(t, 'sdk-stranger');
    const { workspace } = await seedWorkspace(t, stranger.id, [[stranger.id, ROLE.ADMIN]]);
    const strangerKey = await newApiKey(t, stranger.id, workspace.id);
    const strangerClient = new PlaneClient({ baseUrl, apiKey: strangerKey.key });
    await expectHttpError(strangerClient.projects.list(ctx.slug), 403, INTEGRATION_TEXT.apiKeyWorkspace);
    await expectHttpError(strangerClient.workItems.list(ctx.slug, project()), 403);
  });

  it('13. delete the project: it is gone', async () => {
    await sdkCall('DELETE /workspaces/{slug}/projects/{id}/', () => client.projects.delete(ctx.slug, project()));
    await expectHttpError(client.projects.retrieve(ctx.slug, project()), 404);
    const list = await sdkCall('GET /workspaces/{slug}/projects/ (after delete)', () => client.projects.list(ctx.slug));
    expect(list.results.map((p) => p.id)).not.toContain(project());
  });

  it("14. every answer had the shape the SDK's models promise (known gaps listed apart, each must still occur)", () => {
    expect(shape.failures.filter((f) => !KNOWN_GAPS.includes(f))).toEqual([]);
    expect(KNOWN_GAPS.filter((g) => !shape.failures.includes(g))).toEqual([]);
  });
});
