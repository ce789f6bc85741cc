import type { FastifyPluginAsync } from 'fastify';
import { formatMinor } from '../../../kernel/money.ts';
import { amountError, answeredAmount, typedAmount } from '../amounts.ts';
import { languageOf } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { ownHref } from '../legacy-pages.ts';
import { field, fieldCauses, textField } from '../platform-client.ts';
import { formOf, keyOf } from '../posted-form.ts';
import { platformIdFormat } from '../receipt-book.ts';
import { exclusionRefusalText, limitRefusalText } from '../refusals.ts';
import { fill, inEveryLanguage, legacyWording } from '../wording.ts';
import { eventPage } from './event-page.ts';
import { betsPath, fixtureFor, fixtures } from './fixture-feed.ts';
import { fixtureList } from './sportsbook-pages.ts';
import { sportsbookWording } from './wording.ts';

/** `/sports` and `/sports/event/{id}`: the fixtures, and a fixture's bet slip, whose bet's receipt is on My bets. */
export const sportsbookRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;
  const placed = inEveryLanguage(sportsbookWording, 'betPlaced');

  app.get('/sports', async (request, reply) => {
    const language = languageOf(request);
    return legacy.sendPage(reply, 200, { language, title: sportsbookWording[language].sportsTitle, path: '/sports', area: 'sports', body: fixtureList(await fixtures(platform), language) });
  });

  app.get<{ Params: { id: string } }>('/sports/event/:id', async (request, reply) => {
    const language = languageOf(request);
    const fixture = await fixtureFor(platform, request.params.id);
    if (fixture === null) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    return eventPage(legacy, reply, language, fixture, await legacy.playerOf(request));
  });

  app.post<{ Params: { id: string } }>('/sports/event/:id', async (request, reply) => {
    const language = languageOf(request);
    const words = legacyWording[language];
    const sportsbook = sportsbookWording[language];
    const fixture = await fixtureFor(platform, request.params.id);
    if (fixture === null) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    const path = `/sports/event/${fixture.id}`;
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, path);
    const values = formOf(request);
    const key = keyOf(values);
    if (!legacy.isGenuinePost(request, player) || key === null) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
    const selection = (['HOME', 'DRAW', 'AWAY'] as const).find((option) => option === values.selection);
    const odds = selection === undefined ? undefined : fixture.odds[selection];
    const stake = typedAmount(values.stake, player.currency);
    if (selection === undefined || odds === undefined) return eventPage(legacy, reply, language, fixture, player, { values, message: words.invalidField });
    if (stake === null) return eventPage(legacy, reply, language, fixture, player, { values, stakeError: words.invalidAmount });
    const answer = await platform.post(betsPath(player.session), { fixtureId: fixture.id, selection, odds, stake: Number(stake), currency: player.currency }, key);
    const id = textField(answer.body, 'id');
    if (answer.status === 201 && id !== undefined && platformIdFormat.test(id)) {
      const receiptValues = {
        stake: formatMinor(stake, player.currency, language),
        selection: selection === 'DRAW' ? sportsbook.selection.DRAW : selection === 'HOME' ? fixture.home : fixture.away,
        odds,
        win: answeredAmount(field(answer.body, 'potentialWin'), player.currency, language),
      };
      await receipts.file(player.session, id, { message: placed, values: receiptValues }, now());
      return reply.redirect(`${ownHref('/sports/bets', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, path);
    if (answer.status === 402) {
      const playable = answeredAmount(field(answer.body, 'playable'), player.currency, language);
      return eventPage(legacy, reply, language, fixture, player, { values, message: fill(words.insufficientFunds, { amount: playable }) });
    }
    const onBreak = answer.status === 403 ? exclusionRefusalText(language, answer.body) : null;
    if (onBreak !== null) return eventPage(legacy, reply, language, fixture, player, { values, message: onBreak });
    if (answer.status === 409) {
      const code = textField(answer.body, 'errorCode');
      const refusal = limitRefusalText(language, answer.body, (minor) => formatMinor(minor, player.currency, language));
      if (refusal !== null) return eventPage(legacy, reply, language, fixture, player, { values, message: refusal });
      if (code === 'ODDS_CHANGED') {
        const fresh = (await fixtureFor(platform, fixture.id)) ?? fixture;
        return eventPage(legacy, reply, language, fresh, player, { values, message: fill(sportsbook.oddsChanged, { odds: textField(answer.body, 'odds') ?? '' }) });
      }
      return eventPage(legacy, reply, language, fixture, player, { values, message: sportsbook.fixtureClosed });
    }
    if (answer.status === 422) {
      const cause = fieldCauses(answer.body).get('stake');
      return eventPage(legacy, reply, language, fixture, player, { values, stakeError: amountError(words, cause) ?? words.invalidField });
    }
    return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });
};
