import type { Launch } from '../game-launch/index.ts';
import { escapeHtml } from '../../kernel/http/html.ts';
import { currencyDecimals, formatUnits, majorOf, minorUnitsOf, type Units } from '../../kernel/money.ts';
import { autoplayStrings, type AutoplayStrings } from './autoplay-strings.ts';
import { gameStrings, type GameStrings } from './game-strings.ts';
import { autoplaySpins, bigWinMultiple, slowSlotCycleMs } from './round-features.ts';
import type { GameTable } from './rounds.ts';
import { rouletteBoard, rouletteControls, spotName } from './roulette-page.ts';
import { tableSpots, spotKey, payoutOf } from './roulette.ts';
import { linePays, paylines, reelCount, rowCount, slotSymbols, symbolGlyphs } from './slot.ts';
import { stakesFor, tableLimitsFor } from './stakes.ts';

/** JSON inside a `<script type="application/json">` block: no `<` can close it. */
const jsonForScriptBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function stakePicker(launch: Launch, strings: GameStrings): string {
  const options = stakesFor(launch.currency)
    .map((stake, index) => {
      const major = majorOf(stake);
      return `<option value="${major}"${index === 0 ? ' selected' : ''}>${escapeHtml(formatUnits(stake, launch.currency, launch.language))}</option>`;
    })
    .join('');
  return `<label for="stake">${escapeHtml(strings.stake)}</label><select id="stake" name="stake" aria-describedby="stake-hint">${options}</select>`;
}

/**
 * JRN-06: in real play, why a stake cannot be played (the balance is below it, or below every stake)
 * and the way on, the site's cashier; filled and shown by game.js as the balance and the stake change.
 */
function stakeHint(launch: Launch, strings: GameStrings): string {
  const deposit = launch.mode === 'real' ? `<button id="deposit" type="button" class="secondary" hidden>${escapeHtml(strings.deposit)}</button>` : '';
  return `<div class="stake-hint" id="stake-hint-box" hidden><p id="stake-hint" aria-live="polite"></p>${deposit}</div>`;
}

/** Where the game's Deposit button leads on the site, as an operator configures a provider's cashier link. */
export const SITE_DEPOSIT_PATH = '/account/cashier/deposit';

function slotBoard(strings: GameStrings): string {
  // Before the first spin the reels show every symbol once or twice, as a machine at rest does.
  const cells = Array.from({ length: rowCount }, (_, row) =>
    Array.from({ length: reelCount }, (_, reel) => {
      const symbol = slotSymbols[(reel + row * 3) % slotSymbols.length] ?? 'cherry';
      return `<span class="cell" data-reel="${reel}" data-row="${row}" data-symbol="${symbol}">${escapeHtml(symbolGlyphs[symbol])}</span>`;
    }).join(''),
  ).join('');
  return `<div class="reels" id="reels" role="img" aria-label="${escapeHtml(strings.reels)}">${cells}</div>`;
}

function howItPays(table: GameTable, strings: GameStrings): string {
  if (table === 'roulette') return `<details class="pays"><summary>${escapeHtml(strings.howItPays)}</summary><p>${escapeHtml(strings.rouletteRules)}</p></details>`;
  const counts = [3, 4, 5];
  const head = counts.map((count) => `<th scope="col">${escapeHtml(strings.ofAKind.replace('{count}', String(count)))}</th>`).join('');
  const rows = [...slotSymbols]
    .reverse()
    .map((symbol) => {
      const pays = linePays[symbol].map((pay) => `<td>×${pay}</td>`).join('');
      return `<tr><th scope="row"><span class="glyph" data-symbol="${symbol}" aria-hidden="true">${escapeHtml(symbolGlyphs[symbol])}</span> ${escapeHtml(strings.symbols[symbol])}</th>${pays}</tr>`;
    })
    .join('');
  return `<details class="pays"><summary>${escapeHtml(strings.howItPays)}</summary><p>${escapeHtml(strings.slotRules)}</p>
<table><thead><tr><td></td>${head}</tr></thead><tbody>${rows}</tbody></table></details>`;
}

/** SG-15: the slot's autoplay and quick-spin controls, each only where the launch's jurisdiction allows it. */
function autoplayControls(launch: Launch, table: GameTable, strings: AutoplayStrings): string {
  if (table !== 'slot') return '';
  const quickSpin = launch.quickSpinAllowed
    ? `<label class="toggle" for="quick-spin"><input id="quick-spin" type="checkbox"> ${escapeHtml(strings.quickSpin)}</label>`
    : '';
  const autoplay = launch.autoplayAllowed
    ? `<button id="autoplay" type="button" class="secondary">${escapeHtml(strings.autoplay)}</button><button id="stop-autoplay" type="button" class="secondary" hidden>${escapeHtml(strings.stop)}</button><p id="autoplay-status" class="autoplay-status" role="status" aria-live="polite"></p>`
    : '';
  return quickSpin === '' && autoplay === '' ? '' : `<div class="controls autoplay">${quickSpin}${autoplay}</div>`;
}

export interface GamePageData {
  launch: Launch;
  gameName: string;
  table: GameTable;
  playToken: string;
  balance: Units;
  /** Roulette: the table's last results, newest first (RLT-07). */
  lastNumbers?: readonly number[];
}

/** The game's page for the frame: markup and data only; the behaviour is /assets/game.js (the CSP allows no inline script). */
export function gamePage({ launch, gameName, table, playToken, balance, lastNumbers = [] }: GamePageData): string {
  const strings = gameStrings(launch.language);
  const limits = tableLimitsFor(launch.currency);
  const minor = (units: Units) => minorUnitsOf(units, launch.currency);
  const config = {
    playToken,
    table,
    mode: launch.mode,
    currency: launch.currency,
    decimals: currencyDecimals(launch.currency),
    language: launch.language,
    siteOrigin: launch.siteOrigin,
    balance: majorOf(balance),
    depositPath: SITE_DEPOSIT_PATH,
    paylines,
    glyphs: symbolGlyphs,
    strings,
    minimumCycleMs: table === 'slot' && !launch.quickSpinAllowed ? slowSlotCycleMs : 0,
    // RLT-06, RLT-08: the table's chips and limits in minor units, and each spot's name and payout.
    roulette:
      table === 'roulette'
        ? {
            chips: limits.chips.map(minor),
            maxPerBet: minor(limits.maxPerBet),
            maxPerSpin: minor(limits.maxPerSpin),
            lastNumbers,
            spots: Object.fromEntries(tableSpots().map((spot) => [spotKey(spot), { name: spotName(spot, strings), numbers: spot.numbers, payout: payoutOf[spot.kind] }])),
          }
        : null,
    autoplay: { allowed: launch.autoplayAllowed, quickSpinAllowed: launch.quickSpinAllowed, spins: autoplaySpins, bigWinMultiple, strings: autoplayStrings(launch.language) },
  };
  const modeLabel = launch.mode === 'real' ? strings.realMoney : strings.practicePlay;
  return `<!doctype html>
<html lang="${escapeHtml(launch.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(gameName)}</title>
<link rel="stylesheet" href="/assets/game.css">
<script type="application/json" id="game-config">${jsonForScriptBlock(config)}</script>
<script src="/assets/game.js" defer></script>
</head>
<body class="table-${table} mode-${launch.mode}">
<main class="game">
<header class="game-header">
<h1>${escapeHtml(gameName)}</h1>
<p class="mode">${escapeHtml(modeLabel)}</p>
<p class="balance">${escapeHtml(strings.balance)}: <output id="balance">${escapeHtml(formatUnits(balance, launch.currency, launch.language))}</output></p>
</header>
${table === 'slot' ? slotBoard(strings) : rouletteBoard(strings, limits, launch.currency, launch.language, lastNumbers)}
${table === 'slot' ? `<div class="controls">${stakePicker(launch, strings)}<button id="play" type="button">${escapeHtml(strings.spin)}</button></div>` : rouletteControls(strings, launch.currency, launch.language)}
${stakeHint(launch, strings)}
${autoplayControls(launch, table, autoplayStrings(launch.language))}
<p id="message" class="message" role="status" aria-live="polite">${escapeHtml(strings.goodLuck)}</p>
<ul id="line-wins" class="line-wins"></ul>
${howItPays(table, strings)}
</main>
</body>
</html>`;
}

/** A used, expired or unknown launch token. */
export function expiredLinkPage(language: string): string {
  const strings = gameStrings(language);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(strings.linkExpiredTitle)}</title><link rel="stylesheet" href="/assets/game.css"></head>
<body><main class="game expired"><h1>${escapeHtml(strings.linkExpiredTitle)}</h1><p>${escapeHtml(strings.linkExpired)}</p></main></body>
</html>`;
}
