import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

/**
 * Keys kept OUTSIDE the database (files in the data dir), so a copy of the database alone never
 * yields a confirmation code or a two-factor secret.
 */
export interface SandboxSecrets {
  /** HMAC-SHA256 of a confirmation code (hex): the only form in which codes are stored. */
  hmacCode(code: string): string;
  /** AES-256-GCM; the blob is base64url of iv | tag | ciphertext. */
  encryptSecret(text: string): string;
  /** The text `encryptSecret` sealed; throws when the blob was altered or sealed with another key. */
  decryptSecret(blob: string): string;
  /** A 32-byte key for one purpose (e.g. `legacy-forms`), the same in every process sharing the data dir's keys. */
  derivedKey(purpose: string): Buffer;
}

export function secretsFromKeys(codeKey: Buffer, secretKey: Buffer): SandboxSecrets {
  return {
    hmacCode: (code) => createHmac('sha256', codeKey).update(code, 'utf8').digest('hex'),
    // Codes are digits only, so no code's HMAC is ever a derived key.
    derivedKey: (purpose) => createHmac('sha256', codeKey).update(`derived-key:${purpose}`, 'utf8').digest(),
    encryptSecret(text) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    decryptSecret(blob) {
      const bytes = Buffer.from(blob, 'base64url');
      if (bytes.length < ivBytes + tagBytes) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', secretKey, bytes.subarray(0, ivBytes));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
}

/** Fresh random keys that live only in memory (a sandbox without a data dir of its own). */
export function ephemeralSecrets(): SandboxSecrets {
  return secretsFromKeys(randomBytes(keyBytes), randomBytes(keyBytes));
}

async function keyFile(dataDir: string, name: string): Promise<Buffer> {
  const path = join(dataDir, name);
  if (!existsSync(path)) {
    await mkdir(dataDir, { recursive: true });
    // 'wx': of two processes creating the key at once, the second fails and reads the first's key.
    await writeFile(path, randomBytes(keyBytes).toString('base64'), { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  }
  const key = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  if (key.length !== keyBytes) throw new Error(`${path} is not a ${keyBytes}-byte key (base64)`);
  return key;
}

/** The data dir's `code-key` (HMAC of codes) and `secret-key` (AES of two-factor secrets), made 0600 at first start. */
export async function loadSandboxSecrets(dataDir: string): Promise<SandboxSecrets> {
  return secretsFromKeys(await keyFile(dataDir, 'code-key'), await keyFile(dataDir, 'secret-key'));
}
