import { mkdtempSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquirePgliteLock } from './pglite-lock';

describe('acquirePgliteLock', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'cairn-lock-'));

  it('holds the folder until released', () => {
    const d = dir();
    const release = acquirePgliteLock(d);
    expect(readFileSync(path.join(d, 'cairn.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(d, 'cairn.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const d = dir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(d, 'cairn.lock'), String(other.pid));
      expect(() => acquirePgliteLock(d)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died', async () => {
    const d = dir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    writeFileSync(path.join(d, 'cairn.lock'), String(dead.pid));
    const release = acquirePgliteLock(d);
    expect(readFileSync(path.join(d, 'cairn.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
