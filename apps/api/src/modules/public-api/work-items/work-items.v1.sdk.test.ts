import { PlaneClient } from '@makeplane/plane-node-sdk';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedV1ItemWorld, type V1ItemWorld } from './work-items.v1.test-support';

let t: TestApp;
let w: V1ItemWorld;
let base: string;

// The seed system's own SDK (a devDependency) against a listening Cairn: the work-item routes as its scripts call them.
beforeAll(async () => {
  t = await createTestApp();
  w = await seedV1ItemWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

it('drives the work item routes with the SDK', async () => {
  const c = new PlaneClient({ baseUrl: base, apiKey: w.ctx.key });
  const slug = w.ctx.slug;
  const pid = w.ctx.project.id;
  const parent = await c.workItems.create(slug, pid, { name: 'Parent' });
  const child = await c.workItems.create(slug, pid, { name: 'Child', parent: parent.id, priority: 'high', labels: [w.ctx.project.labelId] });
  expect(child.parent).toBe(parent.id);
  const got = await c.workItems.retrieve(slug, pid, child.id, ['state', 'labels']);
  expect((got.state as { id: string }).id).toBeDefined();
  const upd = await c.workItems.update(slug, pid, child.id, { name: 'Child 2' });
  expect(upd.name).toBe('Child 2');
  const list = await c.workItems.list(slug, pid, { per_page: 1 });
  expect(list.results).toHaveLength(1);
  expect(list.total_results).toBe(2);
  const byKey = await c.workItems.retrieveByIdentifier(slug, `${w.ctx.project.identifier}-${child.sequence_id}`);
  expect(byKey.id).toBe(child.id);
  const found = await c.workItems.search(slug, 'Child', pid);
  expect(found.issues[0].id).toBe(child.id);
  const link = await c.workItems.links.create(slug, pid, child.id, { url: 'https://example.com', title: 'x' });
  expect((await c.workItems.links.list(slug, pid, child.id)).results[0].id).toBe(link.id);
  await c.workItems.links.update(slug, pid, child.id, link.id, { title: 'y' });
  expect((await c.workItems.links.retrieve(slug, pid, child.id, link.id)).title).toBe('y');
  await c.workItems.links.delete(slug, pid, child.id, link.id);
  const comment = await c.workItems.comments.create(slug, pid, child.id, { comment_html: '<p>hi</p>' });
  expect((await c.workItems.comments.list(slug, pid, child.id)).results[0].id).toBe(comment.id);
  await c.workItems.comments.update(slug, pid, child.id, comment.id, { comment_html: '<p>ho</p>' });
  expect((await c.workItems.comments.retrieve(slug, pid, child.id, comment.id)).comment_html).toBe('<p>ho</p>');
  await c.workItems.comments.delete(slug, pid, child.id, comment.id);
  await c.workItems.relations.create(slug, pid, child.id, { relation_type: 'relates_to', issues: [parent.id] });
  expect((await c.workItems.relations.list(slug, pid, child.id)).relates_to).toEqual([parent.id]);
  await c.workItems.relations.delete(slug, pid, child.id, { related_issue: parent.id });
  const acts = await c.workItems.activities.list(slug, pid, child.id);
  expect(acts.results.length).toBeGreaterThan(0);
  expect((await c.workItems.activities.retrieve(slug, pid, child.id, acts.results[0].id)).id).toBe(acts.results[0].id);
  expect(await c.workItems.attachments.list(slug, pid, child.id)).toEqual([]);
  await c.workItems.delete(slug, pid, child.id);
  await expect(c.workItems.retrieve(slug, pid, child.id)).rejects.toMatchObject({ statusCode: 404 });
}, 60000);
