import { hashSecret } from '../kernel/security/passwords.ts';
import { demoPlayers } from './demo-players.ts';

export interface DemoCredentials {
  passwordHash: string;
  pinHash: string | null;
}

let credentialsOnce: Promise<Map<string, DemoCredentials>> | null = null;

/**
 * The demo players' hashes by email. scrypt is slow by design (~0.25 s a hash), so they are
 * computed once per process and reused by every (re-)seed, and a secret several demo players share
 * (their PIN) is hashed once, the way a player copied from a template shares the template's hashes.
 */
export function demoCredentials(): Promise<Map<string, DemoCredentials>> {
  if (credentialsOnce) return credentialsOnce;
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (secret: string): Promise<string> => {
    const known = hashes.get(secret);
    if (known) return known;
    const hash = hashSecret(secret);
    hashes.set(secret, hash);
    return hash;
  };
  const pending = Promise.all(
    demoPlayers.map(async (player): Promise<[string, DemoCredentials]> => {
      const [passwordHash, pinHash] = await Promise.all([
        hashOnce(player.password),
        player.pinCode === null ? null : hashOnce(player.pinCode),
      ]);
      return [player.email, { passwordHash, pinHash }];
    }),
  ).then((entries) => new Map(entries));
  credentialsOnce = pending;
  pending.catch(() => {
    credentialsOnce = null;
  });
  return pending;
}
