import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token with `bytes` bytes of CSPRNG entropy (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** sha256 hex of a token: what the database stores instead of the token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random numeric code of `digits` digits from the CSPRNG (leading zeros kept). */
export function randomDigits(digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i += 1) out += String(randomInt(0, 10));
  return out;
}

/** Constant-time string comparison (false for different lengths without leaking where they differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
