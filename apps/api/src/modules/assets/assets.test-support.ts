import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../../test/test-app';

// Helpers of the assets tests (not a test file itself).

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body: text fields in order, then the `file` part. */
export function multipartBody(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }, fileField = 'file') {
  const boundary = `----cairn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  chunks.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let sequence = 1000;

/** Inserts a work item straight in the database (raw SQL: the work-items module owns the writes). */
export async function seedWorkItem(t: TestApp, workspaceId: string, projectId: string, createdBy: string, options: { deleted?: boolean } = {}): Promise<string> {
  const id = randomUUID();
  await t.query(
    `INSERT INTO work_items (id, workspace_id, project_id, sequence_id, name, created_by, deleted_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, workspaceId, projectId, ++sequence, `Item ${sequence}`, createdBy, options.deleted ? new Date() : null],
  );
  return id;
}

/** Every file under a folder (relative paths), for checking what storage left behind. */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    let entries;
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  await walk(dir);
  return out.sort();
}
