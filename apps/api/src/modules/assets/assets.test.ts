import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, ASSET_MAX_FILE_SIZE, assetUploadResponseSchema, attachmentSchema, ROLE } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { filesUnder, multipartBody, PNG_BYTES, seedWorkItem } from './assets.test-support';

let t: TestApp;
let dir: string;
let wsAdmin: Actor;
let member: Actor;
let projAdmin: Actor;
let guest: Actor;
let nonProject: Actor;
let outsider: Actor;
let slug: string;
let workspaceId: string;
let project: SeededProject;
let itemId: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cairn-assets-'));
  t = await createTestApp({ config: { assets: { dir, urlExpirySeconds: 900 } } });
  wsAdmin = await newActor(t, 'wsadmin');
  member = await newActor(t, 'member');
  projAdmin = await newActor(t, 'padmin');
  guest = await newActor(t, 'guest');
  nonProject = await newActor(t, 'nonproject');
  outsider = await newActor(t, 'outsider');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  const { workspace } = await seedWorkspace(t, wsAdmin.id, [
    [wsAdmin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
    [projAdmin.id, ROLE.MEMBER],
    [guest.id, ROLE.GUEST],
    [nonProject.id, ROLE.MEMBER],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, wsAdmin.id);
  await addProjectMembers(t, workspaceId, project.id, [
    [member.id, ROLE.MEMBER],
    [projAdmin.id, ROLE.ADMIN],
    [guest.id, ROLE.GUEST],
  ]);
  await seedWorkspace(t, outsider.id, [[outsider.id, ROLE.ADMIN]]);
  itemId = await seedWorkItem(t, workspaceId, project.id, member.id);
});

type Slot = { asset_id: string; asset_url: string; upload_data: { url: string; fields: Record<string, string> }; attachment?: unknown };
const slotBody = (over: Record<string, unknown> = {}) => ({ name: 'pixel.png', type: 'image/png', size: PNG_BYTES.length, entity_type: 'ISSUE_ATTACHMENT', entity_identifier: itemId, ...over });
const askSlot = (who: Actor, over: Record<string, unknown> = {}) => who.agent.post(apiPaths.projectAssets(slug, project.id), slotBody(over));
async function slot(who: Actor, over: Record<string, unknown> = {}): Promise<Slot> {
  const res = await askSlot(who, over);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const upload = (who: Actor, s: Slot, data: Buffer, name = 'pixel.png', type = 'image/png') => {
  const { payload, headers } = multipartBody(s.upload_data.fields, { name, type, data });
  return who.agent.post(s.upload_data.url, payload, headers);
};
const markUploaded = (who: Actor, assetId: string) => who.agent.patch(apiPaths.projectAsset(slug, project.id, assetId), { is_uploaded: true });
async function uploaded(who: Actor, over: Record<string, unknown> = {}, data = PNG_BYTES, name = 'pixel.png'): Promise<Slot> {
  const s = await slot(who, over);
  expect((await upload(who, s, data, name)).statusCode).toBe(204);
  expect((await markUploaded(who, s.asset_id)).statusCode).toBe(200);
  return s;
}
const wsFiles = () => filesUnder(path.join(dir, 'workspaces', workspaceId));
const attachmentActivities = () =>
  t.query<{ verb: string; new_value: string | null; old_value: string | null; actor_id: string }>(
    `SELECT verb, new_value, old_value, actor_id FROM work_item_activities WHERE work_item_id = $1 AND field = 'attachment' ORDER BY created_at, verb`,
    [itemId],
  );

describe('attachment flow', () => {
  it('slot → multipart upload → PATCH → GET file → DELETE → 404 → restore', async () => {
    const res = await askSlot(member, { name: 'résumé pixel.png' });
    expect(res.statusCode).toBe(201);
    const s: Slot = assetUploadResponseSchema.parse(res.json());
    expect(s.asset_url).toBe(apiPaths.assetFile(s.asset_id));
    expect(s.upload_data.url).toBe(apiPaths.assetUpload(s.asset_id));
    expect(s.upload_data.fields).toEqual({ key: `workspaces/${workspaceId}/${s.asset_id}`, 'Content-Type': 'image/png' });
    expect(attachmentSchema.parse(s.attachment)).toMatchObject({ id: s.asset_id, issue_id: itemId, project_id: project.id, is_uploaded: false });

    // Not uploaded yet: PATCH refuses, the file route and the list know nothing.
    expect((await markUploaded(member, s.asset_id)).json()).toMatchObject({ error: 'The file has not been uploaded yet' });
    expect((await member.agent.get(s.asset_url)).statusCode).toBe(404);

    expect((await upload(member, s, PNG_BYTES, 'résumé pixel.png')).statusCode).toBe(204);
    expect(await wsFiles()).toEqual([s.asset_id]);
    expect((await member.agent.get(apiPaths.attachments(slug, project.id, itemId))).json()).toEqual([]);

    const patched = await markUploaded(member, s.asset_id);
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: s.asset_id, is_uploaded: true, size: PNG_BYTES.length, attributes: { name: 'résumé pixel.png', type: 'image/png', size: PNG_BYTES.length } });
    expect(await attachmentActivities()).toEqual([{ verb: 'created', new_value: 'résumé pixel.png', old_value: null, actor_id: member.id }]);

    const list = await guest.agent.get(apiPaths.attachments(slug, project.id, itemId));
    // The guest did not create the item and the project does not show guests everything.
    expect(list.statusCode).toBe(404);
    const listed = (await projAdmin.agent.get(apiPaths.attachments(slug, project.id, itemId))).json();
    expect(listed).toHaveLength(1);
    expect(attachmentSchema.strict().parse(listed[0])).toMatchObject({ id: s.asset_id, is_uploaded: true });

    const file = await projAdmin.agent.get(s.asset_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="r_sum_ pixel.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20pixel.png`);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    expect((await member.agent.delete(apiPaths.projectAsset(slug, project.id, s.asset_id))).statusCode).toBe(204);
    const gone = await member.agent.get(s.asset_url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'Asset not found' });
    expect((await member.agent.get(apiPaths.attachments(slug, project.id, itemId))).json()).toEqual([]);
    expect((await markUploaded(member, s.asset_id)).statusCode).toBe(404);

    const restored = await member.agent.post(apiPaths.projectAssetRestore(slug, project.id, s.asset_id));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ deleted_at: null, is_uploaded: true });
    expect((await member.agent.get(s.asset_url)).statusCode).toBe(200);
    expect((await attachmentActivities()).map((a) => a.verb)).toEqual(['created', 'deleted', 'created']);
  });

  it('needs the CSRF header on the upload (the session cookie is sent)', async () => {
    const s = await slot(member);
    const { payload, headers } = multipartBody(s.upload_data.fields, { name: 'pixel.png', type: 'image/png', data: PNG_BYTES });
    const res = await member.agent.request({ method: 'POST', url: s.upload_data.url, body: payload, headers, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await wsFiles()).toEqual([]);
  });

  it('refuses uploads into a slot of someone else, and anonymous ones', async () => {
    const s = await slot(member);
    for (const other of [projAdmin, wsAdmin, outsider]) {
      const res = await upload(other, s, PNG_BYTES);
      expect(res.statusCode).toBe(404);
    }
    const anonymous = multipartBody(s.upload_data.fields, { name: 'pixel.png', type: 'image/png', data: PNG_BYTES });
    expect((await createAgent(t.app).post(s.upload_data.url, anonymous.payload, anonymous.headers)).statusCode).toBe(401);
    expect(await wsFiles()).toEqual([]);
    // Nor may anyone else mark the creator's slot uploaded.
    expect((await upload(member, s, PNG_BYTES)).statusCode).toBe(204);
    expect((await markUploaded(projAdmin, s.asset_id)).statusCode).toBe(403);
    expect((await markUploaded(member, s.asset_id)).statusCode).toBe(200);
    // Once uploaded, the slot takes no new bytes.
    expect((await upload(member, s, PNG_BYTES)).statusCode).toBe(404);
  });
});

describe('limits and content checks', () => {
  it('refuses sizes over 5 MiB when asking and while streaming (413, partial file removed)', async () => {
    const big = await askSlot(member, { size: ASSET_MAX_FILE_SIZE + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ error: 'The file is larger than 5 MB', error_code: 'ASSET_TOO_LARGE' });

    const s = await slot(member, { name: 'big.png' });
    const data = Buffer.concat([PNG_BYTES, Buffer.alloc(ASSET_MAX_FILE_SIZE)]);
    const res = await upload(member, s, data, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'The file is larger than 5 MB', error_code: 'ASSET_TOO_LARGE' });
    expect(await wsFiles()).toEqual([]);

    // Exactly 5 MiB is fine.
    const exact = await slot(member, { name: 'exact.png', size: ASSET_MAX_FILE_SIZE });
    expect((await upload(member, exact, Buffer.concat([PNG_BYTES, Buffer.alloc(ASSET_MAX_FILE_SIZE - PNG_BYTES.length)]), 'exact.png')).statusCode).toBe(204);
    expect((await markUploaded(member, exact.asset_id)).json()).toMatchObject({ size: ASSET_MAX_FILE_SIZE });
  });

  it('a .png with text inside → 400 and the stored bytes deleted; nothing recorded', async () => {
    const s = await slot(member, { name: 'shot.png' });
    expect((await upload(member, s, Buffer.from('just some text, not an image\n'), 'shot.png')).statusCode).toBe(204);
    const res = await markUploaded(member, s.asset_id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The file content does not match an allowed type', error_code: 'ASSET_TYPE_MISMATCH' });
    expect(await wsFiles()).toEqual([]);
    expect(await attachmentActivities()).toEqual([]);
    const [row] = await t.query<{ is_uploaded: boolean }>('SELECT is_uploaded FROM file_assets WHERE id = $1', [s.asset_id]);
    expect(row.is_uploaded).toBe(false);
    // The creator may try again with the right bytes.
    expect((await upload(member, s, PNG_BYTES, 'shot.png')).statusCode).toBe(204);
    expect((await markUploaded(member, s.asset_id)).statusCode).toBe(200);
  });

  it('accepts text attachments and serves them as UTF-8 downloads; description images are inline, images only', async () => {
    const md = await uploaded(member, { name: 'notes.md', type: 'text/markdown', size: 20 }, Buffer.from('# Notes\n\nünïcödé ✓\n'), 'notes.md');
    const text = await member.agent.get(md.asset_url);
    expect(text.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(/^attachment; /);

    expect((await askSlot(member, { name: 'doc.pdf', type: 'application/pdf', entity_type: 'ISSUE_DESCRIPTION' })).json()).toMatchObject({ error_code: 'ASSET_TYPE_MISMATCH' });
    expect((await askSlot(member, { name: 'x.svg', type: 'image/svg+xml' })).statusCode).toBe(400);
    const img = await uploaded(member, { entity_type: 'ISSUE_DESCRIPTION', entity_identifier: undefined });
    const shown = await guest.agent.get(img.asset_url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="pixel.png"/);

    // A declared image that turns out to be a PDF is refused for an image-only type.
    const fake = await slot(member, { entity_type: 'ISSUE_DESCRIPTION', name: 'fake.png' });
    await upload(member, fake, Buffer.from('%PDF-1.7\n...'), 'fake.png');
    expect((await markUploaded(member, fake.asset_id)).statusCode).toBe(400);
  });
});

describe('roles and foreign ids', () => {
  const anonymous = () => ({ agent: createAgent(t.app), id: '', email: '' }) as Actor;
  it.each([
    ['anonymous', 401, () => anonymous(), 'ISSUE_ATTACHMENT'],
    ['member of another workspace', 404, () => outsider, 'ISSUE_ATTACHMENT'],
    ['workspace member outside the project', 403, () => nonProject, 'ISSUE_ATTACHMENT'],
    ['project guest: attachment', 403, () => guest, 'ISSUE_ATTACHMENT'],
    ['project guest: description image', 403, () => guest, 'ISSUE_DESCRIPTION'],
    ['project guest: comment image', 201, () => guest, 'COMMENT_DESCRIPTION'],
    ['project member: attachment', 201, () => member, 'ISSUE_ATTACHMENT'],
    ['project member: cover', 403, () => member, 'PROJECT_COVER'],
    ['project admin: cover', 201, () => projAdmin, 'PROJECT_COVER'],
    ['workspace admin: attachment', 201, () => wsAdmin, 'ISSUE_ATTACHMENT'],
    ['project member: user avatar here', 400, () => member, 'USER_AVATAR'],
  ])('project slot — %s → %i', async (_label, status, who, entityType) => {
    const entity = entityType === 'COMMENT_DESCRIPTION' || entityType === 'PROJECT_COVER' ? undefined : itemId;
    // A guest comments on an item they can see: their own.
    const ownItem = entityType === 'COMMENT_DESCRIPTION' ? await seedWorkItem(t, workspaceId, project.id, guest.id) : entity;
    const res = await askSlot(who(), { entity_type: entityType, entity_identifier: ownItem });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['anonymous', 401, () => anonymous()],
    ['member of another workspace', 404, () => outsider],
    ['workspace guest', 403, () => guest],
    ['workspace member', 403, () => member],
    ['workspace admin', 201, () => wsAdmin],
  ])('workspace logo slot — %s → %i', async (_label, status, who) => {
    const res = await who().agent.post(apiPaths.workspaceAssets(slug), slotBody({ entity_type: 'WORKSPACE_LOGO', entity_identifier: undefined }));
    expect(res.statusCode).toBe(status);
  });

  it('entity ids must be visible work items of this project (400), asset ids of another project or workspace are 404', async () => {
    const otherProject = await seedProject(t, workspaceId, wsAdmin.id);
    await addProjectMembers(t, workspaceId, otherProject.id, [[member.id, ROLE.MEMBER]]);
    const foreignItem = await seedWorkItem(t, workspaceId, otherProject.id, member.id);
    const deletedItem = await seedWorkItem(t, workspaceId, project.id, member.id, { deleted: true });
    for (const entity of [foreignItem, deletedItem, project.id]) {
      const res = await askSlot(member, { entity_identifier: entity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: { entity_identifier: ['Work item not found'] } });
    }
    expect((await askSlot(member, { entity_identifier: undefined })).statusCode).toBe(400);

    const s = await uploaded(member);
    const before = await t.query('SELECT * FROM file_assets ORDER BY id');
    // The same asset through another project of the workspace, and through the outsider's own workspace.
    expect((await member.agent.patch(apiPaths.projectAsset(slug, otherProject.id, s.asset_id), { attributes: { name: 'x' } })).statusCode).toBe(404);
    expect((await member.agent.delete(apiPaths.projectAsset(slug, otherProject.id, s.asset_id))).statusCode).toBe(404);
    expect((await member.agent.delete(apiPaths.workspaceAsset(slug, s.asset_id))).statusCode).toBe(404);
    expect((await member.agent.delete(`/api/assets/v2/user-assets/${s.asset_id}/`)).statusCode).toBe(404);
    expect((await outsider.agent.delete(apiPaths.projectAsset(slug, project.id, s.asset_id))).statusCode).toBe(404);
    expect((await nonProject.agent.delete(apiPaths.projectAsset(slug, project.id, s.asset_id))).statusCode).toBe(403);
    expect((await guest.agent.delete(apiPaths.projectAsset(slug, project.id, s.asset_id))).statusCode).toBe(403);
    expect(await t.query('SELECT * FROM file_assets ORDER BY id')).toEqual(before);

    // Files: readers who can see the item, nobody else.
    expect((await outsider.agent.get(s.asset_url)).statusCode).toBe(404);
    expect((await nonProject.agent.get(s.asset_url)).statusCode).toBe(404);
    expect((await guest.agent.get(s.asset_url)).statusCode).toBe(404);
    expect((await createAgent(t.app).get(s.asset_url)).statusCode).toBe(401);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [project.id]);
    expect((await guest.agent.get(s.asset_url)).statusCode).toBe(200);
  });
});

describe('workspace and user assets', () => {
  it('a workspace logo is readable by members only; user assets by anyone signed in, changed by their owner only', async () => {
    const logo: Slot = (await wsAdmin.agent.post(apiPaths.workspaceAssets(slug), slotBody({ entity_type: 'WORKSPACE_LOGO', entity_identifier: undefined }))).json();
    expect((await upload(wsAdmin, logo, PNG_BYTES)).statusCode).toBe(204);
    expect((await wsAdmin.agent.patch(apiPaths.workspaceAsset(slug, logo.asset_id), { is_uploaded: true })).json()).toMatchObject({ entity_type: 'WORKSPACE_LOGO', entity_identifier: workspaceId, project_id: null });
    expect((await guest.agent.get(logo.asset_url)).headers['content-disposition']).toMatch(/^inline/);
    expect((await outsider.agent.get(logo.asset_url)).statusCode).toBe(404);
    expect((await member.agent.delete(apiPaths.workspaceAsset(slug, logo.asset_id))).statusCode).toBe(403);
    expect((await wsAdmin.agent.delete(apiPaths.workspaceAsset(slug, logo.asset_id))).statusCode).toBe(204);
    expect((await wsAdmin.agent.post(`/api/assets/v2/workspaces/${slug}/${logo.asset_id}/restore/`)).json()).toMatchObject({ deleted_at: null });

    const avatarRes = await outsider.agent.post(apiPaths.userAssets(), slotBody({ entity_type: 'USER_AVATAR', entity_identifier: undefined }));
    expect(avatarRes.statusCode).toBe(201);
    const avatar: Slot = avatarRes.json();
    expect(avatar.upload_data.fields.key).toBe(`users/${outsider.id}/${avatar.asset_id}`);
    expect((await upload(outsider, avatar, PNG_BYTES)).statusCode).toBe(204);
    const own = `/api/assets/v2/user-assets/${avatar.asset_id}/`;
    expect((await member.agent.patch(own, { is_uploaded: true })).statusCode).toBe(404);
    expect((await outsider.agent.patch(own, { is_uploaded: true })).statusCode).toBe(200);
    expect((await member.agent.get(avatar.asset_url)).statusCode).toBe(200);
    expect((await createAgent(t.app).get(avatar.asset_url)).statusCode).toBe(401);
    expect((await outsider.agent.post(apiPaths.userAssets(), slotBody({ entity_type: 'WORKSPACE_LOGO' }))).statusCode).toBe(400);
    expect((await outsider.agent.post(apiPaths.userAssets(), slotBody({ entity_type: 'USER_COVER', type: 'application/pdf', name: 'a.pdf' }))).statusCode).toBe(400);
  });

  it('every assets route is in the OpenAPI document', async () => {
    const doc = (await createAgent(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/assets/v2/') || p.endsWith('/issue-attachments/'));
    expect(paths.sort()).toEqual(
      [
        '/api/assets/v2/files/{assetId}/',
        '/api/assets/v2/uploads/{assetId}/',
        '/api/assets/v2/user-assets/',
        '/api/assets/v2/user-assets/{assetId}/',
        '/api/assets/v2/user-assets/{assetId}/restore/',
        '/api/assets/v2/workspaces/{slug}/',
        '/api/assets/v2/workspaces/{slug}/projects/{projectId}/',
        '/api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/',
        '/api/assets/v2/workspaces/{slug}/projects/{projectId}/{assetId}/restore/',
        '/api/assets/v2/workspaces/{slug}/{assetId}/',
        '/api/assets/v2/workspaces/{slug}/{assetId}/restore/',
        '/api/workspaces/{slug}/projects/{projectId}/issues/{id}/issue-attachments/',
      ].sort(),
    );
  });
});
