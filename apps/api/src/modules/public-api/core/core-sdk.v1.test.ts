import type { AddressInfo } from 'node:net';
import { PlaneClient } from '@makeplane/plane-node-sdk';
import { ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectBase, expectEnvelope, expectHttpError, sdkCall } from '../sdk/sdk.test-support';
import { addV1Member, resetV1RateLimits, v1Context, type V1Caller, type V1Context } from '../v1.test-support';

// The seed system's own SDK on a loopback port, through every core call: projects (lite, members, features, archive,
// delete), states, labels, workspace members, the estimate and its points, stickies. Its body-less calls (archive,
// every delete) send a JSON content type without a body, as a real script does.

let t: TestApp;
let ctx: V1Context;
let guest: V1Caller;
let sdk: PlaneClient;
let guestSdk: PlaneClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ctx = await v1Context(t);
  guest = await addV1Member(t, ctx, ROLE.GUEST);
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  sdk = new PlaneClient({ baseUrl, apiKey: ctx.key });
  guestSdk = new PlaneClient({ baseUrl, apiKey: guest.key });
}, 60_000);
beforeEach(() => resetV1RateLimits(t));
afterAll(async () => {
  await t.close();
});

describe('the SDK against the core v1 routes', () => {
  it('drives projects, features, members, archive and delete', async () => {
    const created = await sdkCall('projects.create', () => sdk.projects.create(ctx.slug, { name: 'Sdk Core', description: 'made by the SDK' }));
    expectBase(created, ctx.userId);
    expect(created).toMatchObject({ identifier: 'SDKCO', workspace: ctx.workspaceId, member_role: ROLE.ADMIN });
    const pid = created.id;
    expect(await sdkCall('projects.retrieve', () => sdk.projects.retrieve(ctx.slug, pid))).toMatchObject({ id: pid, name: 'Sdk Core' });
    expect(await sdkCall('projects.update', () => sdk.projects.update(ctx.slug, pid, { name: 'Sdk Core 2', intake_view: true }))).toMatchObject({ name: 'Sdk Core 2', intake_view: true });
    const list = await sdkCall('projects.list', () => sdk.projects.list(ctx.slug));
    expectEnvelope(list);
    expect(list.results.map((p) => p.id)).toContain(pid);
    expectEnvelope(await sdkCall('projects.listLite', () => sdk.projects.listLite(ctx.slug, { per_page: 10 })));
    const members = await sdkCall('projects.getMembers', () => sdk.projects.getMembers(ctx.slug, pid));
    expect(members).toEqual([expect.objectContaining({ id: ctx.userId, role: ROLE.ADMIN, role_slug: 'admin' })]);
    expectEnvelope(await sdkCall('projects.getMembersLite', () => sdk.projects.getMembersLite(ctx.slug, pid)));
    expect(await sdkCall('projects.retrieveFeatures', () => sdk.projects.retrieveFeatures(ctx.slug, pid))).toMatchObject({ intakes: true, cycles: true });
    expect(await sdkCall('projects.updateFeatures', () => sdk.projects.updateFeatures(ctx.slug, pid, { cycles: false }))).toMatchObject({ cycles: false });
    await sdkCall('projects.archive', () => sdk.projects.archive(ctx.slug, pid));
    expect((await sdk.projects.retrieve(ctx.slug, pid)).archived_at).toBeTruthy();
    await sdkCall('projects.unArchive', () => sdk.projects.unArchive(ctx.slug, pid));
    expect((await sdk.projects.retrieve(ctx.slug, pid)).archived_at).toBeNull();
    const workspaceMembers = await sdkCall('workspace.getMembers', () => sdk.workspace.getMembers(ctx.slug));
    expect(workspaceMembers.map((m) => m.role_slug).sort()).toEqual(['admin', 'guest']);
    expectEnvelope(await sdkCall('workspace.getMembersLite', () => sdk.workspace.getMembersLite(ctx.slug)));
    await expectHttpError(guestSdk.projects.create(ctx.slug, { name: 'Nope', identifier: 'NOPE' }), 403);
    await sdkCall('projects.delete', () => sdk.projects.delete(ctx.slug, pid));
    await expectHttpError(sdk.projects.retrieve(ctx.slug, pid), 404);
  });

  it('drives states, labels, the estimate and its points', async () => {
    const pid = (await sdk.projects.create(ctx.slug, { name: 'Sdk Refs', identifier: 'SDKR' })).id;
    const state = await sdkCall('states.create', () => sdk.states.create(ctx.slug, pid, { name: 'Review', color: '#aa00aa', group: 'started' }));
    expect(state).toMatchObject({ name: 'Review', group: 'started', project: pid });
    expect(await sdkCall('states.retrieve', () => sdk.states.retrieve(ctx.slug, pid, state.id))).toMatchObject({ id: state.id });
    expect(await sdkCall('states.update', () => sdk.states.update(ctx.slug, pid, state.id, { name: 'In review' }))).toMatchObject({ name: 'In review' });
    expect((await sdkCall('states.list', () => sdk.states.list(ctx.slug, pid))).total_count).toBe(6);
    await sdkCall('states.delete', () => sdk.states.delete(ctx.slug, pid, state.id));

    const label = await sdkCall('labels.create', () => sdk.labels.create(ctx.slug, pid, { name: 'Backend', color: '#00aaff' }));
    expect(label).toMatchObject({ name: 'Backend', project: pid });
    expect(await sdkCall('labels.retrieve', () => sdk.labels.retrieve(ctx.slug, pid, label.id!))).toMatchObject({ id: label.id });
    expect(await sdkCall('labels.update', () => sdk.labels.update(ctx.slug, pid, label.id!, { description: 'server side' }))).toMatchObject({ description: 'server side' });
    expectEnvelope(await sdkCall('labels.list', () => sdk.labels.list(ctx.slug, pid)));
    await sdkCall('labels.delete', () => sdk.labels.delete(ctx.slug, pid, label.id!));

    const estimate = await sdkCall('estimates.create', () => sdk.estimates.create(ctx.slug, pid, { name: 'Story points', type: 'points' }));
    expect(await sdkCall('estimates.retrieve', () => sdk.estimates.retrieve(ctx.slug, pid))).toMatchObject({ id: estimate.id, last_used: true });
    expect(await sdkCall('estimates.update', () => sdk.estimates.update(ctx.slug, pid, { description: 'Fibonacci' }))).toMatchObject({ description: 'Fibonacci' });
    const added = await sdkCall('estimates.createPoints', () => sdk.estimates.createPoints(ctx.slug, pid, estimate.id, [{ value: '1' }, { value: '2' }, { value: '3' }]));
    expect(added.map((p) => p.key)).toEqual([0, 1, 2]);
    expect(await sdkCall('estimates.updatePoint', () => sdk.estimates.updatePoint(ctx.slug, pid, estimate.id, added[2].id, { value: '5' }))).toMatchObject({ value: '5' });
    await sdkCall('estimates.deletePoint', () => sdk.estimates.deletePoint(ctx.slug, pid, estimate.id, added[0].id));
    expect((await sdkCall('estimates.listPoints', () => sdk.estimates.listPoints(ctx.slug, pid, estimate.id))).map((p) => p.value)).toEqual(['2', '5']);
    expect(await sdkCall('estimates.linkToProject', () => sdk.estimates.linkToProject(ctx.slug, pid, estimate.id))).toMatchObject({ estimate: estimate.id });
    await sdkCall('estimates.delete', () => sdk.estimates.delete(ctx.slug, pid));
    await expectHttpError(sdk.estimates.retrieve(ctx.slug, pid), 404);
  });

  it('drives stickies', async () => {
    const sticky = await sdkCall('stickies.create', () => guestSdk.stickies.create(ctx.slug, { name: 'Remember', description_html: '<p>milk</p>', background_color: '#ffff00' }));
    expectBase(sticky, guest.userId);
    expect(sticky).toMatchObject({ owner: guest.userId, workspace: ctx.workspaceId });
    expect(await sdkCall('stickies.retrieve', () => guestSdk.stickies.retrieve(ctx.slug, sticky.id))).toMatchObject({ name: 'Remember' });
    expect(await sdkCall('stickies.update', () => guestSdk.stickies.update(ctx.slug, sticky.id, { name: 'Forget' }))).toMatchObject({ name: 'Forget' });
    const list = await sdkCall('stickies.list', () => guestSdk.stickies.list(ctx.slug));
    expectEnvelope(list);
    expect(list.results.map((s) => s.id)).toEqual([sticky.id]);
    await expectHttpError(sdk.stickies.retrieve(ctx.slug, sticky.id), 404);
    await sdkCall('stickies.delete', () => guestSdk.stickies.delete(ctx.slug, sticky.id));
    await expectHttpError(guestSdk.stickies.retrieve(ctx.slug, sticky.id), 404);
  });
});
