import { apiPaths, INTAKE_STATUSES, type IntakeStatus } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { canMoveIntake } from './intake.policy';
import { enableIntake, seedIntake, seedWorldIntake, storedIntake } from './intake.test-support';

// The intake status machine as a table: every from × to through PATCH (allowed → 200 and stored; refused → 409 and
// nothing changed), then the companions of snoozed and duplicate (400), and the snooze expiry on a controlled clock.

let t: TestApp;
let cast: Cast;
let w: World;
// Near the real now: sessions signed in at the real time must stay valid.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  await enableIntake(t, w.workspaceId);
}, 60_000);
beforeEach(() => t.clock.set(T0));
afterAll(async () => {
  await t.close();
});

const url = (issueId: string, projectId = w.project.id) => apiPaths.intakeIssue(w.slug, projectId, issueId);
const patch = (issueId: string, body: unknown) => cast.projMember.agent.patch(url(issueId), body);
const liveItem = () => seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projAdmin.id });

/** The PATCH body that moves a request to `to`, with the companions that status needs. */
async function bodyFor(to: IntakeStatus): Promise<Record<string, unknown>> {
  if (to === 'snoozed') return { status: to, snoozed_till: new Date(T0.getTime() + 2 * HOUR).toISOString() };
  if (to === 'duplicate') return { status: to, duplicate_to: (await liveItem()).id };
  return { status: to };
}

/** The expected machine, written out independently of INTAKE_TRANSITIONS (the code's table must match it). */
const ALLOWED: Record<IntakeStatus, IntakeStatus[]> = {
  pending: ['pending', 'snoozed', 'accepted', 'declined', 'duplicate'],
  snoozed: ['pending', 'snoozed', 'accepted', 'declined', 'duplicate'],
  accepted: [],
  declined: ['pending', 'declined'],
  duplicate: ['pending', 'duplicate'],
};

describe('intake: the transition table (every from × to)', () => {
  const cases = INTAKE_STATUSES.flatMap((from) => INTAKE_STATUSES.map((to) => [from, to, ALLOWED[from].includes(to)] as const));

  it.each(cases)('%s → %s (allowed: %s)', async (from, to, allowed) => {
    expect(canMoveIntake(from, to)).toBe(allowed);
    const r = await seedWorldIntake(t, w, cast.projGuest.id, { status: from, snoozedTill: new Date(T0.getTime() + HOUR) });
    const before = await storedIntake(t, r.item.id);
    const res = await patch(r.item.id, await bodyFor(to));
    if (!allowed) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error_code).toBe('INTAKE_TRANSITION');
      expect(await storedIntake(t, r.item.id)).toEqual(before);
      return;
    }
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(to);
    const stored = await storedIntake(t, r.item.id);
    expect(stored.status).toBe(to);
    // Companions live only with their status: leaving snoozed / duplicate clears them.
    expect(stored.snoozed_till === null).toBe(to !== 'snoozed');
    expect(stored.duplicate_to === null).toBe(to !== 'duplicate');
    expect(stored.is_intake).toBe(to !== 'accepted');
    if (to === 'duplicate') expect(body.duplicate_issue_detail).toMatchObject({ id: stored.duplicate_to, project_id: w.project.id, project_identifier: w.project.identifier });
    else expect(body.duplicate_issue_detail).toBeNull();
  });

  it('a snooze that has passed counts as pending: its from-row is pending’s (declined is allowed, etc.)', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id, { status: 'snoozed', snoozedTill: new Date(T0.getTime() - HOUR) });
    expect((await patch(r.item.id, { status: 'declined' })).statusCode).toBe(200);
  });

  it('a status change writes one activity row on the work item and bumps its updated_at', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id);
    t.clock.set(new Date(T0.getTime() + HOUR));
    expect((await patch(r.item.id, { status: 'declined' })).statusCode).toBe(200);
    const rows = await t.query<{ field: string; old_value: string; new_value: string }>(
      "SELECT field, old_value, new_value FROM work_item_activities WHERE work_item_id = $1 AND field = 'intake'",
      [r.item.id],
    );
    expect(rows).toEqual([{ field: 'intake', old_value: 'pending', new_value: 'declined' }]);
    const [item] = await t.query<{ updated_at: Date }>('SELECT updated_at FROM work_items WHERE id = $1', [r.item.id]);
    expect(item.updated_at.toISOString()).toBe(new Date(T0.getTime() + HOUR).toISOString());
  });
});

describe('intake: companions of snoozed and duplicate (400, nothing changed)', () => {
  const bad: Array<[string, () => Promise<Record<string, unknown>>, string]> = [
    ['snoozed without snoozed_till', async () => ({ status: 'snoozed' }), 'snoozed_till'],
    ['snoozed_till in the past', async () => ({ status: 'snoozed', snoozed_till: new Date(T0.getTime() - 1000).toISOString() }), 'snoozed_till'],
    ['snoozed_till now', async () => ({ status: 'snoozed', snoozed_till: T0.toISOString() }), 'snoozed_till'],
    ['snoozed_till not a time', async () => ({ status: 'snoozed', snoozed_till: 'tomorrow' }), 'snoozed_till'],
    ['snoozed_till with another status', async () => ({ status: 'declined', snoozed_till: new Date(T0.getTime() + HOUR).toISOString() }), 'snoozed_till'],
    ['duplicate without duplicate_to', async () => ({ status: 'duplicate' }), 'duplicate_to'],
    ['duplicate_to with another status', async () => ({ status: 'declined', duplicate_to: (await liveItem()).id }), 'duplicate_to'],
    ['duplicate_to an unknown id', async () => ({ status: 'duplicate', duplicate_to: '00000000-0000-4000-8000-000000000000' }), 'duplicate_to'],
    [
      'duplicate_to an item of another project',
      async () => ({ status: 'duplicate', duplicate_to: (await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, createdBy: cast.projAdmin.id })).id }),
      'duplicate_to',
    ],
    [
      "duplicate_to another workspace's item",
      async () => ({ status: 'duplicate', duplicate_to: (await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id })).id }),
      'duplicate_to',
    ],
    ['duplicate_to another request (not a project item yet)', async () => ({ status: 'duplicate', duplicate_to: (await seedWorldIntake(t, w, cast.projAdmin.id)).item.id }), 'duplicate_to'],
  ];

  it.each(bad)('%s', async (_name, body, field) => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id);
    const before = await storedIntake(t, r.item.id);
    const res = await patch(r.item.id, await body());
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(field);
    expect(await storedIntake(t, r.item.id)).toEqual(before);
  });

  it('duplicate_to itself is refused', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id);
    const res = await patch(r.item.id, { status: 'duplicate', duplicate_to: r.item.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('INTAKE_DUPLICATE_INVALID');
  });

  it('status may be implied: snoozed_till alone snoozes, null clears it; duplicate_to alone marks duplicate, null reopens', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id);
    const till = new Date(T0.getTime() + HOUR).toISOString();
    expect((await patch(r.item.id, { snoozed_till: till })).json()).toMatchObject({ status: 'snoozed', snoozed_till: till });
    expect((await patch(r.item.id, { snoozed_till: null })).json()).toMatchObject({ status: 'pending', snoozed_till: null });
    const target = await liveItem();
    expect((await patch(r.item.id, { duplicate_to: target.id })).json()).toMatchObject({ status: 'duplicate', duplicate_to: target.id });
    expect((await patch(r.item.id, { duplicate_to: null })).json()).toMatchObject({ status: 'pending', duplicate_to: null, duplicate_issue_detail: null });
  });

  it('an accepted request refuses edits of its fields through intake (409 INTAKE_ACCEPTED)', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id, { status: 'accepted' });
    const res = await patch(r.item.id, { issue: { name: 'Too late' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('INTAKE_ACCEPTED');
  });
});

describe('intake: snooze expiry on a controlled clock (no job: computed at read time)', () => {
  it('snoozed until T0+1h reads snoozed before, pending after; lists follow', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id, { name: 'expiry-probe' });
    const till = new Date(T0.getTime() + HOUR).toISOString();
    expect((await patch(r.item.id, { status: 'snoozed', snoozed_till: till })).statusCode).toBe(200);
    const list = (query: string) => cast.projAdmin.agent.get(`${apiPaths.intakeIssues(w.slug, w.project.id)}?search=expiry-probe&${query}`).then((res) => res.json());

    expect((await cast.projAdmin.agent.get(url(r.item.id))).json()).toMatchObject({ status: 'snoozed', snoozed_till: till });
    expect((await list('status=snoozed')).total_results).toBe(1);
    expect((await list('status=pending')).total_results).toBe(0);

    t.clock.set(new Date(T0.getTime() + HOUR + 1));
    expect((await cast.projAdmin.agent.get(url(r.item.id))).json()).toMatchObject({ status: 'pending', snoozed_till: null });
    expect((await list('status=snoozed')).total_results).toBe(0);
    const pending = await list('status=pending');
    expect(pending.results.map((x: { status: string }) => x.status)).toEqual(['pending']);
    expect((await list('tab=open')).total_results).toBe(1);
    expect((await list('tab=closed')).total_results).toBe(0);
  });

  it('the creator may edit and delete again once the snooze has passed (it is pending)', async () => {
    const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: w.project.id, identifier: w.project.identifier, createdBy: cast.projGuest.id, status: 'snoozed', snoozedTill: new Date(T0.getTime() + HOUR) });
    expect((await cast.projGuest.agent.patch(url(r.item.id), { issue: { name: 'Still snoozed' } })).statusCode).toBe(403);
    t.clock.set(new Date(T0.getTime() + 2 * HOUR));
    expect((await cast.projGuest.agent.patch(url(r.item.id), { issue: { name: 'Pending again' } })).statusCode).toBe(200);
  });
});
