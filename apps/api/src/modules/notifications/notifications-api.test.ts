import { apiPaths, HOME_TEXT } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { seedNotification, seedNotifyWorld, type NotifyWorld, type Person } from './notifications.test-support';

let t: TestApp;
let w: NotifyWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedNotifyWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const agent = (p: Person) => w.people[p].agent;
const unread = async (p: Person) => (await agent(p).get(apiPaths.notificationsUnread(w.slug))).json();

describe('users/notifications/ routes × roles', () => {
  let bobsId: string;
  beforeAll(async () => {
    bobsId = await seedNotification(t, { workspaceId: w.workspaceId, receiverId: w.people.bob.id });
    await seedNotification(t, { workspaceId: w.workspaceId, receiverId: w.people.gus.id });
  });

  const routes = () => [
    { method: 'GET', url: apiPaths.notifications(w.slug) },
    { method: 'GET', url: apiPaths.notificationsUnread(w.slug) },
    { method: 'POST', url: apiPaths.notificationsMarkAllRead(w.slug), body: {} },
  ] as const;

  test.each([
    ['anonymous', 401],
    ['out', 404],
    ['gus', 200],
    ['bob', 200],
    ['ada', 200],
  ] as const)('%s → %i on list, unread, mark-all-read', async (who, status) => {
    for (const r of routes()) {
      const a = who === 'anonymous' ? createAgent(t.app) : agent(who);
      const res = await a.request({ method: r.method, url: r.url, body: 'body' in r ? r.body : undefined });
      expect([r.url, res.statusCode]).toEqual([r.url, status]);
    }
  });

  test("another user's notification → 404 on every one-item route (ada is a workspace admin), nothing changed", async () => {
    const snapshot = async () => t.query('SELECT read_at, archived_at, snoozed_till, updated_at FROM notifications WHERE id = $1', [bobsId]);
    const before = await snapshot();
    for (const who of ['ada', 'gus', 'out'] as const) {
      const a = agent(who);
      const slug = who === 'out' ? w.foreignSlug : w.slug;
      for (const res of [
        await a.patch(apiPaths.notification(slug, bobsId), { snoozed_till: null }),
        await a.post(apiPaths.notificationRead(slug, bobsId)),
        await a.delete(apiPaths.notificationRead(slug, bobsId)),
        await a.post(apiPaths.notificationArchive(slug, bobsId)),
        await a.delete(apiPaths.notificationArchive(slug, bobsId)),
      ]) {
        expect(res.statusCode).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test("a notification of another workspace, named through this workspace's slug → 404", async () => {
    const foreignWs = (await t.query<{ id: string }>('SELECT id FROM workspaces WHERE slug = $1', [w.foreignSlug]))[0].id;
    // Bob is not a member there, but the row names him: the slug's scope must still refuse it.
    const elsewhere = await seedNotification(t, { workspaceId: foreignWs, receiverId: w.people.bob.id });
    expect((await agent('bob').post(apiPaths.notificationRead(w.slug, elsewhere))).statusCode).toBe(404);
  });

  test('lists only the caller\'s own; each answer is a page', async () => {
    const page = (await agent('bob').get(apiPaths.notifications(w.slug))).json();
    expect(page.results.map((n: { receiver: string }) => n.receiver)).toEqual([w.people.bob.id]);
    expect(page).toMatchObject({ total_count: 1, next_page_results: false, next_cursor: '300:1:0' });
  });
});

describe('read, unread, archive, snooze, counts', () => {
  let id: string;
  let mentionId: string;
  beforeAll(async () => {
    await t.query('DELETE FROM notifications WHERE receiver_id = $1', [w.people.cara.id]);
    id = await seedNotification(t, { workspaceId: w.workspaceId, receiverId: w.people.cara.id });
    mentionId = await seedNotification(t, { workspaceId: w.workspaceId, receiverId: w.people.cara.id, mentioned: true });
  });

  test('counts never go below 0 or above the truth under read twice / unread twice', async () => {
    expect(await unread('cara')).toEqual({ total_unread_notifications_count: 2, mention_unread_notifications_count: 1 });
    const reads = await Promise.all([agent('cara').post(apiPaths.notificationRead(w.slug, mentionId)), agent('cara').post(apiPaths.notificationRead(w.slug, mentionId))]);
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await unread('cara')).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 });
    await agent('cara').post(apiPaths.notificationRead(w.slug, mentionId));
    expect(await unread('cara')).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 });
    await Promise.all([agent('cara').delete(apiPaths.notificationRead(w.slug, mentionId)), agent('cara').delete(apiPaths.notificationRead(w.slug, mentionId))]);
    await agent('cara').delete(apiPaths.notificationRead(w.slug, mentionId));
    expect(await unread('cara')).toEqual({ total_unread_notifications_count: 2, mention_unread_notifications_count: 1 });
  });

  test('each change records one notification event for the receiver; a no-op records none', async () => {
    const count = async () => (await t.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE entity_type = 'notification' AND entity_id = $1", [id]))[0].n;
    const before = await count();
    await agent('cara').post(apiPaths.notificationRead(w.slug, id));
    await agent('cara').post(apiPaths.notificationRead(w.slug, id));
    expect(await count()).toBe(before + 1);
    const [ev] = await t.query<{ changes: Record<string, { new: unknown }> }>("SELECT changes FROM events WHERE entity_type = 'notification' AND entity_id = $1 ORDER BY id DESC LIMIT 1", [id]);
    expect(ev.changes.receiver.new).toBe(w.people.cara.id);
    expect(typeof ev.changes.read_at.new).toBe('string');
    await agent('cara').delete(apiPaths.notificationRead(w.slug, id));
  });

  test('archive hides from the default list and counts; archived=true lists it; unarchive brings it back', async () => {
    const a = agent('cara');
    expect((await a.post(apiPaths.notificationArchive(w.slug, id))).json().archived_at).not.toBeNull();
    expect((await a.get(apiPaths.notifications(w.slug))).json().results.map((n: { id: string }) => n.id)).toEqual([mentionId]);
    expect((await a.get(`${apiPaths.notifications(w.slug)}?archived=true`)).json().results.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await unread('cara')).total_unread_notifications_count).toBe(1);
    expect((await a.delete(apiPaths.notificationArchive(w.slug, id))).json().archived_at).toBeNull();
    expect((await unread('cara')).total_unread_notifications_count).toBe(2);
  });

  test('snooze hides until the time passes (controlled clock); a past time → 400; null unsnoozes', async () => {
    const a = agent('cara');
    const base = Date.now();
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    t.clock.set(new Date(base));
    try {
      const past = await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: at(-1) });
      expect(past.statusCode).toBe(400);
      expect(past.json().error).toBe(HOME_TEXT.snoozeInPast);
      expect((await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: 'tomorrow' })).statusCode).toBe(400);
      const ok = await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: at(10) });
      expect(ok.statusCode).toBe(200);
      expect((await a.get(apiPaths.notifications(w.slug))).json().results.map((n: { id: string }) => n.id)).toEqual([mentionId]);
      expect((await a.get(`${apiPaths.notifications(w.slug)}?snoozed=true`)).json().results.map((n: { id: string }) => n.id)).toEqual([id]);
      expect((await unread('cara')).total_unread_notifications_count).toBe(1);
      t.clock.advance(11 * 60_000);
      expect((await a.get(apiPaths.notifications(w.slug))).json().results.map((n: { id: string }) => n.id).sort()).toEqual([id, mentionId].sort());
      expect((await unread('cara')).total_unread_notifications_count).toBe(2);
      expect((await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: null })).json().snoozed_till).toBeNull();
    } finally {
      t.clock.reset();
    }
  });

  test('filters: type, mentioned, read; mark-all-read with filters answers { updated }', async () => {
    const a = agent('cara');
    expect((await a.get(`${apiPaths.notifications(w.slug)}?mentioned=true`)).json().results.map((n: { id: string }) => n.id)).toEqual([mentionId]);
    expect((await a.get(`${apiPaths.notifications(w.slug)}?type=subscribed`)).json().results.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await a.post(apiPaths.notificationsMarkAllRead(w.slug), { mentioned: true })).json()).toEqual({ updated: 1 });
    expect((await a.get(`${apiPaths.notifications(w.slug)}?read=false`)).json().results.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await a.post(apiPaths.notificationsMarkAllRead(w.slug), {})).json()).toEqual({ updated: 1 });
    expect((await a.post(apiPaths.notificationsMarkAllRead(w.slug), {})).json()).toEqual({ updated: 0 });
    expect(await unread('cara')).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
  });

  test('paging: per_page and cursor', async () => {
    const a = agent('cara');
    const first = (await a.get(`${apiPaths.notifications(w.slug)}?per_page=1`)).json();
    expect(first).toMatchObject({ total_count: 2, next_page_results: true, next_cursor: '1:1:0' });
    const second = (await a.get(`${apiPaths.notifications(w.slug)}?cursor=${first.next_cursor}`)).json();
    expect(second.results).toHaveLength(1);
    expect(second.results[0].id).not.toBe(first.results[0].id);
    expect(second.next_page_results).toBe(false);
  });
});

describe('bad input → 400, never 5xx', () => {
  test.each([
    ['GET', '?cursor=abc'],
    ['GET', '?cursor=0:0:0'],
    ['GET', '?cursor=1:-1:0'],
    ['GET', '?per_page=301'],
    ['GET', '?type=bogus'],
    ['GET', '?type=assigned,%00'],
    ['GET', `?type=${'a'.repeat(5000)}`],
    ['GET', '?read=yes'],
    ['GET', '?cursor=%00'],
  ])('%s list, case %#', async (_m, qs) => {
    expect((await agent('bob').get(`${apiPaths.notifications(w.slug)}${qs}`)).statusCode).toBe(400);
  });

  test('bad ids, bodies and NUL bytes', async () => {
    const a = agent('bob');
    expect((await a.post(apiPaths.notificationRead(w.slug, 'not-a-uuid'))).statusCode).toBe(400);
    const id = await seedNotification(t, { workspaceId: w.workspaceId, receiverId: w.people.bob.id });
    expect((await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: '2030-01-01T00:00:00Z\u0000' })).statusCode).toBe(400);
    expect((await a.patch(apiPaths.notification(w.slug, id), { read_at: null })).statusCode).toBe(400);
    expect((await a.patch(apiPaths.notification(w.slug, id), { snoozed_till: '2030-02-30T00:00:00Z' })).statusCode).toBeLessThan(500);
    expect((await a.post(apiPaths.notificationsMarkAllRead(w.slug), { type: 'x' })).statusCode).toBe(400);
    expect((await a.patch(apiPaths.notificationPreferences(), { mention: 'no' })).statusCode).toBe(400);
    expect((await a.patch(apiPaths.notificationPreferences(), { bogus: true })).statusCode).toBe(400);
  });
});

describe('users/me/notification-preferences/', () => {
  test('defaults all on; PATCH keeps the others; anonymous 401', async () => {
    const a = agent('dan');
    expect((await a.get(apiPaths.notificationPreferences())).json()).toEqual({ property_change: true, state_change: true, comment: true, mention: true, issue_completed: true });
    expect((await a.patch(apiPaths.notificationPreferences(), { comment: false })).json()).toEqual({ property_change: true, state_change: true, comment: false, mention: true, issue_completed: true });
    expect((await a.patch(apiPaths.notificationPreferences(), { mention: false })).json()).toMatchObject({ comment: false, mention: false });
    expect((await agent('eve').get(apiPaths.notificationPreferences())).json().comment).toBe(true);
    expect((await createAgent(t.app).get(apiPaths.notificationPreferences())).statusCode).toBe(401);
  });
});
