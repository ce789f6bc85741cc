// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashCostVariable, hashSecret, verifySecret } from './passwords.ts';
import { hashToken, newOpaqueToken, newSmsCode } from './tokens.ts';

/** Runs `work` with the hash cost set as given, then puts the setting back. */
const atCost = async <T>(cost: string | undefined, work: () => Promise<T>): Promise<T> => {
  const previous = process.env[hashCostVariable];
  if (cost === undefined) delete process.env[hashCostVariable];
  else process.env[hashCostVariable] = cost;
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env[hashCostVariable];
    else process.env[hashCostVariable] = previous;
  }
};

describe('password hashing', { timeout: 20_000 }, () => {
  it('stores scrypt parameters at the production cost (N = 2^17), a 16-byte salt and a 64-byte key, never the password', async () => {
    const hash = await atCost(undefined, () => hashSecret('Correct-Horse-1'));
    const [scheme, N, r, p, salt = '', key = ''] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
    expect(hash).not.toContain('Correct-Horse-1');
  });

  it('hashes at the light cost in test runs, and verifies any hash by the parameters it carries', async () => {
    const light = await atCost('light', () => hashSecret('Correct-Horse-1'));
    expect(light.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
    const production = await atCost('production', () => hashSecret('Correct-Horse-1'));
    await atCost('production', async () => expect(await verifySecret('Correct-Horse-1', light)).toBe(true));
    await atCost('light', async () => expect(await verifySecret('Correct-Horse-1', production)).toBe(true));
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
