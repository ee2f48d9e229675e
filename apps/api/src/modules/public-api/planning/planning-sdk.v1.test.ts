import type { AddressInfo } from 'node:net';
import { HttpError, PlaneClient } from '@makeplane/plane-node-sdk';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cycleOf, day, PAST, seedCycle } from '../../cycles/cycles.test-support';
import { enableIntake, storedIntake } from '../../intake/intake.test-support';
import { resetV1RateLimits } from '../v1.test-support';
import { seedItem, seedPlanningWorld, type PlanningWorld } from './planning.v1.test-support';

// The seed system's SDK on a loopback port, for the planning calls the core SDK flow does not make: lite and archived
// lists, archive and unarchive (bodiless POSTs that still send a JSON content type), transfer, module archive and the
// intake triage (updateStatus by the work item id, update, delete).

let t: TestApp;
let w: PlanningWorld;
let sdk: PlaneClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  w = await seedPlanningWorld(t);
  await enableIntake(t, w.ctx.workspaceId);
  sdk = new PlaneClient({ baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, apiKey: w.ctx.key });
}, 60_000);
beforeEach(() => resetV1RateLimits(t));
afterAll(async () => {
  await t.close();
});

const slug = () => w.ctx.slug;
const pid = () => w.ctx.project.id;

/** The status of an SDK failure (undefined when it did not fail). */
async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('the SDK drives v1 cycles', () => {
  it('lists lite and archived cycles, archives and unarchives, transfers', async () => {
    const past = await seedCycle(t, { workspaceId: w.ctx.workspaceId, projectId: pid(), createdBy: w.ctx.userId, ...PAST });
    const next = await sdk.cycles.create(slug(), pid(), { name: 'Next', start_date: day(30), end_date: day(40), owned_by: w.ctx.userId, project_id: pid() });
    const item = await seedItem(t, w);
    // Straight in the database: transfer is what is under test here.
    await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [past.id, item.id]);

    const lite = await sdk.cycles.listLite(slug(), pid(), { status: 'upcoming' });
    expect(lite.results.map((c) => c.id)).toEqual([next.id]);

    await sdk.cycles.transferWorkItemsToAnotherCycle(slug(), pid(), past.id, { new_cycle_id: next.id });
    expect(await cycleOf(t, [item.id])).toEqual({ [item.id]: next.id });

    await sdk.cycles.archive(slug(), pid(), past.id);
    const archived = await sdk.cycles.listArchived(slug(), pid());
    expect(archived.results.map((c) => c.id)).toEqual([past.id]);
    expect(await statusOf(sdk.cycles.archive(slug(), pid(), next.id))).toBe(400);
    await sdk.cycles.unArchive(slug(), pid(), past.id);
    expect((await sdk.cycles.listArchived(slug(), pid())).results).toEqual([]);

    const updated = await sdk.cycles.update(slug(), pid(), next.id, { name: 'Renamed' });
    expect(updated).toMatchObject({ id: next.id, name: 'Renamed', project: pid(), owned_by: w.ctx.userId });
    await sdk.cycles.delete(slug(), pid(), next.id);
    expect(await statusOf(sdk.cycles.retrieve(slug(), pid(), next.id))).toBe(404);
  });
});

describe('the SDK drives v1 modules', () => {
  it('creates, lists lite, archives, lists archived, unarchives, updates and deletes', async () => {
    const mod = await sdk.modules.create(slug(), pid(), { name: 'Billing', status: 'planned', members: [w.member.userId] });
    expect(mod).toMatchObject({ name: 'Billing', status: 'planned', members: [w.member.userId], project: pid() });
    expect((await sdk.modules.listLite(slug(), pid())).results.map((m) => m.id)).toContain(mod.id);
    await sdk.modules.archiveModule(slug(), pid(), mod.id);
    expect((await sdk.modules.listArchivedModules(slug(), pid())).results.map((m) => m.id)).toEqual([mod.id]);
    await sdk.modules.unArchiveModule(slug(), pid(), mod.id);
    expect(await sdk.modules.update(slug(), pid(), mod.id, { status: 'completed', lead: w.member.userId })).toMatchObject({ status: 'completed', lead: w.member.userId });
    await sdk.modules.delete(slug(), pid(), mod.id);
    expect(await statusOf(sdk.modules.retrieve(slug(), pid(), mod.id))).toBe(404);
  });
});

describe('the SDK drives v1 intake', () => {
  it('creates, updates, triages by the work item id and deletes', async () => {
    const created = await sdk.intake.create(slug(), pid(), { issue: { name: 'Bug report', priority: 'high' } });
    expect(created.status).toBe(-2);
    const workItemId = created.issue as string;
    const edited = await sdk.intake.update(slug(), pid(), workItemId, { issue: { name: 'Bug report (edited)' } });
    expect(edited.issue_detail?.name).toBe('Bug report (edited)');
    const declined = await sdk.intake.updateStatus(slug(), pid(), workItemId, { status: -1 });
    expect(declined.status).toBe(-1);
    const reopened = await sdk.intake.updateStatus(slug(), pid(), workItemId, { status: -2 });
    expect(reopened.status).toBe(-2);
    const accepted = await sdk.intake.updateStatus(slug(), pid(), workItemId, { status: 1 });
    expect(accepted.status).toBe(1);
    expect(await storedIntake(t, workItemId)).toMatchObject({ status: 'accepted', is_intake: false });

    const other = await sdk.intake.create(slug(), pid(), { issue: { name: 'Spam' } });
    await sdk.intake.delete(slug(), pid(), other.issue as string);
    expect(await statusOf(sdk.intake.retrieve(slug(), pid(), other.issue as string))).toBe(404);
  });
});
