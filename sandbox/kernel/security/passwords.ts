import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingGate, type HashingOptions } from './hashing-gate.ts';

const keyLength = 64;
const saltLength = 16;
// N = 2^17 needs 128 MiB; Node's default maxmem (32 MiB) makes scrypt throw, so it is raised.
const productionParameters = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
/**
 * The test runs' cost (SANDBOX_HASH_COST=light): the same scheme, salt and comparison at a work
 * factor 128 times lower, the way test suites lower bcrypt's rounds. Every login of every test
 * layer pays a hash, and at the production cost they were most of the suite's CPU. The bench and
 * `npm start` keep the production cost; a stored hash carries its own parameters either way.
 */
const lightParameters = { ...productionParameters, N: 2 ** 10 } as const;
export const hashCostVariable = 'SANDBOX_HASH_COST';
/** `light` in test runs, `production` otherwise. */
export const hashCost = (): 'light' | 'production' => (process.env[hashCostVariable] === 'light' ? 'light' : 'production');
const currentParameters = () => (hashCost() === 'light' ? lightParameters : productionParameters);
const scheme = 'scrypt';

/** Every scrypt goes through the process's hashing gate (bounded concurrency, two lanes). */
function deriveKey(secret: string, salt: Buffer, options: ScryptOptions, gate: HashingOptions): Promise<Buffer> {
  return hashingGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(secret.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    gate,
  );
}

/** `scrypt$N$r$p$salt$key` (base64url parts), so the parameters can change without breaking old hashes. */
export async function hashSecret(secret: string, gate: HashingOptions = {}): Promise<string> {
  const salt = randomBytes(saltLength);
  const parameters = currentParameters();
  const key = await deriveKey(secret, salt, parameters, gate);
  return [scheme, parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, storedHash: string, gate: HashingOptions = {}): Promise<boolean> {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== scheme) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== keyLength) return false;
  const actual = await deriveKey(secret, salt, { N, r, p, maxmem: productionParameters.maxmem }, gate);
  return timingSafeEqual(actual, expected);
}
