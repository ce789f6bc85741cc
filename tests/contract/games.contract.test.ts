// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { HttpCatalogueGateway } from '../../src/infrastructure/games/http-catalogue-gateway';
import { HttpJackpotGateway } from '../../src/infrastructure/games/http-jackpot-gateway';
import { HttpPlayerGamesGateway } from '../../src/infrastructure/player-games/http-player-games-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 60_000);
afterAll(() => sandbox.close());

const scope = { bucket: 'default', language: 'en' };

const sessionFor = async (): Promise<SessionId> => {
  const player = await sandbox.newPlayer();
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
  return result.right.success.sessionId;
};

describe('games adapters against the sandbox: the answers the site must tell apart', () => {
  it('GAME-13: an unknown category, subcategory or game page is a 404, not an empty list', async () => {
    const catalogue = new HttpCatalogueGateway(sandbox.http);
    expect(await catalogue.category(scope, 'no-such-category', null)).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 404 } });
    expect(await catalogue.category(scope, 'slots', 'no-such-sub')).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 404 } });
    expect(await catalogue.gamePage(scope, 'no-such-game')).toMatchObject({ _tag: 'Left', left: { code: 'HTTP', status: 404 } });
  });

  it('GAME-13: a subcategory lists only its games, and its parent lists the subcategory with their ids', async () => {
    const catalogue = new HttpCatalogueGateway(sandbox.http);
    const slots = await catalogue.category(scope, 'slots', null);
    const classic = await catalogue.category(scope, 'slots', 'classic');
    if (slots._tag === 'Left' || classic._tag === 'Left') throw new Error('the slots did not load');
    const listed = slots.right.subCategories.find((sub) => sub.slug === 'classic');
    expect(listed?.games.length).toBe(classic.right.games.length);
    expect(classic.right.games.every((game) => listed?.games.includes(game.id))).toBe(true);
    expect(classic.right.subCategories).toEqual([]);
  });

  it('GAME-13: the Spanish catalogue is another language of the same games', async () => {
    const catalogue = new HttpCatalogueGateway(sandbox.http);
    const [en, es] = await Promise.all([catalogue.categoriesMenu(scope, 'casino'), catalogue.categoriesMenu({ ...scope, language: 'es' }, 'casino')]);
    if (en._tag === 'Left' || es._tag === 'Left') throw new Error('the menus did not load');
    expect(es.right.map((entry) => entry.slug)).toEqual(en.right.map((entry) => entry.slug));
  });

  it('GAME-02: one game\'s jackpot with the default currency and language; a game without one is null', async () => {
    const jackpots = new HttpJackpotGateway(sandbox.http);
    const all = await jackpots.jackpots({ currencyCode: 'EUR', language: 'en', channelType: 'desktop' });
    if (all._tag === 'Left' || all.right[0] === undefined) throw new Error('no jackpots');
    const first = all.right[0];
    const one = await jackpots.jackpotOf(first.gameId, { currencyCode: 'EUR', language: 'en' });
    expect(one._tag === 'Right' && one.right?.gameId).toBe(first.gameId);
    expect(one._tag === 'Right' && Number.isSafeInteger(one.right?.amount)).toBe(true);
    const jackpotIds = new Set(all.right.map((jackpot) => jackpot.gameId));
    const without = [1001, 1002, 1003, 1004, 1005].find((id) => !jackpotIds.has(id)) ?? 1331;
    expect(await jackpots.jackpotOf(without, { currencyCode: 'EUR', language: 'en' })).toEqual({ _tag: 'Right', right: null });
  });

  it('GAME-11, GAME-12: recent activity answers 202 and the newest launch comes first; counts add up', async () => {
    const session = await sessionFor();
    const games = new HttpPlayerGamesGateway(sandbox.http);
    for (const id of [1001, 1002, 1001]) {
      expect((await games.recordRecent(session, id))._tag).toBe('Right');
      expect((await games.countPlay(session, id))._tag).toBe('Right');
    }
    const recent = await games.recent(session);
    expect(recent._tag === 'Right' && recent.right.map((entry) => entry.gameId)[0]).toBe(1001);
    expect(await games.mostPlayed(session)).toEqual({ _tag: 'Right', right: [{ id: 1001, count: 2 }, { id: 1002, count: 1 }] });
  });

  it('favourites follow the player from one session to another', async () => {
    const player = await sandbox.newPlayer();
    const login = async () => {
      const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
      if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
      return result.right.success.sessionId;
    };
    const games = new HttpPlayerGamesGateway(sandbox.http);
    expect((await games.star(await login(), 1002))._tag).toBe('Right');
    expect(await games.favourites(await login())).toEqual({ _tag: 'Right', right: [1002] });
  });

  it('an unknown session is refused and reported', async () => {
    const games = new HttpPlayerGamesGateway(sandbox.http);
    const unknown = 'not-a-session' as SessionId;
    expect(await games.favourites(unknown)).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
    expect(sandbox.rejected).toContain(unknown);
  });
});
