import type { Database, Queryable } from '../kernel/database/database.ts';
import { setDocumentStatus } from '../services/documents/index.ts';
import { insertAccount } from '../services/login/index.ts';
import { replaceSpinGames, seedJackpots } from '../services/casino-lobby/index.ts';
import { seedContentPages } from '../services/content/index.ts';
import { loyaltyAccounts } from '../services/loyalty/index.ts';
import { resetJurisdictions, seedPlayerPayments } from '../services/payments/index.ts';
import { seedInbox } from '../services/player-messages/index.ts';
import { profileColumns, profiles } from '../services/profile/index.ts';
import { defaultSiteConfig, writeSiteConfig } from '../services/site-config/index.ts';
import { replaceBalances } from '../services/wallet/index.ts';
import { demoCredentials, type DemoCredentials } from './demo-credentials.ts';
import { demoPlayers, type DemoPlayer } from './demo-players.ts';

/** Writes one demo player into every service's tables. */
async function insertDemoPlayer(db: Queryable, player: DemoPlayer, credentials: DemoCredentials, nowMs: number) {
  const playerId = await insertAccount(db, {
    username: player.email,
    password_hash: credentials.passwordHash,
    pin_hash: credentials.pinHash,
    disabled: player.disabled,
    captcha_required: player.captchaRequired,
    mfa_login_method: player.mfaLoginMethod,
    required_action: player.requiredAction,
    created_at: new Date(nowMs),
  });
  await profiles.insert(db, playerId, profileColumns(player));
  await replaceBalances(
    db,
    playerId,
    player.balances.map((balance) => ({ ...balance, currency: player.currency })),
    new Date(nowMs),
  );
  const { numberOfMessages, acknowledged, deleted } = player.notifications;
  await seedInbox(db, playerId, { unread: numberOfMessages, read: acknowledged, deleted }, nowMs);
  await loyaltyAccounts.insert(db, playerId, { points: player.loyaltyPoints, status_points: player.loyaltyStatusPoints ?? player.loyaltyPoints });
  await replaceSpinGames(db, playerId, player.promotionalSpinGames);
  await seedPlayerPayments(db, { playerId, currency: player.currency, personaLinkedAccounts: player.personaLinkedAccounts, pendingWithdrawals: player.pendingWithdrawals, nowMs });
  if (player.documentStatus !== 'VERIFIED') await setDocumentStatus(db, playerId, player.documentStatus, new Date(nowMs));
}

/** Every table holding data (reference data such as the loyalty tiers stays, with the schema). */
const dataTables = [
  'outbox', 'confirmation_codes', 'operation_guards', 'action_tokens', 'captcha_tokens', 'sessions', 'ledger_entries', 'ledger_transactions', 'ledger_accounts',
  'wallet_reported_balances', 'profiles', 'player_messages',
  'loyalty_accounts', 'players', 'site_config', 'sandbox_meta', 'login_failures', 'csp_reports',
  'content_pages', 'jackpots', 'promotional_spins', 'recent_games', 'most_played', 'favourite_games',
  'deposits', 'withdrawals', 'transfers', 'payment_idempotency_keys', 'linked_accounts',
  'sports_fixture_results', 'sports_bets', 'sports_bet_answers',
  'contact_messages', 'affiliate_applications',
  'player_registrations', 'registration_attempts',
  'referral_profiles', 'referral_clicks',
  'help_feedback',
  'player_limits',
  'self_exclusion_register_matches', 'player_identities', 'player_exclusions', 'self_exclusion_register', 'exclusion_password_attempts',
  'legacy_receipts',
];

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
    await resetJurisdictions(tx);
    await seedContentPages(tx);
    await seedJackpots(tx, nowMs);
    await tx.query("INSERT INTO sandbox_meta (key, value) VALUES ('seeded_at', $1)", [new Date(nowMs).toISOString()]);
  });
}
