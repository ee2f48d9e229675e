import { apiPaths, ROLE } from '@cairn/types';
import type { TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers shared by the notification tests (not a test file itself).

/** The people of a notification world, by name. */
export type Person = 'ada' | 'bob' | 'cara' | 'dan' | 'eve' | 'gus' | 'rem' | 'out';

/** A workspace (ada admin), a project where everyone but `out` is a member (gus a guest without view-all). */
export interface NotifyWorld {
  people: Record<Person, Actor>;
  slug: string;
  workspaceId: string;
  project: SeededProject;
  /** The project's state of the completed group. */
  doneStateId: string;
  /** A workspace of `out`. */
  foreignSlug: string;
}

/** Builds the world: ada (workspace admin, the usual actor), bob, cara, dan, eve, rem members, gus guest, out outsider. */
export async function seedNotifyWorld(t: TestApp): Promise<NotifyWorld> {
  const people = {} as Record<Person, Actor>;
  for (const p of ['ada', 'bob', 'cara', 'dan', 'eve', 'gus', 'rem', 'out'] as Person[]) people[p] = await newActor(t, p);
  const members = (['bob', 'cara', 'dan', 'eve', 'rem'] as Person[]).map((p) => [people[p].id, ROLE.MEMBER] as [string, number]);
  const { workspace } = await seedWorkspace(t, people.ada.id, [[people.ada.id, ROLE.ADMIN], ...members, [people.gus.id, ROLE.GUEST]]);
  const project = await seedProject(t, workspace.id, people.ada.id);
  await addProjectMembers(t, workspace.id, project.id, [...members.map(([id]) => [id, ROLE.MEMBER] as [string, number]), [people.gus.id, ROLE.GUEST]]);
  const [done] = await t.query<{ id: string }>(`SELECT id FROM states WHERE project_id = $1 AND "group" = 'completed' LIMIT 1`, [project.id]);
  const foreign = await seedWorkspace(t, people.out.id, [[people.out.id, ROLE.ADMIN]]);
  return { people, slug: workspace.slug, workspaceId: workspace.id, project, doneStateId: done.id, foreignSlug: foreign.workspace.slug };
}

/** A mention of a user in rich text. */
export function mention(a: Actor): string {
  return `<span data-mention-id="${a.id}">@someone</span>`;
}

/** Creates a work item through the API as `who`; returns its id and sequence. */
export async function createItem(w: NotifyWorld, who: Person, body: Record<string, unknown>): Promise<{ id: string; sequence_id: number }> {
  const res = await w.people[who].agent.post(apiPaths.workItems(w.slug, w.project.id), { name: 'Fix the gate', ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Patches a work item through the API as `who`. */
export async function patchItem(w: NotifyWorld, who: Person, id: string, body: Record<string, unknown>): Promise<void> {
  const res = await w.people[who].agent.patch(apiPaths.workItem(w.slug, w.project.id, id), body);
  if (res.statusCode !== 200) throw new Error(`patch failed: ${res.statusCode} ${res.body}`);
}

/** Comments on a work item through the API as `who`. */
export async function commentOn(w: NotifyWorld, who: Person, id: string, html: string): Promise<void> {
  const res = await w.people[who].agent.post(apiPaths.comments(w.slug, w.project.id, id), { comment_html: html });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
}

/** Subscribes users to an item straight in the database (outsiders too: the job must still leave them out). */
export async function subscribe(t: TestApp, w: NotifyWorld, itemId: string, who: Person[]): Promise<void> {
  for (const p of who) {
    await t.query('INSERT INTO work_item_subscribers (workspace_id, project_id, work_item_id, subscriber_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      w.workspaceId, w.project.id, itemId, w.people[p].id,
    ]);
  }
}

/** A stored notification, as tests look at it. */
export interface StoredNotification {
  id: string;
  receiver_id: string;
  kind: string;
  sender: string;
  message_stripped: string;
  is_mentioned_notification: boolean;
  data: Record<string, unknown>;
  emailed_at: Date | null;
}

/** Notifications about an item, oldest first. */
export function notificationsAbout(t: TestApp, itemId: string): Promise<StoredNotification[]> {
  return t.query<StoredNotification>('SELECT * FROM notifications WHERE entity_identifier = $1 ORDER BY created_at, id', [itemId]);
}

/** receiver name → kind, for notifications whose sender ends with one of `senders` (each receiver once). */
export function whoGot(w: NotifyWorld, rows: StoredNotification[], sender: string): Record<string, string> {
  const names = new Map(Object.entries(w.people).map(([name, a]) => [a.id, name]));
  const out: Record<string, string> = {};
  for (const r of rows.filter((n) => n.sender === `in_app:issue_activities:${sender}`)) out[names.get(r.receiver_id) ?? r.receiver_id] = r.kind;
  return out;
}

/** Inserts a notification straight in the database; returns its id. */
export async function seedNotification(
  t: TestApp,
  input: { workspaceId: string; receiverId: string; kind?: string; mentioned?: boolean; at?: Date; itemId?: string | null; mailKinds?: string[] },
): Promise<string> {
  const kind = input.kind ?? (input.mentioned ? 'mentioned' : 'subscribed');
  const at = input.at ?? t.deps.now();
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO notifications (workspace_id, receiver_id, sender, entity_identifier, kind, title, message_stripped, data, is_mentioned_notification, created_at, updated_at)
     VALUES ($1, $2, 'in_app:issue_activities:state', $3, $4, 'Item', 'Ada changed the state to Done', $5, $6, $7, $7) RETURNING id`,
    [input.workspaceId, input.receiverId, input.itemId ?? null, kind, JSON.stringify({ mail_kinds: input.mailKinds ?? ['state_change'] }), input.mentioned ?? false, at],
  );
  return row.id;
}
