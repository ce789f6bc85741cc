import type { FastifyPluginAsync } from 'fastify';
import type { Selection } from '../../sportsbook/index.ts';
import { languageOf } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { success } from '../legacy-pages.ts';
import { fill } from '../wording.ts';
import { betsPath, fixtureName, fixtures } from './fixture-feed.ts';
import { betTable, type BetRow } from './sportsbook-pages.ts';
import { sportsbookWording } from './wording.ts';

/** `/sports/bets`: the player's bets, newest first as the platform lists them, with a bet's receipt after the slip's POST. */
export const betHistoryRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { platform } = legacy;

  app.get('/sports/bets', async (request, reply) => {
    const language = languageOf(request);
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, '/sports/bets');
    const [answer, known] = [await platform.get(betsPath(player.session)), await fixtures(platform)];
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, '/sports/bets');
    const names = new Map(known.map((fixture) => [fixture.id, fixtureName(fixture)]));
    const bets: BetRow[] = (Array.isArray(answer.body) ? (answer.body as Record<string, unknown>[]) : []).map((bet) => ({
      fixture: names.get(String(bet.fixtureId)) ?? String(bet.fixtureId),
      selection: bet.selection as Selection,
      odds: String(bet.odds),
      stake: Number(bet.stake),
      potentialWin: Number(bet.potentialWin),
      currency: String(bet.currency),
      status: bet.status as BetRow['status'],
      createdAt: String(bet.createdAt),
    }));
    const receipt = await legacy.receiptOf(request, player);
    const body = [receipt === null ? '' : success(fill(receipt.message[language], receipt.values)), betTable(bets, language)].join('\n');
    return legacy.sendPage(reply, 200, {
      language,
      title: sportsbookWording[language].betsTitle,
      path: '/sports/bets',
      area: 'sports',
      backTo: '/sports',
      ...(receipt === null ? {} : { alsoOnLoad: [{ type: 'legacy:balance-changed' as const }] }),
      body,
    });
  });
};
