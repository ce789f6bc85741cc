// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword, record, text } from '../../test-support/harness.ts';
import { balancesOf, gameWhere, launch, lobbyLaunchPath, openGame, playRound, startGame } from '../../test-support/game-play.ts';
import { rawRequest } from '../../test-support/raw-http.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const practiceSlot = gameWhere((game) => game.kind === 'slot' && game.practicePlay);
const realOnly = gameWhere((game) => !game.practicePlay);
const virtual = gameWhere((game) => game.id === 1331);

const urlOf = (result: { body: unknown }) => text(record(result.body).url);
const ready = () => sandbox.sessionFor('ready@demo.test', demoPassword('ready@demo.test'));

describe('launch URLs (GAME-09)', { timeout: 30_000 }, () => {
  it('answer a URL on the provider origin carrying a one-time token, never the session id', async () => {
    const session = await ready();
    const result = await launch(sandbox, practiceSlot.id, session);
    expect(result.status).toBe(200);
    const url = new URL(urlOf(result));
    expect(url.origin).toBe(sandbox.providerUrl);
    expect(url.pathname).toMatch(/^\/play\/[A-Za-z0-9_-]{43}$/);
    expect(url.href).not.toContain(session);
  });

  it('work on the older path (virtual sports, GAME-10) and on the games-integration paths', async () => {
    const session = await ready();
    const older = await sandbox.request(
      'GET',
      `/services/casino/casino-lobby-services/games/${virtual.id}/url?mode=real&language=en&currencyCode=EUR&sessionId=${session}`,
    );
    expect((await openGame(sandbox, urlOf(older))).config).toMatchObject({ mode: 'real', currency: 'EUR' });

    const real = await sandbox.request(
      'GET',
      `/services/games-integration-service/api/v1/games/${practiceSlot.id}/url?integrationParams=${encodeURIComponent(JSON.stringify({ channel: 'desktop', currency: 'EUR', language: 'es', sessionId: session }))}`,
    );
    expect((await openGame(sandbox, urlOf(real))).config).toMatchObject({ mode: 'real', language: 'es', table: 'slot' });

    const practice = await sandbox.request(
      'GET',
      `/services/games-integration-service/api/v1/games/${practiceSlot.id}/practice/url?integrationParams=${encodeURIComponent(JSON.stringify({ channel: 'mobile', currency: 'GBP', language: 'en' }))}`,
    );
    expect((await openGame(sandbox, urlOf(practice))).config).toMatchObject({ mode: 'practice', currency: 'GBP' });

    const malformed = await sandbox.request('GET', `/services/games-integration-service/api/v1/games/${practiceSlot.id}/url?integrationParams=%7Bnot-json`);
    expect(malformed).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('answer 404 for an unknown game, 401 for real play without a live session, 403 for practice where the game has none', async () => {
    expect(await launch(sandbox, 99_999_999, null)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await sandbox.request('GET', '/services/casino/casino-lobby-services/v1/games/abc/url?mode=practice')).status).toBe(404);
    expect(await launch(sandbox, practiceSlot.id, null, 'real')).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
    expect(await launch(sandbox, practiceSlot.id, 'not-a-session', 'real')).toMatchObject({ status: 401 });
    expect(await launch(sandbox, realOnly.id, null, 'practice')).toMatchObject({ status: 403, body: { errorCode: 'PRACTICE_NOT_AVAILABLE' } });
    const session = await ready();
    expect((await launch(sandbox, realOnly.id, session, 'real')).status).toBe(200);
  });

  it('refuse a game the region excludes, whatever the browser says about where it is (GEO-01 enforced at launch)', async () => {
    const live = gameWhere((game) => game.geoTargetingFilter !== null);
    const madrid = await sandbox.sessionFor('madrid@demo.test', demoPassword('madrid@demo.test'));
    expect(await launch(sandbox, live.id, madrid, 'real')).toMatchObject({ status: 403, body: { errorCode: 'NOT_AVAILABLE_IN_REGION' } });
    expect((await launch(sandbox, practiceSlot.id, madrid, 'real')).status).toBe(200);
    expect((await launch(sandbox, live.id, await ready(), 'real')).status).toBe(200);
    // Everyone placed in Madrid by the platform: visitors' launches are refused too.
    await sandbox.control('PUT', '/sandbox/control/geolocation', { location: 'ES-MD' });
    try {
      expect((await launch(sandbox, live.id, await ready(), 'real')).status).toBe(403);
      await sandbox.control('PATCH', '/sandbox/control/site-config', { enableGeoTargeting: false });
      expect((await launch(sandbox, live.id, await ready(), 'real')).status).toBe(200);
    } finally {
      await sandbox.control('PUT', '/sandbox/control/geolocation', { location: null });
      await sandbox.control('PATCH', '/sandbox/control/site-config', { enableGeoTargeting: true });
    }
  });

  it('bind real play to the wallet currency of the player, whatever the query says', async () => {
    const session = await sandbox.sessionFor('satoshi@demo.test', demoPassword('satoshi@demo.test'));
    const { config } = await openGame(sandbox, urlOf(await launch(sandbox, practiceSlot.id, session)));
    expect(config).toMatchObject({ currency: 'BTC', decimals: 8, balance: 0.01234567 });
  });
});

describe('launch tokens', { timeout: 30_000 }, () => {
  it('open the game page once only', async () => {
    const url = urlOf(await launch(sandbox, practiceSlot.id, null));
    await openGame(sandbox, url);
    const again = await sandbox.providerRequest('GET', new URL(url).pathname);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This game link has expired');
    expect(again.text).not.toContain('game-config');
  });

  it('expire after 2 minutes', async () => {
    const fresh = urlOf(await launch(sandbox, practiceSlot.id, null));
    const stale = urlOf(await launch(sandbox, practiceSlot.id, null));
    sandbox.advanceClock(119_000);
    await openGame(sandbox, fresh);
    sandbox.advanceClock(2_000);
    expect((await sandbox.providerRequest('GET', new URL(stale).pathname)).status).toBe(404);
  });

  it("bind the game to the player who launched it: rounds move that player's money, not another's", async () => {
    const first = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount: 50 }] });
    const second = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount: 70 }] });
    const firstSession = await sandbox.sessionFor(first.username, first.password);
    const secondSession = await sandbox.sessionFor(second.username, second.password);
    const { playToken } = await openGame(sandbox, urlOf(await launch(sandbox, practiceSlot.id, firstSession)));
    const answer = record((await playRound(sandbox, playToken, { stake: 1 })).body);
    expect((await balancesOf(sandbox, firstSession)).Playable).toBe(answer.balance);
    expect((await balancesOf(sandbox, secondSession)).Playable).toBe(70);
  });

  it('are bound to the site origin the launch came from: the page frames into and posts to it only', async () => {
    const { page, config } = await openGame(sandbox, urlOf(await launch(sandbox, practiceSlot.id, null)));
    expect(config.siteOrigin).toBe(sandbox.url);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${sandbox.url};`);
  });

  it('a player has at most four real-money games open: a fifth launch retires the oldest, whose next round is refused (issue 21)', async () => {
    const session = await ready();
    const games = [];
    for (let index = 0; index < 6; index += 1) games.push(await startGame(sandbox, realOnly.id, session));
    const statuses = [];
    for (const game of games) {
      statuses.push((await playRound(sandbox, game.playToken, { stake: 1 })).status);
      sandbox.advanceClock(3_000);
    }
    expect(statuses).toEqual([401, 401, 200, 200, 200, 200]);
  });

  it('are bound only to a configured site origin: a forged Host binds nothing, a foreign Origin is not taken', async () => {
    const path = lobbyLaunchPath(practiceSlot.id, 'practice');
    const forgedHost = await rawRequest(sandbox.url, { path, headers: { Host: 'evil.example', 'X-Channel': 'desktop' } });
    expect(forgedHost.status).toBe(422);
    expect(forgedHost.json).toMatchObject({ fieldErrors: [{ field: 'host', cause: 'INVALID_FORMAT' }] });
    expect(forgedHost.text).not.toContain('evil.example');
    // A call from another origin (the site server's) names it with Origin; one the platform does not know is not taken.
    const foreign = await rawRequest(sandbox.url, { path, headers: { Origin: 'http://evil.example', 'X-Channel': 'desktop' } });
    expect(foreign.status).toBe(200);
    const { config } = await openGame(sandbox, text(record(foreign.json).url));
    expect(config.siteOrigin).toBe(sandbox.url);
    const foreignAndForged = await rawRequest(sandbox.url, { path, headers: { Origin: 'http://evil.example', Host: 'evil.example', 'X-Channel': 'desktop' } });
    expect(foreignAndForged.status).toBe(422);
  });
});
