import { DEFAULT_SCRYPT_N } from '../../config/config';
import { hashPassword, parseHash, verifyAgainstDummy, verifyPassword } from './password.service';

describe('password hashing', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('Correct-Horse-1', 1024);
    const b = await hashPassword('Correct-Horse-1', 1024);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Correct-Horse-1', a)).toBe(true);
    expect(await verifyPassword('Correct-Horse-2', a)).toBe(false);
    expect(await verifyPassword('Correct-Horse-1', 'not-a-hash')).toBe(false);
    expect(await verifyAgainstDummy('anything', 1024)).toBe(false);
  });

  it('uses N=2^17, r=8, p=1 with the production default', async () => {
    const stored = await hashPassword('Correct-Horse-1', DEFAULT_SCRYPT_N);
    expect(parseHash(stored)).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(parseHash(stored)?.salt.length).toBe(16);
    expect(await verifyPassword('Correct-Horse-1', stored)).toBe(true);
  });
});
