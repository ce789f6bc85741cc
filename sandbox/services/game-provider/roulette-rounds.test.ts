// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { balancesOf, gameWhere, newRoundKey, playRound, startGame } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

/** The wheel's next numbers, as a test puts them; a draw past them is fair again. */
const wheel: number[] = [];
const sandbox = useTestSandbox({ random: (max) => (max === 37 && wheel.length > 0 ? (wheel.shift() ?? 0) : Math.floor(Math.random() * max)) });
const roulette = gameWhere((game) => game.kind === 'roulette' && game.practicePlay);

async function player(amount = 100) {
  const created = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount }, { type: 'Withdrawable', amount }] });
  return { ...created, session: await sandbox.sessionFor(created.username, created.password) };
}

const bets = [
  { kind: 'straight', numbers: [17], stake: 1 },
  { kind: 'split', numbers: [20, 17], stake: 0.5 },
  { kind: 'street', numbers: [16, 17, 18], stake: 0.1 },
  { kind: 'corner', numbers: [17, 18, 20, 21], stake: 0.5 },
  { kind: 'line', numbers: [13, 14, 15, 16, 17, 18], stake: 1 },
  { kind: 'column', index: 2, stake: 1 },
  { kind: 'dozen', index: 1, stake: 5 },
  { kind: 'red', stake: 5 },
  { kind: 'odd', stake: 1 },
];
// On 17 (black, odd, middle column, 2nd dozen): 36 + 9 + 1.2 + 4.5 + 6 + 3 + 0 + 0 + 2.
const stakeOn17 = 15.1;
const winOn17 = 61.7;

describe('a roulette spin of many bets (RLT-05)', { timeout: 60_000 }, () => {
  it('is one round in the ledger: one bet of the whole stake and one win of the whole win, with each bet’s stake and win in the round', async () => {
    const ada = await player();
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    wheel.push(17);
    const round = await playRound(sandbox, playToken, { bets });
    expect(round.status).toBe(200);
    const answer = record(round.body);
    expect(answer).toMatchObject({ stake: stakeOn17, currency: 'EUR', outcome: { game: 'roulette', number: 17, colour: 'black' } });
    expect(answer.win).toBeCloseTo(winOn17, 8);
    expect(answer.balance).toBeCloseTo(100 - stakeOn17 + winOn17, 8);
    const roundId = text(answer.roundId);

    const ledger = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(ada.username)}/ledger?limit=5`);
    const ofRound = (ledger.body as Record<string, unknown>[]).filter((entry) => entry.reference === `round:${roundId}`);
    expect(ofRound).toMatchObject([
      { kind: 'win', lines: [{ account: 'house_game_provider', amount: -winOn17 }, { account: 'cash', amount: winOn17 }] },
      { kind: 'bet', lines: [{ account: 'cash', amount: -stakeOn17 }, { account: 'house_game_provider', amount: stakeOn17 }] },
    ]);
    expect((await balancesOf(sandbox, ada.session)).Playable).toBeCloseTo(100 - stakeOn17 + winOn17, 8);

    const details = record((await sandbox.request('GET', `/sandbox/control/rounds/${roundId}`, { headers: { 'X-Sandbox-Control': '1' } })).body);
    expect(details).toMatchObject({ roundId, mode: 'real', stake: stakeOn17 });
    expect(record(details.outcome).bets).toEqual([
      { kind: 'straight', numbers: [17], stake: 1, payout: 35, win: 36 },
      { kind: 'split', numbers: [17, 20], stake: 0.5, payout: 17, win: 9 },
      { kind: 'street', numbers: [16, 17, 18], stake: 0.1, payout: 11, win: 1.2 },
      { kind: 'corner', numbers: [17, 18, 20, 21], stake: 0.5, payout: 8, win: 4.5 },
      { kind: 'line', numbers: [13, 14, 15, 16, 17, 18], stake: 1, payout: 5, win: 6 },
      { kind: 'dozen', index: 1, stake: 5, payout: 2, win: 0 },
      { kind: 'column', index: 2, stake: 1, payout: 2, win: 3 },
      { kind: 'red', stake: 5, payout: 1, win: 0 },
      { kind: 'odd', stake: 1, payout: 1, win: 2 },
    ]);
  });

  it('loses every bet that does not cover the number, and posts no win then; zero loses the even-money bets', async () => {
    const ada = await player();
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    wheel.push(0);
    const answer = record((await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 1 }, { kind: 'even', stake: 1 }, { kind: 'low', stake: 1 }] })).body);
    expect(answer).toMatchObject({ stake: 3, win: 0, balance: 97, outcome: { number: 0, colour: 'green' } });
    const ledger = await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(ada.username)}/ledger?limit=5`);
    expect((ledger.body as Record<string, unknown>[]).filter((entry) => entry.reference === `round:${text(answer.roundId)}`).map((entry) => entry.kind)).toEqual(['bet']);
  });

  it('answers a retried key with the same round and moves money once; the same key with other bets is 409', async () => {
    const ada = await player();
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    const idempotencyKey = newRoundKey();
    const first = await playRound(sandbox, playToken, { bets, idempotencyKey });
    // The same bets sent in another order are the same round.
    const again = await playRound(sandbox, playToken, { bets: [...bets].reverse(), idempotencyKey });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect((await balancesOf(sandbox, ada.session)).Playable).toBeCloseTo(record(first.body).balance as number, 8);
    expect(await playRound(sandbox, playToken, { bets: bets.slice(1), idempotencyKey })).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('plays in practice with the launch’s play money, never the wallet', async () => {
    const { playToken, config } = await startGame(sandbox, roulette.id, null, 'practice');
    wheel.push(17);
    const answer = record((await playRound(sandbox, playToken, { bets })).body);
    expect(answer.balance).toBeCloseTo((config.balance as number) - stakeOn17 + winOn17, 8);
  });
});

describe('the table’s refusals (RLT-02, RLT-06)', { timeout: 60_000 }, () => {
  it('refuses a bet not on the table, a stake not of whole chips, and bets over the bet’s or the spin’s limit, moving nothing', async () => {
    const ada = await player(1000);
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'split', numbers: [18, 19], stake: 1 }] })).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'bets[0]', cause: 'NOT_ON_THE_TABLE' }] },
    });
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'corner', numbers: [1, 2, 3, 4], stake: 1 }] })).toMatchObject({ status: 422 });
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 0.05 }] })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'bets[0].stake', cause: 'INVALID_FORMAT' }] } });
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 101 }] })).toMatchObject({
      status: 422,
      body: { errorCode: 'TABLE_LIMIT_EXCEEDED', limit: 'PER_BET', max: 100, currency: 'EUR' },
    });
    const overSpin = ['red', 'black', 'odd', 'even', 'low', 'high'].map((kind) => ({ kind, stake: 100 }));
    expect(await playRound(sandbox, playToken, { bets: overSpin })).toMatchObject({ status: 422, body: { errorCode: 'TABLE_LIMIT_EXCEEDED', limit: 'PER_SPIN', max: 500 } });
    // A stake beside the bets must be their sum: the server never takes the client's word for a total.
    expect(await playRound(sandbox, playToken, { stake: 1, bets: [{ kind: 'red', stake: 2 }] })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'stake' }] } });
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 1, win: 1000 }] })).toMatchObject({ status: 200 });
    const after = (await balancesOf(sandbox, ada.session)).Playable ?? 0;
    expect([999, 1001]).toContain(after);
  });

  it('refuses a spin over the playable balance with 402, moving nothing', async () => {
    const ada = await player(2);
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 1 }, { kind: 'black', stake: 1.5 }] })).toMatchObject({ status: 402, body: { errorCode: 'INSUFFICIENT_FUNDS', balance: 2 } });
    expect((await balancesOf(sandbox, ada.session)).Playable).toBe(2);
  });

  it('counts the whole stake of the spin against the player’s wager limit (SG-05)', async () => {
    const ada = await player();
    const limit = await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${ada.session}/limits/WAGER/DAY`, { body: { amount: 1000, currency: 'EUR' } });
    expect(limit.status).toBeLessThan(300);
    const { playToken } = await startGame(sandbox, roulette.id, ada.session);
    expect(await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 6 }, { kind: 'black', stake: 5 }] })).toMatchObject({ status: 409, body: { errorCode: 'LIMIT_EXCEEDED' } });
    expect((await playRound(sandbox, playToken, { bets: [{ kind: 'red', stake: 5 }, { kind: 'black', stake: 5 }] })).status).toBe(200);
  });
});

describe('the table’s page (RLT-01, RLT-07, RLT-08)', { timeout: 30_000 }, () => {
  it('shows the layout as named buttons, the chips as a radio group, Undo, Clear and the last numbers, in the launch’s language', async () => {
    const ada = await player();
    const first = await startGame(sandbox, roulette.id, ada.session);
    wheel.push(32, 0);
    await playRound(sandbox, first.playToken, { bets: [{ kind: 'red', stake: 1 }] });
    await playRound(sandbox, first.playToken, { bets: [{ kind: 'red', stake: 1 }] });
    const { page, config } = await startGame(sandbox, roulette.id, ada.session);
    expect(record(config.roulette)).toMatchObject({ chips: [10, 50, 100, 500, 2500], maxPerBet: 10000, maxPerSpin: 50000, lastNumbers: [0, 32] });
    const buttons = [...page.text.matchAll(/<button type="button" class="spot[^"]*"[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(buttons).toHaveLength(157);
    expect(buttons).toEqual(expect.arrayContaining(['Straight 0', 'Split 17 and 20', 'Street 1, 2 and 3', 'Corner 0, 1, 2 and 3', 'Line 31 to 36', '1st 12: 1 to 12', '2 to 1, column 1', 'Red', 'Black', 'Odd', 'Even', 'Low 1–18', 'High 19–36']));
    expect(page.text).toContain('<fieldset class="chips" id="chips" role="radiogroup" aria-labelledby="chips-legend" aria-describedby="stake-hint"><legend id="chips-legend">Chip value</legend>');
    expect(page.text.match(/type="radio" name="chip"/g)).toHaveLength(5);
    expect(page.text).toContain('<span>€25.00</span>');
    expect(page.text).toContain('<button id="undo" type="button" class="secondary" aria-disabled="true">Undo</button>');
    expect(page.text).toContain('<button id="clear" type="button" class="secondary" aria-disabled="true">Clear</button>');
    expect(page.text).toContain('<li class="green">0<span class="visually-hidden"> green</span></li><li class="red">32<span class="visually-hidden"> red</span></li>');
    expect(page.text).toContain('Chips from €0.10. At most €100.00 on one bet and €500.00 on one spin. <span id="table-keys">On the table, the arrow keys move between the bets and Enter puts a chip down.</span>');
    expect(page.text).not.toContain('id="stake"');

    const launched = await sandbox.request('GET', `/services/casino/casino-lobby-services/v1/games/${roulette.id}/url?channelType=mobile&currencyCode=EUR&language=de&mode=practice`, { headers: { 'X-Channel': 'mobile' } });
    const german = await sandbox.providerRequest('GET', new URL(text(record(launched.body).url)).pathname);
    expect(german.text).toContain('aria-label="Cheval 17 und 20"');
    expect(german.text).toContain('>Rückgängig</button>');
    expect(german.text).toContain('Noch keine Drehung');
  });
});
