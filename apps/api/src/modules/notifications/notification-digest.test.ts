import { NOTIFICATION_DIGEST_WINDOW_MS } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { digestWindow } from './notify.job';
import { createItem, patchItem, seedNotifyWorld, subscribe, type NotifyWorld } from './notifications.test-support';

let t: TestApp;
let w: NotifyWorld;

beforeAll(async () => {
  t = await createTestApp({ smtpConfigured: true });
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock past the current digest window and runs every due job (the digest, then its mail). */
async function afterWindow(): Promise<void> {
  t.clock.set(new Date(digestWindow(t.deps.now()).end.getTime() + 1000));
  await t.runJobs();
  await t.runJobs();
}

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('notification digests', () => {
  let itemId: string;
  let seq: number;

  beforeEach(async () => {
    await t.reset();
    // Start well inside a window so three changes land in the same one.
    const start = digestWindow(new Date()).end.getTime() + 1000;
    t.clock.set(new Date(start));
    w = await seedNotifyWorld(t);
    const item = await createItem(w, 'ada', { name: 'Paint the fence' });
    itemId = item.id;
    seq = item.sequence_id;
    await t.runJobs();
    await subscribe(t, w, itemId, ['bob']);
  }, 60_000);

  afterEach(() => t.clock.reset());

  test('three changes in one window → one mail listing all three, with links; a read one is left out', async () => {
    await patchItem(w, 'ada', itemId, { priority: 'high' });
    await patchItem(w, 'ada', itemId, { state_id: w.doneStateId });
    await patchItem(w, 'ada', itemId, { name: 'Paint the fence blue' });
    await patchItem(w, 'ada', itemId, { target_date: '2030-01-02' });
    await t.runJobs();
    const rows = await t.query<{ id: string; sender: string }>('SELECT id, sender FROM notifications WHERE receiver_id = $1 ORDER BY created_at', [w.people.bob.id]);
    expect(rows.map((r) => r.sender)).toEqual(['priority', 'state', 'name', 'target_date'].map((f) => `in_app:issue_activities:${f}`));
    const digests = await t.query<{ dedupe_key: string; run_at: Date }>("SELECT dedupe_key, run_at FROM jobs WHERE kind = 'notification-digest'");
    expect(digests).toHaveLength(1);
    expect(digests[0].dedupe_key).toMatch(new RegExp(`^digest:${w.people.bob.id}:${w.workspaceId}:\\d+$`));
    expect(digests[0].run_at.getTime() % NOTIFICATION_DIGEST_WINDOW_MS).toBe(0);
    // Bob reads the target-date one before the digest goes.
    await t.query('UPDATE notifications SET read_at = now() WHERE id = $1', [rows[3].id]);
    expect(mailsTo(w.people.bob.email)).toHaveLength(0);
    await afterWindow();
    const mails = mailsTo(w.people.bob.email);
    expect(mails).toHaveLength(1);
    const text = mails[0].text;
    // The inbox's sentences (in the receiver's language: English here), not the stored message.
    expect(text).toMatch(/changed the priority of \S+ to High/);
    expect(text).toMatch(/changed the state of \S+ to Done/);
    expect(text).toMatch(/changed the title of \S+ to Paint the fence blue/);
    expect(text).not.toMatch(/due date/);
    expect(text).toContain(`${t.deps.config.publicUrl}/${w.slug}/browse/${w.project.identifier}-${seq}`);
    expect(text).toContain(`${t.deps.config.publicUrl}/${w.slug}/settings/account`);
    expect(mails[0].subject).toBe(`3 new notifications in Workspace ${w.slug}`);
    const emailed = await t.query<{ emailed: boolean }>('SELECT emailed_at IS NOT NULL AS emailed FROM notifications WHERE receiver_id = $1 ORDER BY created_at', [w.people.bob.id]);
    expect(emailed.map((r) => r.emailed)).toEqual([true, true, true, false]);
    // Nothing is mailed twice.
    await afterWindow();
    expect(mailsTo(w.people.bob.email)).toHaveLength(1);
  });

  test('preferences: all off → nothing mailed (in-app still made); state off but issue_completed on → the completion is mailed', async () => {
    const off = { property_change: false, state_change: false, comment: false, mention: false, issue_completed: false };
    await w.people.bob.agent.patch('/api/users/me/notification-preferences/', off);
    await patchItem(w, 'ada', itemId, { priority: 'high' });
    await patchItem(w, 'ada', itemId, { state_id: w.doneStateId });
    await t.runJobs();
    expect((await t.query('SELECT id FROM notifications WHERE receiver_id = $1', [w.people.bob.id])).length).toBe(2);
    expect(await t.query("SELECT id FROM jobs WHERE kind = 'notification-digest'")).toHaveLength(0);
    await afterWindow();
    expect(mailsTo(w.people.bob.email)).toHaveLength(0);

    await w.people.bob.agent.patch('/api/users/me/notification-preferences/', { issue_completed: true });
    await patchItem(w, 'ada', itemId, { state_id: w.project.defaultStateId });
    await patchItem(w, 'ada', itemId, { priority: 'low' });
    await patchItem(w, 'ada', itemId, { state_id: w.doneStateId });
    await t.runJobs();
    await afterWindow();
    const mails = mailsTo(w.people.bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/changed the state of \S+ to Done/);
    expect(mails[0].text).not.toMatch(/priority/);
    expect(mails[0].text).not.toMatch(/state to Backlog/);
  });
});
