import type { FastifyReply } from 'fastify';
import type { Fixture } from '../../sportsbook/index.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, form, input, paragraph } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { legacyWording } from '../wording.ts';
import { fixtureName } from './fixture-feed.ts';
import { marketChoices } from './sportsbook-pages.ts';
import { sportsbookWording } from './wording.ts';

export interface EventView {
  values?: Form;
  message?: string;
  stakeError?: string;
}

/** A fixture with its bet slip; a visitor's slip asks for a login instead of being sent. */
export async function eventPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, fixture: Fixture, player: Player | null, view: EventView = {}) {
  const words = legacyWording[language];
  const sportsbook = sportsbookWording[language];
  const path = `/sports/event/${fixture.id}`;
  const chosen = (['HOME', 'DRAW', 'AWAY'] as const).find((selection) => selection === view.values?.selection) ?? null;
  const currency = player?.currency ?? 'EUR';
  const intro = paragraph(`${fixture.competition} · ${fixture.startsAt.slice(0, 16).replace('T', ' ')} UTC`, 'meta');
  let slip: string;
  if (fixture.status !== 'OPEN') slip = paragraph(sportsbook.fixtureClosed);
  else {
    const fields = `${marketChoices(fixture, sportsbook, chosen)}${input({ name: 'stake', label: `${sportsbook.stake} (${currency})`, hint: words.amountHint, value: view.values?.stake, error: view.stakeError, inputmode: 'decimal', autocomplete: 'off' })}`;
    slip = form({
      action: path,
      language,
      antiForgeryToken: player === null ? '' : legacy.guard.antiForgeryToken(player.session),
      ...(player === null ? { loginRequired: true } : { idempotencyKey: newIdempotencyKey() }),
      submit: sportsbook.placeBet,
      fields,
    });
    if (player === null) slip += paragraph(sportsbook.loginToBet, 'hint');
  }
  const body = [intro, view.message === undefined ? '' : alert(view.message), slip].join('\n');
  return legacy.sendPage(reply, 200, { language, title: fixtureName(fixture), path, area: 'sports', backTo: '/sports', body });
}
