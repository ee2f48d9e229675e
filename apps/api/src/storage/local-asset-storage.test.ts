import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetTooLargeError } from './asset-storage';
import { LocalAssetStorage } from './local-asset-storage';

let root: string;
let storage: LocalAssetStorage;
const key = 'workspaces/ws-1/asset-1';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cairn-local-storage-'));
  storage = new LocalAssetStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function* chunks(...parts: string[]) {
  for (const p of parts) yield Buffer.from(p);
}

describe('LocalAssetStorage', () => {
  it('writes, stats, reads the head and deletes', async () => {
    expect(await storage.write(key, chunks('hello ', 'world'), 100)).toBe(11);
    expect(await readFile(path.join(root, 'workspaces', 'ws-1', 'asset-1'), 'utf8')).toBe('hello world');
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect((await storage.readHead(key, 5)).toString()).toBe('hello');
    expect((await storage.readHead(key, 50)).toString()).toBe('hello world');
    const read = await storage.read(key);
    expect(read).toMatchObject({ kind: 'stream', size: 11 });
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key);
  });

  it('leaves nothing behind past the limit or when the source was cut upstream', async () => {
    await expect(storage.write(key, chunks('12345', '6'), 5)).rejects.toBeInstanceOf(AssetTooLargeError);
    await expect(storage.write(key, chunks('123'), 5, () => true)).rejects.toBeInstanceOf(AssetTooLargeError);
    expect(await readdir(path.join(root, 'workspaces', 'ws-1'))).toEqual([]);
  });

  it('keeps the old file until a new upload is complete', async () => {
    await storage.write(key, chunks('old'), 10);
    await expect(storage.write(key, chunks('new-but-too-long'), 10)).rejects.toBeInstanceOf(AssetTooLargeError);
    expect(await readFile(storage.pathOf(key), 'utf8')).toBe('old');
  });

  it('refuses keys it did not generate', async () => {
    for (const bad of ['../x/y', '/etc/passwd', 'a/../../b', 'a/b.png', 'single']) {
      expect(() => storage.pathOf(bad)).toThrow(/invalid storage key/);
    }
    await expect(storage.createUploadTarget('x/../y', { contentType: 'image/png', maxSize: 1, assetId: 'a' })).rejects.toThrow();
  });

  it('upload target is our own upload route', async () => {
    expect(await storage.createUploadTarget(key, { contentType: 'image/png', maxSize: 1, assetId: '0b6a3c52-8d2f-4d8e-9f5e-7c9e8a1b2c3d' })).toEqual({
      url: '/api/assets/v2/uploads/0b6a3c52-8d2f-4d8e-9f5e-7c9e8a1b2c3d/',
      fields: { key, 'Content-Type': 'image/png' },
    });
  });
});
