import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@cairn/types';
import { assertStorageKey, AssetTooLargeError, type AssetReadResult, type AssetStorage, type StoredObject, type UploadTarget, type UploadTargetOptions } from './asset-storage';

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files on local disk under `root` (<CAIRN_DATA_DIR>/assets). Uploads come through our own route
 * (POST /api/assets/v2/uploads/{assetId}/), which calls write(): bytes go to a temp file that is renamed into place
 * only when complete and within the limit, so a reader never sees half a file.
 */
export class LocalAssetStorage implements AssetStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** Absolute path of a key (keys are server-generated; anything else throws). */
  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async createUploadTarget(key: string, options: UploadTargetOptions): Promise<UploadTarget> {
    assertStorageKey(key);
    return { url: apiPaths.assetUpload(options.assetId), fields: { key, 'Content-Type': options.contentType } };
  }

  /**
   * Writes the bytes of `source` under `key`, replacing what was there. More than `maxSize` bytes → the temp file is
   * removed and AssetTooLargeError thrown; so too when `truncated()` says the source was cut at a limit upstream. Any
   * other failure also leaves nothing behind. Returns the size written.
   */
  async write(key: string, source: AsyncIterable<Buffer | Uint8Array>, maxSize: number, truncated: () => boolean = () => false): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    const handle = await open(temp, 'wx', 0o600);
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxSize) throw new AssetTooLargeError();
        await handle.write(chunk);
      }
      if (truncated()) throw new AssetTooLargeError();
      // The rename below publishes the file; flush first so a crash cannot publish a short one.
      await handle.sync();
      await handle.close();
    } catch (err) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw err;
    }
    try {
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return size;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readHead(key: string, n: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(n);
      let filled = 0;
      while (filled < n) {
        const { bytesRead } = await handle.read(buffer, filled, n - filled, filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    } finally {
      await handle.close();
    }
  }

  async read(key: string): Promise<AssetReadResult> {
    const file = this.pathOf(key);
    const s = await stat(file);
    return { kind: 'stream', stream: createReadStream(file), size: s.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
