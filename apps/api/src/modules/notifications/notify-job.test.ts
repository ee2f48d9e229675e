import { createTestApp, type TestApp } from '../../test/test-app';
import {
  commentOn, createItem, mention, notificationsAbout, patchItem, seedNotifyWorld, subscribe, whoGot, type NotifyWorld, type StoredNotification,
} from './notifications.test-support';

let t: TestApp;
let w: NotifyWorld;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Runs the step, then the jobs; answers the notifications the step made. */
async function step(itemId: string | null, run: () => Promise<string | void>): Promise<{ itemId: string; rows: StoredNotification[] }> {
  const before = itemId ? new Set((await notificationsAbout(t, itemId)).map((n) => n.id)) : new Set<string>();
  const created = await run();
  const id = itemId ?? (created as string);
  await t.runJobs();
  return { itemId: id, rows: (await notificationsAbout(t, id)).filter((n) => !before.has(n.id)) };
}

describe('the notify job: who is told about what', () => {
  let itemId: string;
  const made: Record<string, StoredNotification[]> = {};

  beforeAll(async () => {
    await t.reset();
    w = await seedNotifyWorld(t);
    // Cara creates the item for Bob, mentioning Eve.
    ({ itemId, rows: made.created } = await step(null, async () => (await createItem(w, 'cara', { assignee_ids: [w.people.bob.id], description_html: `<p>ask ${mention(w.people.eve)}</p>` })).id));
    await subscribe(t, w, itemId, ['ada', 'dan', 'gus', 'rem', 'out']);
    // Rem leaves the workspace; gus is a guest of a project without guest_view_all_features; out is an outsider.
    await t.query('UPDATE workspace_members SET is_active = false WHERE member = $1', [w.people.rem.id]);
    made.state = (await step(itemId, () => patchItem(w, 'ada', itemId, { state_id: w.doneStateId }))).rows;
    made.description = (await step(itemId, () => patchItem(w, 'ada', itemId, { description_html: `<p>${mention(w.people.dan)} ${mention(w.people.gus)} ${mention(w.people.out)}</p>` }))).rows;
    made.descriptionAgain = (await step(itemId, () => patchItem(w, 'ada', itemId, { description_html: `<p>still ${mention(w.people.dan)} ${mention(w.people.gus)}</p>` }))).rows;
    made.comment = (await step(itemId, () => commentOn(w, 'ada', itemId, `<p>look ${mention(w.people.eve)} ${mention(w.people.gus)}</p>`))).rows;
  }, 60_000);

  test.each([
    // change, sender, who gets it with which kind (everyone else: nothing)
    ['created', 'created', { bob: 'assigned' }],
    ['created', 'mention', { eve: 'mentioned' }],
    ['state', 'state', { bob: 'assigned', cara: 'created', dan: 'subscribed' }],
    ['description', 'description', { bob: 'assigned', cara: 'created' }],
    ['description', 'mention', { dan: 'mentioned' }],
    ['descriptionAgain', 'description', { bob: 'assigned', cara: 'created', dan: 'subscribed' }],
    ['descriptionAgain', 'mention', {}],
    ['comment', 'comment', { bob: 'assigned', cara: 'created', dan: 'subscribed' }],
    ['comment', 'mention', { eve: 'mentioned' }],
  ] as const)('%s → %s: %j', (change, sender, expected) => {
    expect(whoGot(w, made[change], sender)).toEqual(expected);
  });

  test('never the actor, a removed member, a guest who may not see the item, or an outsider', () => {
    const all = Object.values(made).flat().map((n) => n.receiver_id);
    for (const p of ['ada', 'rem', 'gus', 'out'] as const) expect(all).not.toContain(w.people[p].id);
  });

  test('one notification per receiver per change', () => {
    for (const rows of Object.values(made)) {
      const keys = rows.map((n) => `${n.receiver_id}|${String(n.data.dedupe_key)}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  test('words and data of a state change', () => {
    const n = made.state.find((r) => r.receiver_id === w.people.bob.id)!;
    expect(n.message_stripped).toMatch(/changed the state to Done/);
    expect(n.data.issue).toMatchObject({ id: itemId, identifier: w.project.identifier, state_group: 'completed' });
    expect(n.data.issue_activity).toMatchObject({ field: 'state', verb: 'updated', new_value: 'Done' });
    const comment = made.comment.find((r) => r.receiver_id === w.people.bob.id)!;
    expect(comment.message_stripped).toMatch(/commented: look/);
    const mentioned = made.comment.find((r) => r.receiver_id === w.people.eve.id)!;
    expect(mentioned.is_mentioned_notification).toBe(true);
    expect(mentioned.message_stripped).toMatch(/mentioned you in a comment/);
  });

  test('a notification event per receiver, delivered to the receiver only (changes.receiver)', async () => {
    const rows = await t.query<{ entity_id: string; changes: { receiver: { new: string } } }>("SELECT entity_id, changes FROM events WHERE entity_type = 'notification' AND workspace_id = $1", [w.workspaceId]);
    const all = Object.values(made).flat();
    expect(rows.length).toBe(all.length);
    for (const n of all) expect(rows.find((r) => r.entity_id === n.id)?.changes.receiver.new).toBe(n.receiver_id);
  });

  test('with guest_view_all_features the guest subscriber is told too', async () => {
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    const { rows } = await step(itemId, () => patchItem(w, 'ada', itemId, { priority: 'high' }));
    expect(whoGot(w, rows, 'priority')).toEqual({ bob: 'assigned', cara: 'created', dan: 'subscribed', gus: 'subscribed' });
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
  });

  test('a retried job adds nothing (dedupe per receiver and change)', async () => {
    // Catch the job before it runs, then run the same payload twice.
    await patchItem(w, 'ada', itemId, { name: 'Fix the gate today' });
    const [job] = await t.query<{ payload: unknown }>("SELECT payload FROM jobs WHERE kind = 'notify' AND status = 'pending'");
    await t.runJobs();
    const count = (await notificationsAbout(t, itemId)).length;
    await t.query("INSERT INTO jobs (kind, payload, max_attempts, run_at, created_at) VALUES ('notify', $1, 3, now() - interval '1 second', now())", [JSON.stringify(job.payload)]);
    await t.runJobs();
    expect((await notificationsAbout(t, itemId)).length).toBe(count);
    expect((await t.query("SELECT count(*)::int AS n FROM jobs WHERE kind = 'notify' AND status <> 'done'"))[0]).toEqual({ n: 0 });
  });

  test('one notify job per transaction, none for a write that rolls back', async () => {
    const before = (await t.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'notify'"))[0].n;
    await patchItem(w, 'ada', itemId, { priority: 'low', start_date: '2026-01-01' });
    expect((await t.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'notify'"))[0].n).toBe(before + 1);
    const res = await w.people.ada.agent.patch(`/api/workspaces/${w.slug}/projects/${w.project.id}/issues/${itemId}/`, { state_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'notify'"))[0].n).toBe(before + 1);
    await t.runJobs();
  });
});

describe('description mentions: only new ones', () => {
  beforeAll(async () => {
    await t.reset();
    w = await seedNotifyWorld(t);
  });

  it('the first edit of a description keeps those mentioned at creation from being told again', async () => {
    const first = await step(null, async () => (await createItem(w, 'cara', { description_html: `<p>ask ${mention(w.people.eve)}</p>` })).id);
    expect(whoGot(w, first.rows, 'mention')).toEqual({ eve: 'mentioned' });
    const edit = await step(first.itemId, () => patchItem(w, 'cara', first.itemId, { description_html: `<p>ask ${mention(w.people.eve)} and ${mention(w.people.dan)}</p>` }));
    expect(whoGot(w, edit.rows, 'mention')).toEqual({ dan: 'mentioned' });
  });
});
