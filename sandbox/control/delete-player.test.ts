// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataDirDatabase } from '../test-support/test-postgres.ts';
import { replaceSpinGames } from '../services/casino-lobby/index.ts';
import { gameWhere, playRound, startGame } from '../test-support/game-play.ts';
import { record, startTestSandbox, text, type TestSandbox } from '../test-support/harness.ts';

/** `DELETE /sandbox/control/players/{username}`: the player and every row it owns, in every service. */
let sandbox: TestSandbox;
let dataDir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dataDir = sandbox.dataDir;
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

/** Rows per table that belong to the player, in `players` and every table with a `player_id`. */
async function rowsOwnedBy(username: string): Promise<Record<string, number>> {
  await sandbox.close({ keepData: true });
  const db = await openDataDirDatabase(dataDir);
  try {
    const id = (await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username])).rows[0]?.id ?? -1;
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.columns WHERE column_name = 'player_id' AND table_schema = 'public' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    counts.players = (await db.query('SELECT 1 FROM players WHERE id = $1', [id])).rows.length;
    for (const { table_name: table } of tables.rows) {
      counts[table] = (await db.query(`SELECT 1 FROM ${table} WHERE player_id = $1`, [id])).rows.length;
    }
    return counts;
  } finally {
    await db.close();
    sandbox = await startTestSandbox({ dataDir });
  }
}

/** Promotional spins on a game, as an operator's campaign gives them (no API does: written to the database). */
async function grantSpins(username: string, gameIds: readonly number[]): Promise<void> {
  await sandbox.close({ keepData: true });
  const db = await openDataDirDatabase(dataDir);
  try {
    const id = (await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username])).rows[0]?.id ?? -1;
    await replaceSpinGames(db, id, gameIds);
  } finally {
    await db.close();
    sandbox = await startTestSandbox({ dataDir });
  }
}

const deletePlayer = (username: string) => sandbox.deletePlayer(username);

describe('deleting a player', { timeout: 60_000 }, () => {
  it('answers 204 and removes the player from every service table', async () => {
    // A player who signed up (so the registration is theirs too), then given what the rest of the test needs.
    const player = { username: 'deleted.joiner@example.test', password: 'correct horse battery staple' };
    const joined = await sandbox.request('POST', '/services/registration/v1/players', {
      body: { email: player.username, password: player.password, firstName: 'Del', lastName: 'Eted', birthDate: '1990-01-01', country: 'MT', currency: 'EUR', language: 'en', acceptTerms: true, referral: null },
    });
    expect(joined.status).toBe(201);
    // A player who joined has no spins of the seed's campaigns: an operator's campaign gives some.
    await grantSpins(player.username, [1001]);
    await sandbox.patchPlayer(player.username, {
      mfaLoginMethod: 'SMS', requiredAction: 'forcePinReset', phonePrefix: '+356', phones: ['99123456'], phoneStatus: 'VALIDATED',
      balances: [{ type: 'Playable', amount: 100 }, { type: 'Withdrawable', amount: 100 }],
      // Messages in the inbox (its rows are the player's too).
      notifications: { numberOfMessages: 2 },
    });
    await sandbox.login(player.username, player.password);
    const code = text(record(((await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(player.username)}`)).body as unknown[])[0]).code);
    expect((await sandbox.login(player.username, player.password, { 'X-MFA-CODE': code })).status).toBe(428);
    await sandbox.patchPlayer(player.username, { mfaLoginMethod: null, requiredAction: null });
    const { playToken } = await startGame(sandbox, gameWhere((game) => game.kind === 'slot').id, await sandbox.sessionFor(player.username, player.password));
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(200);
    const gamesSession = await sandbox.sessionFor(player.username, player.password);
    const json = { 'content-type': 'application/json' };
    expect((await sandbox.request('PUT', `/services/player-favourites/v1/profiles/${gamesSession}/games/1001`, { headers: json })).status).toBe(204);
    expect((await sandbox.request('POST', `/services/recent-activity-tracker/v1/profile/${gamesSession}/casino`, { body: { gameId: 1001 } })).status).toBe(202);
    expect((await sandbox.request('POST', `/services/recent-activity-tracker/v1/profile/${gamesSession}/most-played`, { body: { id: 1001 } })).status).toBe(200);
    const confirmationCode = `/services/player-verification/v1/profiles/${gamesSession}/operation/withdraw/confirmationCode`;
    expect((await sandbox.request('POST', confirmationCode, { headers: json })).status).toBe(200);
    await sandbox.patchPlayer(player.username, { loyaltyPoints: 100 });
    const redeemed = await sandbox.request('POST', `/services/loyalty-points/v1/players/${gamesSession}/redeem`, { body: { points: 100 }, headers: { 'Idempotency-Key': 'delete-player-redemption' } });
    expect(redeemed.status).toBe(200);
    await sandbox.patchPlayer(player.username, { personaLinkedAccounts: [{ id: 'bank-1', type: 'BANK', label: 'MT84 •••• 1234' }] });
    const deposit = { amount: 2500, currency: 'EUR', method: 'CARD', card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } };
    const paid = await sandbox.request('POST', `/services/payment/v1/profiles/${gamesSession}/deposits`, { body: deposit, headers: { 'Idempotency-Key': 'delete-player-deposit' } });
    expect(paid.status).toBe(201);
    // A bonus the deposit qualifies for (its row is the player's too).
    expect((await sandbox.request('POST', `/services/wallet-gateway/v1/profiles/${gamesSession}/bonuses`, { body: { offerId: 'weekend' } })).status).toBe(201);
    const withdrawal = { amount: 1000, currency: 'EUR', method: 'CBT', accountId: 'bank-1' };
    const withdrawn = await sandbox.request('POST', `/services/payment/v1/profiles/${gamesSession}/withdrawals`, { body: withdrawal, headers: { 'Idempotency-Key': 'delete-player-withdrawal' } });
    expect(withdrawn.status).toBe(201);
    const bet = { fixtureId: 'fx-1', selection: 'HOME', odds: '2.10', stake: 100, currency: 'EUR' };
    expect((await sandbox.request('POST', `/services/sportsbook/v1/profiles/${gamesSession}/bets`, { body: bet, headers: { 'Idempotency-Key': 'delete-player-bet' } })).status).toBe(201);
    // A two-factor row (DISABLED: login is not asked for a TOTP).
    await sandbox.patchPlayer(player.username, { twoFactorStatus: 'DISABLED' });

    // An identity document: its transaction, the document and the status it set.
    const verification = (await sandbox.request('GET', `/services/profile-profiling/v1/document-verification/profile/${gamesSession}/document-verification-url`)).body as { url: string };
    const identity = new URL(verification.url);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const uploaded = await fetch(`${identity.origin}${identity.pathname}/document`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(png) });
    expect(uploaded.status).toBe(201);

    // A message to support sent while logged in, and the player's refer-a-friend code.
    const contact = await sandbox.request('POST', '/services/site-config/v1/contact-us', {
      body: { birthDate: null, email: player.username, message: 'Please close my account, thank you.', pinCode: null, subject: 'account', username: player.username },
      headers: { 'X-Session-Id': gamesSession, 'X-Language': 'en' },
    });
    expect(contact.status).toBe(201);
    expect((await sandbox.request('GET', `/services/referral/v1/profiles/${gamesSession}`)).status).toBe(200);
    // A limit the player set (its rows are the player's too).
    const limit = await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${gamesSession}/limits/DEPOSIT/WEEK`, { body: { amount: 50_000, currency: 'EUR' } });
    expect(limit.status).toBe(200);
    // The player's own reality-check interval (its row is the player's too).
    expect((await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${gamesSession}/reality-check`, { body: { minutes: 30 } })).status).toBe(200);
    // A wrong password given for a time-out, then the time-out itself (last: it refuses deposits and play).
    const exclusion = `/services/responsible-gambling/v1/profiles/${gamesSession}/exclusion`;
    expect((await sandbox.request('POST', exclusion, { body: { kind: 'TIME_OUT', days: 1, password: 'not the password' } })).status).toBe(422);
    expect((await sandbox.request('POST', exclusion, { body: { kind: 'TIME_OUT', days: 1, password: player.password } })).status).toBe(201);

    const before = await rowsOwnedBy(player.username);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['players', 'profiles', 'ledger_accounts', 'wallet_reported_balances', 'game_launches', 'game_rounds', 'player_messages', 'loyalty_accounts', 'sessions', 'action_tokens', 'outbox', 'promotional_spins', 'favourite_games', 'recent_games', 'most_played', 'player_limits', 'player_exclusions', 'exclusion_password_attempts', 'reality_check_preferences']),
    );
    for (const [table, count] of Object.entries(before)) expect({ table, owned: count > 0 }).toEqual({ table, owned: true });

    const session = await sandbox.sessionFor(player.username, player.password);
    expect(await deletePlayer(player.username)).toMatchObject({ status: 204, text: '' });

    const after = await rowsOwnedBy(player.username);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    expect(await deletePlayer(player.username)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}`)).status).toBe(404);
    expect(await sandbox.login(player.username, player.password)).toMatchObject({
      status: 401,
      body: { errorCode: 'invalid_grant', errors: ['INVALID_CREDENTIALS'] },
    });
    expect(await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).toMatchObject({
      status: 401,
      body: { errorCode: 'SESSION_EXPIRED' },
    });
  });

  it('answers 404 for an unknown player, and leaves the others alone', async () => {
    expect(await deletePlayer('nobody@demo.test')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    const bystander = await sandbox.createPlayer();
    const victim = await sandbox.createPlayer();
    expect((await deletePlayer(victim.username.toUpperCase())).status).toBe(204);
    expect((await sandbox.login(bystander.username, bystander.password)).status).toBe(200);
  });

  it('forgets the failed logins counted against the name, so a player created again under it is not blocked', async () => {
    const player = await sandbox.createPlayer();
    for (let attempt = 0; attempt < 5; attempt += 1) await sandbox.login(player.username, 'not-the-password');
    expect(await sandbox.login(player.username, player.password)).toMatchObject({ status: 401, body: { errorCode: 'blocked' } });
    expect((await deletePlayer(player.username)).status).toBe(204);
    const again = await sandbox.createPlayer({ username: player.username });
    expect((await sandbox.login(again.username, again.password)).status).toBe(200);
  });

  it('is guarded like the rest of the control API: no X-Sandbox-Control header, no deletion', async () => {
    const player = await sandbox.createPlayer();
    const path = `/sandbox/control/players/${encodeURIComponent(player.username)}`;
    expect(await sandbox.request('DELETE', path)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await sandbox.request('GET', path)).status).toBe(200);
  });
});
