import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

// Secrets at rest (instance settings: SMTP password, SSO client secrets, the Unsplash key): AES-256-GCM with a key
// from the environment (CAIRN_SECRET_KEY) or, when unset, a key file created once in CAIRN_DATA_DIR.

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** The key file's name inside CAIRN_DATA_DIR. */
export const SECRET_KEY_FILE = 'secret.key';

const b64 = (buf: Buffer) => buf.toString('base64url');

/** Encrypts a secret: "v1:<iv>:<tag>:<ciphertext>", each part base64url. */
export function encryptSecret(plain: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join(':');
}

/** Decrypts what encryptSecret made; throws when the box is malformed, tampered with or sealed with another key. */
export function decryptSecret(box: string, key: Buffer): string {
  assertKey(key);
  const parts = box.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('Not a sealed secret');
  const [, iv, tag, body] = parts.map((p, i) => (i === 0 ? Buffer.alloc(0) : Buffer.from(p, 'base64url')));
  if (iv.length !== IV_BYTES || tag.length !== 16) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`The secret key must be ${KEY_BYTES} bytes`);
}

/** Reads CAIRN_SECRET_KEY: 32 bytes as 64 hex digits or as base64 / base64url (44 or 43 characters). */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!key || key.length !== KEY_BYTES) {
    throw new Error('Invalid configuration:\nCAIRN_SECRET_KEY must be 32 bytes written as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
  }
  return key;
}

/** Where the key came from, and a warning to log when several processes could disagree on it. */
export interface LoadedSecretKey {
  key: Buffer;
  source: 'env' | 'file';
  warning?: string;
}

/**
 * The key that seals instance secrets: CAIRN_SECRET_KEY when set; otherwise `<CAIRN_DATA_DIR>/secret.key`, created
 * once (mode 0600) so a plain `npm start` needs nothing. With DATABASE_URL (possibly several processes) and no
 * CAIRN_SECRET_KEY the file is still used, with a warning: every process must share that key or secrets saved by
 * one cannot be read by another (they then read as unset).
 */
export function loadSecretKey(config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>): LoadedSecretKey {
  if (config.secretKey) return { key: parseSecretKey(config.secretKey), source: 'env' };
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  let key: Buffer;
  if (existsSync(file)) {
    key = parseSecretKey(readFileSync(file, 'utf8'));
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    key = randomBytes(KEY_BYTES);
    try {
      // 'wx': two processes starting together on one data dir — the second reads the first's key.
      writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      key = parseSecretKey(readFileSync(file, 'utf8'));
    }
  }
  const warning = config.databaseUrl
    ? `CAIRN_SECRET_KEY is not set: instance secrets are sealed with the key in ${file}. Every API process on this database needs the same key — set CAIRN_SECRET_KEY to one value everywhere.`
    : undefined;
  return { key, source: 'file', warning };
}
