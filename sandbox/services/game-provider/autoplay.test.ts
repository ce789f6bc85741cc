// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { balancesOf, gameWhere, launch, lobbyLaunchPath, openGame, playRound, startGame } from '../../test-support/game-play.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const slot = gameWhere((game) => game.kind === 'slot' && !game.jackpot && game.practicePlay);
const roulette = gameWhere((game) => game.kind === 'roulette' && game.practicePlay);

async function playerFrom(template: string, patch: Record<string, unknown> = {}): Promise<{ username: string; session: string }> {
  const { username, password } = await sandbox.createPlayer({ template });
  if (Object.keys(patch).length > 0) expect((await sandbox.patchPlayer(username, patch)).status).toBe(200);
  return { username, session: await sandbox.sessionFor(username, password) };
}

const placeVisitorIn = (location: string | null) => sandbox.control('PUT', '/sandbox/control/geolocation', { location });

/** A practice launch as the site asks for it, naming the logged-in player's session when there is one. */
const practiceLaunch = (gameId: number, session: string | null) =>
  sandbox.request('GET', lobbyLaunchPath(gameId, 'practice'), { headers: { 'X-Channel': 'desktop', ...(session === null ? {} : { 'X-Session-Id': session }) } });

afterEach(async () => {
  await placeVisitorIn(null);
});

describe('autoplay and quick spin by jurisdiction (SG-15)', { timeout: 60_000 }, () => {
  it('a Maltese player’s slot offers autoplay of 10 spins and quick spin, and plays rounds that ask for them', async () => {
    const { session } = await playerFrom('ready@demo.test');
    const { page, config, playToken } = await startGame(sandbox, slot.id, session);
    expect(page.text).toContain('<button id="autoplay" type="button" class="secondary">Autoplay 10 spins</button>');
    expect(page.text).toContain('<input id="quick-spin" type="checkbox"> Quick spin</label>');
    expect(page.text).toContain('id="stop-autoplay" type="button" class="secondary" hidden>Stop autoplay</button>');
    expect(config.autoplay).toMatchObject({ allowed: true, quickSpinAllowed: true, spins: 10, bigWinMultiple: 10 });
    const round = await playRound(sandbox, playToken, { stake: 1, autoplay: true, quickSpin: true });
    expect(round.status).toBe(200);
    expect(record(round.body)).toMatchObject({ stake: 1, outcome: { game: 'slot' } });
  });

  it('a British player’s slot offers neither, and the provider refuses rounds that ask for them without moving money', async () => {
    const { session } = await playerFrom('london@demo.test');
    const { page, config, playToken } = await startGame(sandbox, slot.id, session);
    expect(page.text).not.toContain('id="autoplay"');
    expect(page.text).not.toContain('id="quick-spin"');
    expect(config.autoplay).toMatchObject({ allowed: false, quickSpinAllowed: false });
    const before = await balancesOf(sandbox, session);
    for (const asked of [{ autoplay: true }, { quickSpin: true }, { autoplay: true, quickSpin: false }]) {
      expect(await playRound(sandbox, playToken, { stake: 1, ...asked })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_IN_JURISDICTION' } });
    }
    expect(await balancesOf(sandbox, session)).toEqual(before);
    expect((await playRound(sandbox, playToken, { stake: 1, autoplay: false, quickSpin: false })).status).toBe(200);
  });

  it('a British player’s slot lasts 2.5 s a spin, and the provider refuses a round sooner than 2 s after the last, however it is sent', async () => {
    const { session } = await playerFrom('london@demo.test');
    const { config, playToken } = await startGame(sandbox, slot.id, session);
    expect(config.minimumCycleMs).toBe(2500);
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(200);
    const before = await balancesOf(sandbox, session);
    const tooSoon = await playRound(sandbox, playToken, { stake: 1 });
    expect(tooSoon).toMatchObject({ status: 429, body: { errorCode: 'TOO_SOON', retryAfterMs: expect.any(Number) } });
    const { retryAfterMs } = record(tooSoon.body);
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(2000);
    expect(tooSoon.headers.get('retry-after')).toBe('2');
    expect(await balancesOf(sandbox, session)).toEqual(before);
    sandbox.advanceClock(2000);
    expect((await playRound(sandbox, playToken, { stake: 1 })).status).toBe(200);
  });

  it('the pace holds per player: rounds sent at once from four tabs of two slots play one, whatever the launch, game or tab (issue 21)', async () => {
    const { session } = await playerFrom('london@demo.test');
    const slots = [slot, gameWhere((game) => game.kind === 'slot' && !game.jackpot && game.id !== slot.id)];
    // Opened one after another, as tabs are: a player's newest four real-money launches can play.
    const games = [];
    for (let index = 0; index < 4; index += 1) games.push(await startGame(sandbox, (slots[index % 2] ?? slot).id, session));
    const before = await balancesOf(sandbox, session);
    const answers = await Promise.all(games.map((game) => playRound(sandbox, game.playToken, { stake: 1 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429]);
    const after = await balancesOf(sandbox, session);
    // One stake of 1.00 left the balance (its win, if any, came back), not four.
    const won = Number(record(answers.find((answer) => answer.status === 200)?.body).win ?? 0);
    expect(Number(after.Playable)).toBeCloseTo(Number(before.Playable) - 1 + won, 2);
    sandbox.advanceClock(2000);
    const next = await Promise.all(games.map((game) => playRound(sandbox, game.playToken, { stake: 1 })));
    expect(next.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429]);
  });

  it('a Maltese player’s slot has no minimum gap', async () => {
    const { session } = await playerFrom('ready@demo.test');
    const game = await startGame(sandbox, slot.id, session);
    expect(game.config.minimumCycleMs).toBe(0);
    for (let spin = 0; spin < 3; spin += 1) expect((await playRound(sandbox, game.playToken, { stake: 1 })).status).toBe(200);
  });

  it('refuses flags that are not booleans with 422', async () => {
    const { session } = await playerFrom('ready@demo.test');
    const { playToken } = await startGame(sandbox, slot.id, session);
    expect(await playRound(sandbox, playToken, { stake: 1, autoplay: 'yes', quickSpin: 1 })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'autoplay', cause: 'INVALID_FORMAT' }, { field: 'quickSpin', cause: 'INVALID_FORMAT' }] },
    });
  });

  it('a roulette table has no autoplay controls, wherever it is played', async () => {
    const { session } = await playerFrom('ready@demo.test');
    const { page } = await startGame(sandbox, roulette.id, session);
    expect(page.text).not.toContain('id="autoplay"');
  });

  it('a visitor’s practice play follows the jurisdiction of where the platform places them', async () => {
    await placeVisitorIn('MT-01');
    const maltese = await openGame(sandbox, text(record((await practiceLaunch(slot.id, null)).body).url));
    expect(maltese.config.autoplay).toMatchObject({ allowed: true, quickSpinAllowed: true });

    // Spain has its own row: no autoplay there once its data says so, with no code change.
    expect((await sandbox.control('PATCH', '/sandbox/control/jurisdictions/ES', { autoplayAllowed: false })).status).toBe(200);
    try {
      await placeVisitorIn('ES-MD');
      const spanish = await openGame(sandbox, text(record((await practiceLaunch(slot.id, null)).body).url));
      expect(spanish.page.text).not.toContain('id="autoplay"');
      expect(spanish.page.text).toContain('id="quick-spin"');
      expect(await playRound(sandbox, spanish.playToken, { stake: 1, autoplay: true })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_IN_JURISDICTION' } });
      expect((await playRound(sandbox, spanish.playToken, { stake: 1, quickSpin: true })).status).toBe(200);
    } finally {
      await sandbox.control('PATCH', '/sandbox/control/jurisdictions/ES', { autoplayAllowed: true });
    }
  });
});

describe('practice play where it needs a verified age (SG-15)', { timeout: 60_000 }, () => {
  it('is refused to a visitor placed in Great Britain', async () => {
    await placeVisitorIn('GB-ENG');
    expect(await practiceLaunch(slot.id, null)).toMatchObject({ status: 403, body: { errorCode: 'AGE_VERIFICATION_REQUIRED' } });
    expect(await launch(sandbox, slot.id, null, 'practice')).toMatchObject({ status: 403, body: { errorCode: 'AGE_VERIFICATION_REQUIRED' } });
  });

  it('is refused to a British player whose identity document is not verified, and open once it is', async () => {
    const { username, session } = await playerFrom('london@demo.test', { documentStatus: 'PENDING' });
    expect(await practiceLaunch(slot.id, session)).toMatchObject({ status: 403, body: { errorCode: 'AGE_VERIFICATION_REQUIRED' } });
    expect((await sandbox.patchPlayer(username, { documentStatus: 'VERIFIED' })).status).toBe(200);
    const launched = await practiceLaunch(slot.id, session);
    expect(launched.status).toBe(200);
    const game = await openGame(sandbox, text(record(launched.body).url));
    expect(game.config).toMatchObject({ mode: 'practice', autoplay: { allowed: false, quickSpinAllowed: false } });
  });

  it('is open to a visitor elsewhere, and a session that has ended counts as a visitor', async () => {
    await placeVisitorIn('MT-01');
    expect((await practiceLaunch(slot.id, null)).status).toBe(200);
    expect((await practiceLaunch(slot.id, 'no-such-session')).status).toBe(200);
  });
});
