import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../kernel/security/passwords.ts';

let dummyHash: Promise<string> | null = null;

/**
 * The hash of a random secret nobody knows, made once (lazily) with the same scrypt cost as real
 * hashes. Checking against it makes an unknown username (or a player without a PIN) take as long
 * as a real check, so the answer time does not tell which usernames exist.
 */
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(32).toString('base64url')).catch((error: unknown) => {
    dummyHash = null;
    throw error;
  });
  return dummyHash;
}
