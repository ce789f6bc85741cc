import { escapeHtml } from '../game-provider/game-page.ts';
import type { Fixture, Selection } from '../sportsbook/fixtures.ts';
import { formatMinor } from '../sportsbook/money.ts';
import type { LegacyLanguage, LegacyStrings } from './legacy-strings.ts';
import { legacyStrings } from './legacy-strings.ts';

/** What the page's script posts to the host once loaded (docs/api.md, "Embedded legacy application"). */
export type LoadMessage =
  | { type: 'legacy:navigation-end'; path: string }
  | { type: 'legacy:navigation-error'; error: string }
  | { type: 'legacy:login-required' }
  | { type: 'legacy:balance-changed' };

export interface PageShell {
  language: LegacyLanguage;
  title: string;
  /** The page's own path, for `navigation-end`, or null on an error page. */
  path: string | null;
  /** Posted after `navigation-end`, in order. */
  alsoOnLoad?: readonly LoadMessage[];
  /** An error page posts this instead of `navigation-end`. */
  error?: 'NOT_FOUND' | 'INTERNAL_ERROR' | 'FORBIDDEN';
  /** The "Back" link of an inner page: the page one level up. */
  backTo?: string;
  area: 'cashier' | 'sports' | 'none';
  body: string;
  siteOrigins: readonly string[];
}

const jsonForScriptBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** An own link, keeping the language. */
export const ownHref = (path: string, language: LegacyLanguage): string => `${path}?lang=${language}`;

function navigation(shell: PageShell, strings: LegacyStrings): string {
  const own = (path: string, label: string) => `<li><a href="${escapeHtml(ownHref(path, shell.language))}">${escapeHtml(label)}</a></li>`;
  // Site pages open in the host (legacy:navigate-outside); the href is where a frame-less visit goes.
  const site = shell.siteOrigins[0] ?? '';
  const outside = (path: string, label: string) =>
    `<li><a href="${escapeHtml(site + path)}" target="_top" data-outside="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`;
  const links =
    shell.area === 'sports'
      ? [own('/sports', strings.allFixtures), own('/sports/bets', strings.myBets), outside('/promotions', strings.promotions)]
      : [outside('/account/cashier/withdraw/manage-pending', strings.pendingWithdrawals), outside('/promotions', strings.promotions)];
  const back = shell.backTo === undefined ? '' : `<a class="back" href="${escapeHtml(ownHref(shell.backTo, shell.language))}" data-back>${escapeHtml(strings.back)}</a>`;
  return `<header class="top">${back}<p class="brand">${escapeHtml(strings.appName)}</p><nav aria-label="${escapeHtml(strings.appName)}"><ul>${links.join('')}</ul></nav></header>`;
}

export function page(shell: PageShell): string {
  const strings = legacyStrings[shell.language];
  const onLoad: LoadMessage[] = [];
  if (shell.error !== undefined) onLoad.push({ type: 'legacy:navigation-error', error: shell.error });
  else if (shell.path !== null) onLoad.push({ type: 'legacy:navigation-end', path: shell.path });
  onLoad.push(...(shell.alsoOnLoad ?? []));
  const config = { siteOrigins: shell.siteOrigins, language: shell.language, onLoad };
  return `<!doctype html>
<html lang="${shell.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(shell.title)} · ${escapeHtml(strings.appName)}</title>
<link rel="stylesheet" href="/assets/legacy.css">
<script type="application/json" id="legacy-config">${jsonForScriptBlock(config)}</script>
<script src="/assets/legacy.js" defer></script>
</head>
<body>
${shell.area === 'none' ? '' : navigation(shell, strings)}
<main id="main">
<h1>${escapeHtml(shell.title)}</h1>
${shell.body}
</main>
</body>
</html>
`;
}

export const paragraph = (text: string, className?: string): string => `<p${className === undefined ? '' : ` class="${className}"`}>${escapeHtml(text)}</p>`;
export const alert = (text: string): string => `<p class="alert" role="alert">${escapeHtml(text)}</p>`;
export const success = (text: string): string => `<p class="success" role="status">${escapeHtml(text)}</p>`;

export interface FormField {
  name: string;
  label: string;
  value?: string;
  hint?: string;
  error?: string;
  autocomplete?: string;
  inputmode?: 'decimal' | 'numeric' | 'email' | 'text';
}

export function input(field: FormField): string {
  const id = `field-${field.name}`;
  const described = [field.hint === undefined ? null : `${id}-hint`, field.error === undefined ? null : `${id}-error`].filter((entry) => entry !== null);
  return `<div class="field">
<label for="${id}">${escapeHtml(field.label)}</label>
${field.hint === undefined ? '' : `<span class="hint" id="${id}-hint">${escapeHtml(field.hint)}</span>`}
${field.error === undefined ? '' : `<span class="field-error" id="${id}-error">${escapeHtml(field.error)}</span>`}
<input id="${id}" name="${field.name}" type="text" value="${escapeHtml(field.value ?? '')}"${field.inputmode === undefined ? '' : ` inputmode="${field.inputmode}"`}${field.autocomplete === undefined ? '' : ` autocomplete="${field.autocomplete}"`}${described.length > 0 ? ` aria-describedby="${described.join(' ')}"` : ''}${field.error === undefined ? '' : ' aria-invalid="true"'} required>
</div>`;
}

export interface FormShell {
  action: string;
  language: LegacyLanguage;
  antiForgeryToken: string;
  idempotencyKey?: string;
  submit: string;
  fields: string;
  /** A visitor's bet slip: the script posts legacy:login-required instead of sending it. */
  loginRequired?: boolean;
}

export function form(shell: FormShell): string {
  return `<form method="post" action="${escapeHtml(ownHref(shell.action, shell.language))}" novalidate${shell.loginRequired === true ? ' data-login-required' : ''}>
<input type="hidden" name="_csrf" value="${escapeHtml(shell.antiForgeryToken)}">
${shell.idempotencyKey === undefined ? '' : `<input type="hidden" name="_key" value="${escapeHtml(shell.idempotencyKey)}">`}
${shell.fields}
<button type="submit">${escapeHtml(shell.submit)}</button>
</form>`;
}

export function testCards(strings: LegacyStrings): string {
  const card = (number: string, outcome: string) => `<li><code>${number}</code> ${escapeHtml(outcome)}</li>`;
  return `<section class="hints" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(strings.testCardsTitle)}</h2><ul>
${card('4242 4242 4242 4242', strings.testCardSuccess)}${card('4000 0000 0000 0002', strings.testCardDeclined)}${card('4000 0000 0000 3220', strings.testCardConfirmation)}
</ul></section>`;
}

export const balanceLine = (label: string, amount: string): string =>
  `<p class="balance"><span>${escapeHtml(label)}</span> <strong>${escapeHtml(amount)}</strong></p>`;

const dateTime = (iso: string, language: LegacyLanguage): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

export function fixtureList(fixtures: readonly Fixture[], language: LegacyLanguage): string {
  const strings = legacyStrings[language];
  const sports = ['football', 'tennis', 'basketball'] as const;
  return sports
    .map((sport) => {
      const rows = fixtures
        .filter((fixture) => fixture.sport === sport)
        .map(
          (fixture) => `<li class="fixture">
<a href="${escapeHtml(ownHref(`/sports/event/${fixture.id}`, language))}">${escapeHtml(fixture.home)} – ${escapeHtml(fixture.away)}</a>
<span class="meta">${escapeHtml(fixture.competition)} · <time datetime="${fixture.startsAt}">${escapeHtml(dateTime(fixture.startsAt, language))}</time>${fixture.status === 'SETTLED' ? ` · ${escapeHtml(strings.settled)}` : ''}</span>
<span class="odds">${(['HOME', 'DRAW', 'AWAY'] as const)
            .filter((selection) => fixture.odds[selection] !== undefined)
            .map((selection) => `<span>${escapeHtml(strings.selection[selection])} ${escapeHtml(fixture.odds[selection] ?? '')}</span>`)
            .join('')}</span>
</li>`,
        )
        .join('');
      return `<section aria-labelledby="sport-${sport}"><h2 id="sport-${sport}">${escapeHtml(strings.sports[sport])}</h2><ul class="fixtures">${rows}</ul></section>`;
    })
    .join('');
}

export function marketChoices(fixture: Fixture, strings: LegacyStrings, chosen: Selection | null): string {
  const choices = (['HOME', 'DRAW', 'AWAY'] as const)
    .filter((selection) => fixture.odds[selection] !== undefined)
    .map((selection, index) => {
      const label = `${strings.selection[selection]} (${selection === 'HOME' ? fixture.home : selection === 'AWAY' ? fixture.away : strings.selection.DRAW}) ${fixture.odds[selection] ?? ''}`;
      const checked = chosen === null ? index === 0 : chosen === selection;
      return `<label class="choice"><input type="radio" name="selection" value="${selection}"${checked ? ' checked' : ''}> <span>${escapeHtml(label)}</span></label>`;
    })
    .join('');
  return `<fieldset class="market"><legend>${escapeHtml(strings.market)}</legend>${choices}</fieldset>`;
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
  const strings = legacyStrings[language];
  if (bets.length === 0) return paragraph(strings.noBets);
  const head = [strings.placedAt, strings.fixture, strings.market, strings.odds, strings.stake, strings.potentialWin, strings.status]
    .map((label) => `<th scope="col">${escapeHtml(label)}</th>`)
    .join('');
  const rows = bets
    .map((bet) =>
      [
        dateTime(bet.createdAt, language),
        bet.fixture,
        strings.selection[bet.selection],
        bet.odds,
        formatMinor(BigInt(bet.stake), bet.currency, language),
        formatMinor(BigInt(bet.potentialWin), bet.currency, language),
        strings.betStatus[bet.status],
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(strings.betsTitle)}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}
