// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './passwords.ts';
import { hashToken, newOpaqueToken, newSmsCode } from './tokens.ts';

describe('password hashing', { timeout: 20_000 }, () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key, never the password', async () => {
    const hash = await hashSecret('Correct-Horse-1');
    const [scheme, N, r, p, salt = '', key = ''] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
    expect(hash).not.toContain('Correct-Horse-1');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashSecret('Correct-Horse-1');
    await expect(verifySecret('Correct-Horse-1', hash)).resolves.toBe(true);
    await expect(verifySecret('correct-horse-1', hash)).resolves.toBe(false);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([hashSecret('same'), hashSecret('same')]);
    expect(first).not.toBe(second);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    await expect(verifySecret('x', 'plain-text')).resolves.toBe(false);
    await expect(verifySecret('x', 'scrypt$131072$8$1$c2FsdA$c2hvcnQ')).resolves.toBe(false);
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, stored as a SHA-256 hex digest', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('SMS codes are six digits', () => {
    for (let index = 0; index < 50; index += 1) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });
});
