import { createHmac, randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, loadSecretKey } from '../../config/secret-box';
import type { Config } from '../../config/config';

// A webhook's secret: 'whsec_' + base64 of 32 random bytes (Standard Webhooks style), sealed at rest with the
// instance key (config/secret-box.ts) because the server needs it to sign. It leaves the server only in the answers
// to create and regenerate, and never reaches a log.

/** The prefix of every webhook secret. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A fresh secret. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** What holds the instance key: the app's deps (AppDeps / the worker's deps carry `secretKey`). */
export interface KeyHolder {
  config: Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>;
  secretKey?: Buffer;
}

let loadedKey: Buffer | undefined;

/** The instance key: the one the app was given (main.ts, tests), else the environment's or the key file's. */
export function instanceKey(deps: KeyHolder): Buffer {
  if (deps.secretKey) return deps.secretKey;
  return (loadedKey ??= loadSecretKey(deps.config).key);
}

/** Seals a secret for the webhooks row. */
export function sealWebhookSecret(secret: string, key: Buffer): string {
  return encryptSecret(secret, key);
}

/** Opens a sealed secret (throws when sealed with another key). */
export function openWebhookSecret(sealed: string, key: Buffer): string {
  return decryptSecret(sealed, key);
}

/** X-Plane-Signature: hex HMAC-SHA256 of the exact body with the secret (as text), as the seed system signs. */
export function planeSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/**
 * Standard Webhooks `webhook-signature`: 'v1,' + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with the
 * base64-decoded part of the secret after 'whsec_'.
 */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64')}`;
}
