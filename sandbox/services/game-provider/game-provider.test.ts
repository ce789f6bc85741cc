// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { balancesOf, gameWhere, newRoundKey, openGame, playRound, startGame } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const slot = gameWhere((game) => game.kind === 'slot' && !game.jackpot && game.practicePlay);
const jackpotSlot = gameWhere((game) => game.kind === 'slot' && game.jackpot);
const roulette = gameWhere((game) => game.kind === 'roulette');

async function newPlayerSession(balances: { type: string; amount: number }[] = [{ type: 'Playable', amount: 100 }, { type: 'Withdrawable', amount: 100 }]) {
  const player = await sandbox.createPlayer({ balances });
  return sandbox.sessionFor(player.username, player.password);
}

describe('the game page', { timeout: 30_000 }, () => {
  it('is served on the provider origin with its own strict CSP, framed only by the site that launched it', async () => {
    expect(new URL(sandbox.providerUrl).origin).not.toBe(new URL(sandbox.url).origin);
    const session = await newPlayerSession();
    const { page, config } = await startGame(sandbox, slot.id, session);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`frame-ancestors ${sandbox.url}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // The only scripts are the page's own file and a JSON data block (never executed).
    const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/json" id="game-config"', ' src="/assets/game.js" defer']);
    expect(config).toMatchObject({ table: 'slot', mode: 'real', currency: 'EUR', balance: 100, siteOrigin: sandbox.url });
    expect(page.text).toContain('<button id="play" type="button">Spin</button>');

    const script = await sandbox.providerRequest('GET', '/assets/game.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('postMessage(data, config.siteOrigin)');
    expect((await sandbox.providerRequest('GET', '/assets/game.css')).headers.get('content-type')).toContain('text/css');
  });

  it('speaks the language of the launch, and shows the game name as text', async () => {
    const launched = await sandbox.request(
      'GET',
      `/services/casino/casino-lobby-services/v1/games/${roulette.id}/url?channelType=mobile&currencyCode=EUR&language=es&mode=practice`,
      { headers: { 'X-Channel': 'mobile' } },
    );
    const { page, config } = await openGame(sandbox, text(record(launched.body).url));
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Girar');
    expect(page.text).toContain('Modo práctica');
    expect(config).toMatchObject({ table: 'roulette', mode: 'practice', language: 'es' });
    expect(page.text).not.toMatch(/<title>[^<]*<[^/]/);
  });

  it('speaks German for a German launch', async () => {
    const launched = await sandbox.request(
      'GET',
      `/services/casino/casino-lobby-services/v1/games/${roulette.id}/url?channelType=mobile&currencyCode=EUR&language=de&mode=practice`,
      { headers: { 'X-Channel': 'mobile' } },
    );
    const { page, config } = await openGame(sandbox, text(record(launched.body).url));
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('Drehen');
    expect(page.text).toContain('Übungsspiel');
    expect(config).toMatchObject({ mode: 'practice', language: 'de' });
  });
});

describe('real-money rounds', { timeout: 60_000 }, () => {
  it('debit the stake and credit the win through the ledger; the site sees the new balance', async () => {
    const session = await newPlayerSession();
    const { playToken } = await startGame(sandbox, slot.id, session);
    const round = await playRound(sandbox, playToken, { stake: 1 });
    expect(round.status).toBe(200);
    const answer = record(round.body);
    expect(answer).toMatchObject({ stake: 1, currency: 'EUR', outcome: { game: 'slot' } });
    expect(answer.balance).toBeCloseTo(100 - 1 + (answer.win as number), 8);
    expect(await balancesOf(sandbox, session)).toMatchObject({ Playable: answer.balance, Withdrawable: answer.balance });
  });

  it("show in the player's ledger as a bet and, when it pays, a win, against the game provider's account", async () => {
    const player = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount: 1000 }] });
    const session = await sandbox.sessionFor(player.username, player.password);
    const { playToken } = await startGame(sandbox, roulette.id, session);
    const redUntilItWins = async (): Promise<Record<string, unknown>> => {
      const answer = record((await playRound(sandbox, playToken, { stake: 1, bet: { kind: 'red' } })).body);
      return answer.win === 0 ? redUntilItWins() : answer;
    };
    const answer = await redUntilItWins();
    const ledger = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/ledger?limit=2`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject([
      { kind: 'win', reference: `round:${text(answer.roundId)}`, lines: [{ account: 'house_game_provider', amount: -2 }, { account: 'cash', amount: 2 }] },
      { kind: 'bet', reference: `round:${text(answer.roundId)}`, lines: [{ account: 'cash', amount: -1 }, { account: 'house_game_provider', amount: 1 }] },
    ]);
  });

  it('both win and lose over many spins, with a return to player in a sane range (server-side RNG)', async () => {
    const session = await newPlayerSession([{ type: 'Playable', amount: 10_000 }]);
    const { playToken } = await startGame(sandbox, slot.id, session);
    const spins = 300;
    let wins = 0;
    let returned = 0;
    for (let spin = 0; spin < spins; spin += 1) {
      const answer = record((await playRound(sandbox, playToken, { stake: 1 })).body);
      if ((answer.win as number) > 0) wins += 1;
      returned += answer.win as number;
      const reels = record(answer.outcome).reels as string[][];
      expect(reels).toHaveLength(5);
      expect(reels.every((reel) => reel.length === 3)).toBe(true);
    }
    // About one spin in four wins (5 lines of a 25 % hit chance altogether); the pays return about 95 %.
    expect(wins).toBeGreaterThan(spins * 0.1);
    expect(wins).toBeLessThan(spins * 0.5);
    expect(returned / spins).toBeGreaterThan(0.2);
    expect(returned / spins).toBeLessThan(3);
    expect((await balancesOf(sandbox, session)).Playable).toBeCloseTo(10_000 - spins + returned, 6);
  });

  it('pay roulette per bet, many bets a spin: each bet covering the number pays its stake times (payout + 1), the rest lose, zero loses the even-money bets', async () => {
    const session = await newPlayerSession([{ type: 'Playable', amount: 10_000 }]);
    const { playToken } = await startGame(sandbox, roulette.id, session);
    const numbers = new Set<number>();
    let redWins = 0;
    const bets = [
      { kind: 'red', stake: 1 },
      { kind: 'straight', numbers: [17], stake: 0.5 },
      { kind: 'split', numbers: [0, 2], stake: 0.1 },
      { kind: 'dozen', index: 3, stake: 1 },
    ];
    const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    for (let spin = 0; spin < 120; spin += 1) {
      const answer = record((await playRound(sandbox, playToken, { bets })).body);
      const outcome = record(answer.outcome);
      const number = outcome.number as number;
      numbers.add(number);
      const expected = (reds.has(number) ? 2 : 0) + (number === 17 ? 18 : 0) + (number === 0 || number === 2 ? 1.8 : 0) + (number >= 25 ? 3 : 0);
      expect(answer.stake).toBe(2.6);
      expect(answer.win).toBeCloseTo(expected, 8);
      expect((outcome.bets as unknown[]).length).toBe(4);
      if (outcome.colour === 'red') redWins += 1;
    }
    expect(redWins).toBeGreaterThan(30);
    expect(redWins).toBeLessThan(90);
    expect(numbers.size).toBeGreaterThan(20);
    // The older body of one bet and the round's stake still plays.
    const straight = record((await playRound(sandbox, playToken, { stake: 1, bet: { kind: 'straight', number: 17 } })).body);
    expect(straight.win).toBe(record(straight.outcome).number === 17 ? 36 : 0);
    expect((await playRound(sandbox, playToken, { stake: 1, bet: { kind: 'straight', number: 37 } })).status).toBe(422);
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(422);
  });

  it('refuse a stake above the playable balance with 402 INSUFFICIENT_FUNDS, moving nothing', async () => {
    const session = await newPlayerSession([{ type: 'Playable', amount: 0.5 }]);
    const { playToken } = await startGame(sandbox, slot.id, session);
    expect(await playRound(sandbox, playToken, { stake: 1 })).toMatchObject({
      status: 402,
      body: { errorCode: 'INSUFFICIENT_FUNDS', balance: 0.5, currency: 'EUR' },
    });
    expect((await balancesOf(sandbox, session)).Playable).toBe(0.5);
    expect((await playRound(sandbox, playToken, { stake: 0.5 })).status).toBe(200);
  });

  it('describe the stake with the hint that says why a stake is above the balance, with a Deposit to the site’s cashier in real play only (JRN-06)', async () => {
    const session = await newPlayerSession([{ type: 'Playable', amount: 0 }]);
    const real = await startGame(sandbox, slot.id, session);
    expect(real.config).toMatchObject({ balance: 0, depositPath: '/account/cashier/deposit' });
    expect(real.page.text).toContain('<select id="stake" name="stake" aria-describedby="stake-hint">');
    // game.js fills the hint and shows it and the button from the balance and the stake chosen.
    expect(real.page.text).toContain('<div class="stake-hint" id="stake-hint-box" hidden><p id="stake-hint" aria-live="polite"></p><button id="deposit" type="button" class="secondary" hidden>Deposit</button></div>');
    expect(real.config.strings).toMatchObject({
      belowLowestStake: 'Your balance of {balance} is less than the lowest stake ({stake}). Make a deposit to play.',
      insufficientFunds: 'Your balance is too low for this stake. Choose a lower stake or make a deposit.',
    });
    const practice = await startGame(sandbox, slot.id, null, 'practice');
    expect(practice.page.text).toContain('id="stake-hint"');
    expect(practice.page.text).not.toContain('id="deposit"');
  });

  it('answer a retried key with the first round and move money once; a key reused for another stake is 409', async () => {
    const session = await newPlayerSession();
    const { playToken } = await startGame(sandbox, slot.id, session);
    const idempotencyKey = newRoundKey();
    const first = await playRound(sandbox, playToken, { stake: 2, idempotencyKey });
    const again = await playRound(sandbox, playToken, { stake: 2, idempotencyKey });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect((await balancesOf(sandbox, session)).Playable).toBe(record(first.body).balance);
    expect(await playRound(sandbox, playToken, { stake: 1, idempotencyKey })).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('never take the playable balance below zero, however many bets arrive at once', async () => {
    const session = await newPlayerSession([{ type: 'Playable', amount: 5 }]);
    const pages = await Promise.all([startGame(sandbox, roulette.id, session), startGame(sandbox, roulette.id, session)]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => playRound(sandbox, pages[index % 2]?.playToken ?? '', { stake: 1, bet: { kind: 'straight', number: 0 } })),
    );
    expect(results.every((result) => result.status === 200 || result.status === 402)).toBe(true);
    const played = results.filter((result) => result.status === 200).map((result) => record(result.body));
    const won = played.reduce((sum, answer) => sum + (answer.win as number), 0);
    const playable = (await balancesOf(sandbox, session)).Playable ?? Number.NaN;
    expect(playable).toBeGreaterThanOrEqual(0);
    expect(playable).toBeCloseTo(5 - played.length + won, 8);
    expect(played.every((answer) => (answer.balance as number) >= 0)).toBe(true);
  });

  it('grow the jackpot of a jackpot game with each real-money stake', async () => {
    const session = await newPlayerSession();
    const jackpotOf = async () => record((await sandbox.request('GET', `/services/casino/casino-lobby-services/v1/jackpots/${jackpotSlot.id}?currencyCode=EUR&language=en`)).body).amount as number;
    const before = await jackpotOf();
    const { playToken } = await startGame(sandbox, jackpotSlot.id, session);
    expect((await playRound(sandbox, playToken, { stake: 10 })).status).toBe(200);
    expect(await jackpotOf()).toBeGreaterThan(before);
  });

  it('stop when the session they were launched from ends, and count as its activity while they go on', async () => {
    const session = await newPlayerSession();
    const { playToken } = await startGame(sandbox, slot.id, session);
    sandbox.advanceClock(20 * 60_000);
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(200);
    sandbox.advanceClock(20 * 60_000);
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(200);
    expect((await sandbox.request('DELETE', `/services/login-service/v1/sessions/${session}`)).status).toBe(204);
    expect(await playRound(sandbox, playToken, { stake: 1 })).toMatchObject({ status: 401, body: { errorCode: 'GAME_SESSION_ENDED' } });
  });

  it('are refused once the game session has been idle for 30 minutes', async () => {
    const session = await newPlayerSession();
    const { playToken } = await startGame(sandbox, slot.id, session);
    sandbox.advanceClock(31 * 60_000);
    expect(await playRound(sandbox, playToken, { stake: 1 })).toMatchObject({ status: 401, body: { errorCode: 'GAME_SESSION_ENDED' } });
    expect(await playRound(sandbox, 'not-a-token', { stake: 1 })).toMatchObject({ status: 401 });
  });
});

describe('practice rounds', { timeout: 30_000 }, () => {
  it('use play money kept per launch and never touch the wallet', async () => {
    const session = await newPlayerSession();
    const before = await balancesOf(sandbox, session);
    const { playToken, config } = await startGame(sandbox, slot.id, null, 'practice');
    expect(config).toMatchObject({ mode: 'practice', balance: 1000 });
    let balance = config.balance as number;
    for (let spin = 0; spin < 10; spin += 1) {
      const answer = record((await playRound(sandbox, playToken, { stake: 10 })).body);
      expect(answer.balance).toBeCloseTo(balance - 10 + (answer.win as number), 8);
      balance = answer.balance as number;
    }
    expect(await balancesOf(sandbox, session)).toEqual(before);
    const other = await startGame(sandbox, slot.id, null, 'practice');
    expect(other.config.balance).toBe(1000);
  });
});

describe('the provider origin', { timeout: 30_000 }, () => {
  it('refuses hostile requests as the platform does: cross-site, not JSON, malformed, too large, unknown', async () => {
    const session = await newPlayerSession();
    const { playToken } = await startGame(sandbox, slot.id, session);
    const body = { playToken, stake: 1, idempotencyKey: newRoundKey() };
    expect((await sandbox.providerRequest('POST', '/rounds', { body, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    const asText = await fetch(`${sandbox.providerUrl}/rounds`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    expect(asText.status).toBe(415);
    const malformed = await fetch(`${sandbox.providerUrl}/rounds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"playToken":' });
    expect(malformed.status).toBe(400);
    const large = await fetch(`${sandbox.providerUrl}/rounds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, pad: 'x'.repeat(20_000) }) });
    expect(large.status).toBe(413);
    expect(await sandbox.providerRequest('POST', '/rounds', { body: { ...body, idempotencyKey: 'a\u0000bcdefgh' } })).toMatchObject({ status: 422 });
    expect(await sandbox.providerRequest('POST', '/rounds', { body: { ...body, stake: 1e308 } })).toMatchObject({ status: 422 });
    expect(await sandbox.providerRequest('POST', '/rounds', { body: { ...body, stake: 0.15 } })).toMatchObject({ status: 422 });
    expect(await sandbox.providerRequest('GET', '/nothing-here')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await sandbox.providerRequest('GET', '/play/%E0%A4%A')).status).toBe(400);
    expect((await balancesOf(sandbox, session)).Playable).toBe(100);
  });
});
