import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { multipartBody, PNG_BYTES } from '../../assets/assets.test-support';
import { resetV1RateLimits, v1Request, type V1Caller } from '../v1.test-support';
import { createV1Item, seedV1ItemWorld, type V1ItemWorld } from './work-items.v1.test-support';

let t: TestApp;
let w: V1ItemWorld;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cairn-v1-attachments-'));
  t = await createTestApp({ config: { assets: { dir, urlExpirySeconds: 900 } } });
  w = await seedV1ItemWorld(t);
  await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.ctx.project.id]);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetV1RateLimits(t);
});

const itemUrl = (id: string, seg = 'work-items') => `${w.projectUrl}/${seg}/${id}`;

async function upload(caller: V1Caller, url: string, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(fields, { name: 'pixel.png', type: 'image/png', data: PNG_BYTES });
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...caller.headers } });
}

describe('v1 attachments', () => {
  it('slot → upload with the key → mark uploaded → list, retrieve, delete', async () => {
    const item = await createV1Item(t, w, w.member);
    const slot = await v1Request(t, w.member, 'POST', `${itemUrl(item.id)}/attachments/`, { name: 'pixel.png', type: 'image/png', size: PNG_BYTES.length });
    expect(slot.statusCode).toBe(201);
    const body = slot.json();
    expect(body).toMatchObject({ id: body.asset_id, is_uploaded: false, issue: item.id, workspace: w.ctx.workspaceId, attachment: expect.objectContaining({ id: body.asset_id }) });
    expect(body.upload_data.url).toBe(`${itemUrl(item.id)}/attachments/${body.asset_id}/upload/`);
    // Nobody but the slot's creator may fill it.
    expect((await upload(w.ctx, body.upload_data.url, body.upload_data.fields)).statusCode).toBe(403);
    expect((await upload(w.member, body.upload_data.url, body.upload_data.fields)).statusCode).toBe(204);
    const done = await v1Request(t, w.member, 'PATCH', `${itemUrl(item.id)}/attachments/${body.asset_id}/`, { is_uploaded: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: body.asset_id, is_uploaded: true, attributes: { name: 'pixel.png', type: 'image/png', size: PNG_BYTES.length } });
    const list = await v1Request(t, w.guest, 'GET', `${itemUrl(item.id, 'issues')}/attachments/`);
    expect(list.json()).toEqual([expect.objectContaining({ id: body.asset_id, asset: expect.any(String) })]);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/attachments/${body.asset_id}/`)).json().is_uploaded).toBe(true);
    const activity = await t.query<{ field: string }>('SELECT field FROM work_item_activities WHERE work_item_id = $1 AND field = $2', [item.id, 'attachment']);
    expect(activity).toHaveLength(1);
    // Another item's path does not reach it.
    const other = await createV1Item(t, w, w.member);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(other.id)}/attachments/${body.asset_id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'DELETE', `${itemUrl(other.id)}/attachments/${body.asset_id}/`)).statusCode).toBe(404);
    expect((await v1Request(t, w.guest, 'DELETE', `${itemUrl(item.id)}/attachments/${body.asset_id}/`)).statusCode).toBe(403);
    expect((await v1Request(t, w.ctx, 'DELETE', `${itemUrl(item.id)}/attachments/${body.asset_id}/`)).statusCode).toBe(204);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/attachments/`)).json()).toEqual([]);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(item.id)}/attachments/${body.asset_id}/`)).statusCode).toBe(404);
  });

  it('refuses guests, other workspaces, foreign items and bad requests', async () => {
    const item = await createV1Item(t, w, w.ctx);
    const url = `${itemUrl(item.id)}/attachments/`;
    expect((await v1Request(t, w.guest, 'POST', url, { name: 'a.png', type: 'image/png', size: 10 })).statusCode).toBe(403);
    expect((await v1Request(t, w.foreign, 'GET', url)).statusCode).toBe(403);
    expect((await v1Request(t, w.outsider, 'GET', url)).statusCode).toBe(403);
    expect((await v1Request(t, w.ctx, 'POST', url, { name: '', size: 10 })).statusCode).toBe(400);
    expect((await v1Request(t, w.ctx, 'POST', url, { name: 'big.bin', type: 'application/octet-stream', size: 1024 * 1024 * 1024 })).statusCode).toBe(400);
    const foreignItem = await createV1Item(t, { ...w, ctx: w.foreign, projectUrl: `${w.foreign.base}/projects/${w.foreign.project.id}` }, w.foreign);
    expect((await v1Request(t, w.ctx, 'POST', `${itemUrl(foreignItem.id)}/attachments/`, { name: 'a.png', type: 'image/png', size: 10 })).statusCode).toBe(404);
    expect((await v1Request(t, w.ctx, 'GET', `${itemUrl(foreignItem.id)}/attachments/`)).statusCode).toBe(404);
    const rows = await t.query('SELECT id FROM file_assets WHERE entity_identifier = $1', [foreignItem.id]);
    expect(rows).toHaveLength(0);
  });
});
