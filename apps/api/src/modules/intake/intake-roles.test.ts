import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorld, WHO, writers, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { enableIntake, seedWorldIntake, storedIntake } from './intake.test-support';

// Every intake route × every role, with explicit deny rows. Guests submit and see only their own requests (404 for
// the others', even with guest_view_all_features); admins and members triage; admins, or the creator while pending,
// delete. Outsiders 404, workspace members outside the project 403, anonymous 401.

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  await enableIntake(t, w.workspaceId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Creator = 'projGuest' | 'projMember' | 'projAdmin';
const request = (by: Creator = 'projMember') => seedWorldIntake(t, w, cast[by].id);
const p = () => [w.slug, w.project.id] as const;
/** A saved description version of an item (straight in the database). */
async function version(issueId: string): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO work_item_description_versions (workspace_id, project_id, work_item_id, description_html, description_stripped, owned_by, last_saved_at, created_at)
     VALUES ($1, $2, $3, '<p>v</p>', 'v', $4, now(), now()) RETURNING id`,
    [w.workspaceId, w.project.id, issueId, cast.projMember.id],
  );
  return row.id;
}
/** Reads of another's request: guests do not see it. */
const othersRead = (ok: number): Record<Who, number> => ({ ...readers(ok), projGuest: 404 });

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET inbox-issues/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.intakeIssues(...p()) }) },
  { name: 'POST inbox-issues/', expect: readers(201), request: async () => ({ method: 'POST', url: apiPaths.intakeIssues(...p()), body: { source: 'in-app', issue: { name: 'Help' } } }) },
  { name: "GET inbox-issues/{id}/ (a member's)", expect: othersRead(200), request: async () => ({ method: 'GET', url: `${apiPaths.intakeIssue(...p(), (await request()).item.id)}?expand=issue_inbox` }) },
  { name: "GET inbox-issues/{id}/ (the guest's)", expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.intakeIssue(...p(), (await request('projGuest')).item.id) }) },
  {
    name: "PATCH status (a member's)",
    expect: othersRead(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.intakeIssue(...p(), (await request()).item.id), body: { status: 'declined' } }),
  },
  {
    name: "PATCH status (the guest's own: guests never triage)",
    expect: writers(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.intakeIssue(...p(), (await request('projGuest')).item.id), body: { status: 'declined' } }),
  },
  {
    name: "PATCH issue fields (the guest's own, pending: the creator may)",
    expect: readers(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.intakeIssue(...p(), (await request('projGuest')).item.id), body: { issue: { name: 'Better title', priority: 'high' } } }),
  },
  {
    name: "PATCH issue fields (an admin's: members may, guests do not see it)",
    expect: othersRead(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.intakeIssue(...p(), (await request('projAdmin')).item.id), body: { issue: { name: 'Edited' } } }),
  },
  {
    name: "DELETE (a member's, pending: admins and the member who created it)",
    expect: { ...othersRead(204) },
    request: async () => ({ method: 'DELETE', url: apiPaths.intakeIssue(...p(), (await request()).item.id) }),
  },
  {
    name: "DELETE (an admin's: a member who did not create it is refused)",
    expect: { ...othersRead(204), projMember: 403 },
    request: async () => ({ method: 'DELETE', url: apiPaths.intakeIssue(...p(), (await request('projAdmin')).item.id) }),
  },
  {
    name: "DELETE (the guest's own, pending)",
    expect: { ...readers(204), projMember: 403 },
    request: async () => ({ method: 'DELETE', url: apiPaths.intakeIssue(...p(), (await request('projGuest')).item.id) }),
  },
  {
    name: "GET description-versions/ (a member's)",
    expect: othersRead(200),
    request: async () => ({ method: 'GET', url: apiPaths.intakeDescriptionVersions(...p(), (await request()).item.id) }),
  },
  {
    name: "GET description-versions/{id}/ (the guest's)",
    expect: readers(200),
    request: async () => {
      const r = await request('projGuest');
      return { method: 'GET', url: apiPaths.intakeDescriptionVersion(...p(), r.item.id, await version(r.item.id)) };
    },
  },
];

describe('intake: routes × roles', () => {
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }
});

describe('intake: creator and status rules', () => {
  it('the guest creator may neither edit nor delete once the request left pending; admins still may delete', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id, { status: 'declined' });
    const url = apiPaths.intakeIssue(...p(), r.item.id);
    expect((await cast.projGuest.agent.patch(url, { issue: { name: 'Late edit' } })).statusCode).toBe(403);
    expect((await cast.projGuest.agent.delete(url)).statusCode).toBe(403);
    expect((await storedIntake(t, r.item.id)).status).toBe('declined');
    expect((await cast.projAdmin.agent.delete(url)).statusCode).toBe(204);
    expect((await storedIntake(t, r.item.id)).deleted_at).not.toBeNull();
  });

  it('a denied PATCH changes nothing (guest triage of their own request)', async () => {
    const r = await seedWorldIntake(t, w, cast.projGuest.id);
    const res = await cast.projGuest.agent.patch(apiPaths.intakeIssue(...p(), r.item.id), { status: 'accepted', issue: { name: 'Sneaky' } });
    expect(res.statusCode).toBe(403);
    const [item] = await t.query<{ name: string; is_intake: boolean }>('SELECT name, is_intake FROM work_items WHERE id = $1', [r.item.id]);
    expect(item).toEqual({ name: r.item.name, is_intake: true });
  });

  it('guests list only their own requests; members and admins list all', async () => {
    const mine = await seedWorldIntake(t, w, cast.projGuest.id, { name: 'guest-list-own' });
    await seedWorldIntake(t, w, cast.projMember.id, { name: 'guest-list-other' });
    const url = `${apiPaths.intakeIssues(...p())}?search=guest-list`;
    const guest = (await cast.projGuest.agent.get(url)).json();
    expect(guest.results.map((r: { issue: { id: string } }) => r.issue.id)).toEqual([mine.item.id]);
    expect(guest.total_results).toBe(1);
    expect((await cast.projMember.agent.get(url)).json().total_results).toBe(2);
  });

  it('delete of an accepted request removes the request only: the work item stays in the project', async () => {
    const r = await seedWorldIntake(t, w, cast.projMember.id, { status: 'accepted' });
    expect((await cast.projAdmin.agent.delete(apiPaths.intakeIssue(...p(), r.item.id))).statusCode).toBe(204);
    const stored = await storedIntake(t, r.item.id);
    expect(stored.status).toBeNull();
    expect(stored.deleted_at).toBeNull();
    expect((await cast.projMember.agent.get(apiPaths.workItem(...p(), r.item.id))).statusCode).toBe(200);
  });

  it('POST is refused with 400 INTAKE_OFF when the project has intake off, nothing written', async () => {
    await t.query('UPDATE projects SET inbox_view = false WHERE id = $1', [w.otherProject.id]);
    const before = await t.query('SELECT id FROM work_items WHERE project_id = $1', [w.otherProject.id]);
    const res = await cast.projGuest.agent.post(apiPaths.intakeIssues(w.slug, w.otherProject.id), { source: 'in-app', issue: { name: 'Off' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Intake is not enabled for this project', error_code: 'INTAKE_OFF' });
    expect(await t.query('SELECT id FROM work_items WHERE project_id = $1', [w.otherProject.id])).toEqual(before);
    await t.query('UPDATE projects SET inbox_view = true WHERE id = $1', [w.otherProject.id]);
  });
});

describe('intake: the work-item routes on a request (the detail panel reuses them)', () => {
  it('members read, edit, comment on and see the history of a request; guests only of their own', async () => {
    const r = await seedWorldIntake(t, w, cast.projMember.id);
    for (const url of [apiPaths.workItem(...p(), r.item.id), apiPaths.comments(...p(), r.item.id), apiPaths.history(...p(), r.item.id)]) {
      expect((await cast.projAdmin.agent.get(url)).statusCode).toBe(200);
      // guest_view_all_features is on in this world, yet another's request stays hidden from guests.
      expect((await cast.projGuest.agent.get(url)).statusCode).toBe(404);
    }
    expect((await cast.projMember.agent.patch(apiPaths.workItem(...p(), r.item.id), { name: 'Renamed in the panel' })).statusCode).toBe(200);
    expect((await cast.projMember.agent.post(apiPaths.comments(...p(), r.item.id), { comment_html: '<p>Looking</p>' })).statusCode).toBe(201);
    const own = await seedWorldIntake(t, w, cast.projGuest.id);
    expect((await cast.projGuest.agent.get(apiPaths.workItem(...p(), own.item.id))).statusCode).toBe(200);
    expect((await cast.projGuest.agent.get(apiPaths.history(...p(), own.item.id))).statusCode).toBe(200);
  });
});
