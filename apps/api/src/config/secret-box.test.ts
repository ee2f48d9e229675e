import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CONFIG_VARIABLES, loadConfig } from './config';
import { decryptSecret, encryptSecret, loadSecretKey, parseSecretKey, SECRET_KEY_FILE } from './secret-box';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, with a fresh IV each time, in the v1:iv:tag:ciphertext shape', () => {
    const a = encryptSecret('s3cret ✓', key);
    const b = encryptSecret('s3cret ✓', key);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);
    expect(decryptSecret(a, key)).toBe('s3cret ✓');
    expect(decryptSecret(encryptSecret('', key), key)).toBe('');
  });

  it('throws on tampering, another key, or a malformed box', () => {
    const box = encryptSecret('secret', key);
    const parts = box.split(':');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([parts[0], parts[1], parts[2], flipped.toString('base64url')].join(':'), key)).toThrow();
    expect(() => decryptSecret(box, randomBytes(32))).toThrow();
    expect(() => decryptSecret('plain text', key)).toThrow();
    expect(() => decryptSecret(`v2:${parts.slice(1).join(':')}`, key)).toThrow();
    expect(() => encryptSecret('x', randomBytes(16))).toThrow();
  });
});

describe('loadSecretKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cairn-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads CAIRN_SECRET_KEY as hex or base64', () => {
    const hex = key.toString('hex');
    expect(loadSecretKey({ secretKey: hex, dataDir: dir }).key.equals(key)).toBe(true);
    const fromEnv = loadSecretKey({ secretKey: key.toString('base64'), dataDir: dir, databaseUrl: 'postgres://x/y' });
    expect(fromEnv.source).toBe('env');
    expect(fromEnv.warning).toBeUndefined();
    expect(parseSecretKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => parseSecretKey('too-short')).toThrow(/CAIRN_SECRET_KEY/);
  });

  it('without it creates a key file once (mode 0600) and reuses it', () => {
    const first = loadSecretKey({ dataDir: dir });
    expect(first.source).toBe('file');
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir: dir }).key.equals(first.key)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key.toString('hex'));
    expect(first.warning).toBeUndefined();
  });

  it('warns with DATABASE_URL and no CAIRN_SECRET_KEY (several processes need one key)', () => {
    expect(loadSecretKey({ dataDir: dir, databaseUrl: 'postgres://x/y' }).warning).toMatch(/CAIRN_SECRET_KEY/);
  });

  it('is a documented configuration variable', () => {
    expect(CONFIG_VARIABLES.map((v) => v.name)).toContain('CAIRN_SECRET_KEY');
    expect(loadConfig({ CAIRN_SECRET_KEY: ' abc ' }).secretKey).toBe('abc');
  });
});
