import type { Database, Queryable } from './db/database.ts';
import { demoPlayers, type DemoPlayer } from './demo-players.ts';
import { insertPlayer, replaceBalances } from './players/repository.ts';
import { hashSecret } from './security/passwords.ts';
import { newTotpSecret } from './security/totp.ts';
import { defaultSiteConfig, writeSiteConfig } from './site-config.ts';

interface DemoCredentials {
  passwordHash: string;
  pinHash: string | null;
}

let credentialsOnce: Promise<Map<string, DemoCredentials>> | null = null;

/**
 * scrypt is slow by design (~0.25 s a hash), so the demo players' hashes are computed once per
 * process and reused by every (re-)seed, and a secret several demo players share (their PIN) is
 * hashed once, the way a player copied from a template shares the template's hashes.
 */
function demoCredentials(): Promise<Map<string, DemoCredentials>> {
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

async function insertDemoPlayer(db: Queryable, player: DemoPlayer, credentials: DemoCredentials, nowMs: number) {
  const id = await insertPlayer(db, {
    username: player.email,
    email: player.email,
    password_hash: credentials.passwordHash,
    first_name: player.firstName,
    last_name: player.lastName,
    nickname: player.nickname,
    currency: player.currency,
    language: player.language,
    country_code: player.countryCode,
    subdivision: player.subdivision,
    phone_prefix: player.phonePrefix,
    phone_number: player.phoneNumber,
    phone_status: player.phoneStatus,
    pin_hash: credentials.pinHash,
    totp_secret: newTotpSecret(),
    disabled: player.disabled,
    captcha_required: player.captchaRequired,
    mfa_login_method: player.mfaLoginMethod,
    required_action: player.requiredAction,
    notifications_acknowledged: player.notifications.acknowledged,
    notifications_deleted: player.notifications.deleted,
    notifications_total: player.notifications.numberOfMessages,
    loyalty_points: player.loyaltyPoints,
    created_at: new Date(nowMs),
  });
  await replaceBalances(
    db,
    id,
    player.balances.map((balance) => ({ ...balance, currency: player.currency })),
  );
}

const dataTables = ['outbox', 'action_tokens', 'captcha_tokens', 'sessions', 'balances', 'players', 'site_config', 'sandbox_meta'];

export async function isSeeded(db: Queryable): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at'");
  return result.rows.length > 0;
}

/** Starts hashing the demo credentials ahead of a seed, e.g. while the database opens. */
export function prepareSeed(): void {
  void demoCredentials();
}

/** Wipes every data table (the schema stays) and writes the demo players and site configuration. */
export async function seedDatabase(db: Database, nowMs: number): Promise<void> {
  const credentials = await demoCredentials();
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${dataTables.join(', ')} RESTART IDENTITY CASCADE`);
    for (const player of demoPlayers) {
      const playerCredentials = credentials.get(player.email);
      if (!playerCredentials) throw new Error(`No credentials computed for ${player.email}`);
      await insertDemoPlayer(tx, player, playerCredentials, nowMs);
    }
    await writeSiteConfig(tx, defaultSiteConfig);
    await tx.query("INSERT INTO sandbox_meta (key, value) VALUES ('seeded_at', $1)", [new Date(nowMs).toISOString()]);
  });
}
