import { randomUUID } from 'node:crypto';
import { apiPaths, workItemDetailSchema, workItemPageSchema, workItemSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activitiesOf, createItem, newWorkItemActors, seedWorkItemWorld, stateId, type WorkItemActors, type WorkItemWorld } from './work-items.test-support';

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedWorkItemWorld(t, a);
});

const url = () => apiPaths.workItems(w.slug, w.project.id);

describe('POST issues/', () => {
  it('creates with defaults: sequence, default state, sort order, creator subscribed, one created activity', async () => {
    const first = await createItem(a.member, w, { name: 'First' });
    workItemSchema.strict().parse(first);
    expect(first).toMatchObject({
      sequence_id: 1, name: 'First', state_id: w.project.defaultStateId, state__group: 'backlog', priority: 'none', sort_order: 65535,
      label_ids: [], assignee_ids: [], is_subscribed: true, is_draft: false, is_epic: false, created_by: a.member.id, completed_at: null, description_html: '<p></p>',
    });
    const second = await createItem(a.member, w, { name: 'Second' });
    expect(second).toMatchObject({ sequence_id: 2, sort_order: 75535 });
    expect(await activitiesOf(t, first.id)).toEqual([expect.objectContaining({ verb: 'created', field: null, actor_id: a.member.id })]);
  });

  it('stores every given field; assignees are subscribed; a completed state sets completed_at', async () => {
    const id = randomUUID();
    const done = await stateId(t, w.project.id, 'Done');
    const item = await createItem(a.member, w, {
      id, name: ' Named ', state_id: done, priority: 'high', label_ids: [w.project.labelId, w.project.labelId], assignee_ids: [a.guest.id],
      estimate_point: w.project.pointId, start_date: '2026-01-01', target_date: '2026-01-31', sort_order: 5,
    });
    expect(item).toMatchObject({ id, name: 'Named', state__group: 'completed', priority: 'high', label_ids: [w.project.labelId], assignee_ids: [a.guest.id], estimate_point: w.project.pointId, sort_order: 5 });
    expect(item.completed_at).not.toBeNull();
    const subs = await t.query<{ subscriber_id: string }>('SELECT subscriber_id FROM work_item_subscribers WHERE work_item_id = $1 ORDER BY subscriber_id', [id]);
    expect(subs.map((s) => s.subscriber_id).sort()).toEqual([a.member.id, a.guest.id].sort());
    // The same client id again is a conflict, not a 500.
    expect((await a.member.agent.post(url(), { id, name: 'Again' })).statusCode).toBe(409);
  });

  it('sanitises the description, keeps its text and records project-member mentions', async () => {
    const html = `<p onclick="x()">Hi <span data-mention-id="${a.guest.id}">@g</span> <span data-mention-id="${randomUUID()}">@x</span><script>alert(1)</script>`
      + `<img src="x" onerror="alert(1)"><a href=" JavaScript:alert(1)">bad</a><a href="https://ok.example">ok</a></p>`;
    const item = await createItem(a.member, w, { description_html: html });
    expect(item.description_html).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(item.description_html).toContain('href="https://ok.example"');
    const [row] = await t.query<{ description_stripped: string }>('SELECT description_stripped FROM work_items WHERE id = $1', [item.id]);
    expect(row.description_stripped).toBe('Hi @g @xbadok');
    expect(await t.query('SELECT mention_id FROM work_item_mentions WHERE work_item_id = $1', [item.id])).toEqual([{ mention_id: a.guest.id }]);
  });

  it('refuses invalid bodies with 400', async () => {
    for (const body of [{}, { name: '' }, { name: 'x', priority: 'huge' }, { name: 'x', start_date: '2026-02-01', target_date: '2026-01-01' }, { name: 'x', extra: 1 }]) {
      expect((await a.member.agent.post(url(), body)).statusCode).toBe(400);
    }
  });

  it('gives 50 parallel creates 50 distinct sequence ids 1..50', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => a.member.agent.post(url(), { name: `Item ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const seqs = results.map((r) => r.json().sequence_id as number).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 60_000);
});

describe('GET issues/ and issues/list/', () => {
  it('lists live, non-draft non-epic items newest first with cursor pagination', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(1000);
      ids.push((await createItem(a.member, w, { name: `N${i}` })).id);
    }
    await createItem(a.member, w, { name: 'Epic' }, 'epics');
    await createItem(a.member, w, { name: 'Draft', is_draft: true });
    await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [ids[0]]);
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [ids[1]]);
    const page1 = (await a.member.agent.get(`${url()}?per_page=2`)).json();
    workItemPageSchema.parse(page1);
    expect(page1).toMatchObject({ total_count: 3, next_cursor: '2:1:0', next_page_results: true });
    expect(page1.results.map((r: { id: string }) => r.id)).toEqual([ids[4], ids[3]]);
    const page2 = (await a.member.agent.get(`${url()}?cursor=${page1.next_cursor}`)).json();
    expect(page2).toMatchObject({ total_count: 3, next_page_results: false, prev_cursor: '2:0:1' });
    expect(page2.results.map((r: { id: string }) => r.id)).toEqual([ids[2]]);
    expect((await a.member.agent.get(`${url()}?per_page=1001`)).statusCode).toBe(400);
    const epics = (await a.member.agent.get(apiPaths.workItems(w.slug, w.project.id, 'epics'))).json();
    expect(epics.results.map((r: { name: string }) => r.name)).toEqual(['Epic']);
    const byIds = (await a.member.agent.get(`${apiPaths.workItems(w.slug, w.project.id)}list/?issues=${ids[2]},${ids[3]},${randomUUID()},junk`)).json();
    expect(byIds.map((r: { id: string }) => r.id).sort()).toEqual([ids[2], ids[3]].sort());
  });

  it('shows a guest only their own items unless guest_view_all_features', async () => {
    await createItem(a.member, w, { name: 'Member item' });
    const guestUrl = `${url()}?per_page=10`;
    expect((await a.guest.agent.get(guestUrl)).json().total_count).toBe(0);
    await t.query('INSERT INTO work_items (workspace_id, project_id, sequence_id, name, created_by) VALUES ($1, $2, 99, $3, $4)', [w.workspaceId, w.project.id, 'Guest item', a.guest.id]);
    expect((await a.guest.agent.get(guestUrl)).json().results.map((r: { name: string }) => r.name)).toEqual(['Guest item']);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await a.guest.agent.get(guestUrl)).json().total_count).toBe(2);
  });
});

describe('GET issues/{id}/, work-items/{IDENT}-{seq}/ and meta/', () => {
  it('retrieves with every expand, relations seen from both sides', async () => {
    const parent = await createItem(a.member, w, { name: 'Parent' });
    const item = await createItem(a.member, w, { name: 'Child', parent_id: parent.id });
    const blocker = await createItem(a.member, w, { name: 'Blocker' });
    const scope = [w.workspaceId, w.project.id];
    await t.query('INSERT INTO work_item_reactions (workspace_id, project_id, work_item_id, actor_id, reaction) VALUES ($1, $2, $3, $4, $5)', [...scope, item.id, a.member.id, '👍']);
    await t.query('INSERT INTO work_item_links (workspace_id, project_id, work_item_id, url, title) VALUES ($1, $2, $3, $4, $5)', [...scope, item.id, 'https://x.example', 'X']);
    await t.query(`INSERT INTO file_assets (workspace_id, project_id, entity_type, entity_identifier, storage_key, attributes, size, is_uploaded) VALUES ($1, $2, 'ISSUE_ATTACHMENT', $3, $4, $5, 3, true), ($1, $2, 'ISSUE_ATTACHMENT', $3, $6, $5, 3, false)`, [...scope, item.id, randomUUID(), JSON.stringify({ name: 'a.txt', type: 'text/plain', size: 3 }), randomUUID()]);
    // item blocked_by blocker (stored on item); parent relates_to item (stored on parent).
    await t.query(`INSERT INTO work_item_relations (workspace_id, project_id, work_item_id, related_work_item_id, relation_type) VALUES ($1, $2, $3, $4, 'blocked_by'), ($1, $2, $5, $3, 'relates_to')`, [...scope, item.id, blocker.id, parent.id]);
    const res = await a.guest.agent.get(`${apiPaths.workItem(w.slug, w.project.id, item.id)}?expand=issue_reactions,issue_attachments,issue_link,parent,issue_relation,issue_related,bogus`);
    expect(res.statusCode).toBe(404); // the guest did not create it
    const detail = (await a.member.agent.get(`${apiPaths.workItem(w.slug, w.project.id, item.id)}?expand=issue_reactions,issue_attachments,issue_link,parent,issue_relation,issue_related`)).json();
    workItemDetailSchema.strict().parse(detail);
    expect(detail).toMatchObject({ project_identifier: w.project.identifier, attachment_count: 1, link_count: 1, parent: { id: parent.id, name: 'Parent' } });
    expect(detail.issue_reactions).toEqual([expect.objectContaining({ actor: a.member.id, reaction: '👍' })]);
    expect(detail.issue_attachments).toHaveLength(1);
    expect(detail.issue_link).toEqual([expect.objectContaining({ url: 'https://x.example' })]);
    expect(detail.issue_relation).toEqual([expect.objectContaining({ id: blocker.id, relation_type: 'blocked_by' })]);
    expect(detail.issue_related).toEqual([expect.objectContaining({ id: parent.id, relation_type: 'relates_to' })]);
    const blockerView = (await a.member.agent.get(`${apiPaths.workItem(w.slug, w.project.id, blocker.id)}?expand=issue_related`)).json();
    expect(blockerView.issue_related).toEqual([expect.objectContaining({ id: item.id, relation_type: 'blocking' })]);
    expect((await a.member.agent.get(apiPaths.workItem(w.slug, w.project.id, parent.id))).json()).toMatchObject({ sub_issues_count: 1 });
    expect((await a.member.agent.get(apiPaths.workItem(w.slug, w.project.id, item.id))).json().issue_link).toBeUndefined();
  });

  it('404s for unknown ids, other projects, epics under issues/ and the reverse', async () => {
    const foreign = await createItem(a.admin, w, {}, 'issues', w.other.id);
    const epic = await createItem(a.member, w, {}, 'epics');
    const item = await createItem(a.member, w);
    for (const path of [apiPaths.workItem(w.slug, w.project.id, randomUUID()), apiPaths.workItem(w.slug, w.project.id, foreign.id), apiPaths.workItem(w.slug, w.project.id, epic.id), apiPaths.workItem(w.slug, w.project.id, item.id, 'epics')]) {
      const res = await a.member.agent.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Work item not found', error_code: 'WORK_ITEM_NOT_FOUND' });
    }
    expect((await a.member.agent.get(apiPaths.workItem(w.slug, w.project.id, epic.id, 'epics'))).json()).toMatchObject({ is_epic: true });
  });

  it('finds an item by identifier in any case, only where the caller can see it', async () => {
    const item = await createItem(a.member, w);
    const key = `${w.project.identifier.toLowerCase()}-${item.sequence_id}`;
    const res = await a.member.agent.get(`/api/workspaces/${w.slug}/work-items/${key}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, project_identifier: w.project.identifier });
    expect((await a.admin.agent.get(apiPaths.workItemByIdentifier(w.slug, w.project.identifier, item.sequence_id))).statusCode).toBe(200);
    // Not found: unknown number, bad key, a guest who did not create it, a member outside the other project.
    const foreign = await createItem(a.admin, w, {}, 'issues', w.other.id);
    for (const [actor, path] of [
      [a.member, apiPaths.workItemByIdentifier(w.slug, w.project.identifier, 999)],
      [a.member, `/api/workspaces/${w.slug}/work-items/nodash/`],
      [a.guest, apiPaths.workItemByIdentifier(w.slug, w.project.identifier, item.sequence_id)],
      [a.member, apiPaths.workItemByIdentifier(w.slug, w.other.identifier, foreign.sequence_id)],
    ] as const) {
      expect((await actor.agent.get(path)).json()).toEqual({ error: 'Work item not found', error_code: 'WORK_ITEM_NOT_FOUND' });
    }
  });

  it('answers meta for items and epics', async () => {
    const epic = await createItem(a.member, w, { name: 'E' }, 'epics');
    expect((await a.member.agent.get(apiPaths.workItemMeta(w.slug, w.project.id, epic.id))).json()).toEqual({
      id: epic.id, project_id: w.project.id, sequence_id: epic.sequence_id, project_identifier: w.project.identifier, name: 'E', is_epic: true,
    });
  });
});
