import { escapeHtml } from '../../../kernel/http/html.ts';
import type { Fixture, Selection } from '../../sportsbook/index.ts';
import { formatMinor } from '../../../kernel/money.ts';
import type { LegacyLanguage } from '../language.ts';
import { ownHref, paragraph } from '../legacy-pages.ts';
import { sportsbookWording, type SportsbookWording } from './wording.ts';

const dateTime = (iso: string, language: LegacyLanguage): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

export function fixtureList(fixtures: readonly Fixture[], language: LegacyLanguage): string {
  const words = sportsbookWording[language];
  const sports = ['football', 'tennis', 'basketball'] as const;
  return sports
    .map((sport) => {
      const rows = fixtures
        .filter((fixture) => fixture.sport === sport)
        .map(
          (fixture) => `<li class="fixture">
<a href="${escapeHtml(ownHref(`/sports/event/${fixture.id}`, language))}">${escapeHtml(fixture.home)} – ${escapeHtml(fixture.away)}</a>
<span class="meta">${escapeHtml(fixture.competition)} · <time datetime="${fixture.startsAt}">${escapeHtml(dateTime(fixture.startsAt, language))}</time>${fixture.status === 'SETTLED' ? ` · ${escapeHtml(words.settled)}` : ''}</span>
<span class="odds">${(['HOME', 'DRAW', 'AWAY'] as const)
            .filter((selection) => fixture.odds[selection] !== undefined)
            .map((selection) => `<span>${escapeHtml(words.selection[selection])} ${escapeHtml(fixture.odds[selection] ?? '')}</span>`)
            .join('')}</span>
</li>`,
        )
        .join('');
      return `<section aria-labelledby="sport-${sport}"><h2 id="sport-${sport}">${escapeHtml(words.sports[sport])}</h2><ul class="fixtures">${rows}</ul></section>`;
    })
    .join('');
}

export function marketChoices(fixture: Fixture, words: SportsbookWording, chosen: Selection | null): string {
  const choices = (['HOME', 'DRAW', 'AWAY'] as const)
    .filter((selection) => fixture.odds[selection] !== undefined)
    .map((selection, index) => {
      const label = `${words.selection[selection]} (${selection === 'HOME' ? fixture.home : selection === 'AWAY' ? fixture.away : words.selection.DRAW}) ${fixture.odds[selection] ?? ''}`;
      const checked = chosen === null ? index === 0 : chosen === selection;
      return `<label class="choice"><input type="radio" name="selection" value="${selection}"${checked ? ' checked' : ''}> <span>${escapeHtml(label)}</span></label>`;
    })
    .join('');
  return `<fieldset class="market"><legend>${escapeHtml(words.market)}</legend>${choices}</fieldset>`;
}

export interface BetRow {
  fixture: string;
  selection: Selection;
  odds: string;
  stake: number;
  potentialWin: number;
  currency: string;
  status: 'OPEN' | 'WON' | 'LOST';
  createdAt: string;
}

export function betTable(bets: readonly BetRow[], language: LegacyLanguage): string {
  const words = sportsbookWording[language];
  if (bets.length === 0) return paragraph(words.noBets);
  const head = [words.placedAt, words.fixture, words.market, words.odds, words.stake, words.potentialWin, words.status]
    .map((label) => `<th scope="col">${escapeHtml(label)}</th>`)
    .join('');
  const rows = bets
    .map((bet) =>
      [
        dateTime(bet.createdAt, language),
        bet.fixture,
        words.selection[bet.selection],
        bet.odds,
        formatMinor(BigInt(bet.stake), bet.currency, language),
        formatMinor(BigInt(bet.potentialWin), bet.currency, language),
        words.betStatus[bet.status],
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(words.betsTitle)}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
