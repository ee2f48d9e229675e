import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters (SECURITY.md: N=2^17, r=8, p=1). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // N=2^17, r=8 needs 128 MiB, above node's 32 MiB default maxmem.
  const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: params.N, r: params.r, p: params.p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt. */
export async function hashPassword(password: string, N: number): Promise<string> {
  const params = { N, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Reads the parameters stored in a hash, or null when it is not one of ours. */
export function parseHash(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** Checks a password against a stored hash in constant time (the hash's own parameters are used). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the same time as a real check so unknown emails cannot be told apart by timing; always false. */
export async function verifyAgainstDummy(password: string, N: number): Promise<false> {
  let dummy = dummyHashes.get(N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), N);
    dummyHashes.set(N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
