import { escapeHtml } from '../../kernel/http/html.ts';
import { formatUnits, minorUnitsOf } from '../../kernel/money.ts';
import type { GameStrings } from './game-strings.ts';
import { colourOf, spotKey, tableSpots, type TableLimits, type TableSpot } from './roulette.ts';

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** `17 and 20`, `1, 2 and 3`: numbers as a sentence lists them. */
function listOf(numbers: readonly number[], and: string): string {
  if (numbers.length === 1) return String(numbers[0]);
  return `${numbers.slice(0, -1).join(', ')} ${and} ${String(numbers.at(-1))}`;
}

/** RLT-08: a spot's name for screen readers, which holds its visible words: "Split 17 and 20", "Red", "2 to 1, column 3". */
export function spotName(spot: TableSpot, strings: GameStrings): string {
  const words = strings.roulette;
  switch (spot.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
      return fill(words[spot.kind], { list: listOf(spot.numbers, words.and) });
    case 'line':
      return fill(words.line, { first: spot.numbers[0] ?? 0, last: spot.numbers.at(-1) ?? 0 });
    case 'dozen':
      return fill(words.dozen, { short: words.dozenShort[(spot.index ?? 1) - 1] ?? '', first: spot.numbers[0] ?? 0, last: spot.numbers.at(-1) ?? 0 });
    case 'column':
      return fill(words.column, { index: spot.index ?? 1 });
    case 'low':
    case 'high':
      return words[spot.kind];
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
      return strings[spot.kind];
  }
}

/** The words a spot shows on the table (a border spot shows none). */
function visibleWords(spot: TableSpot, strings: GameStrings): string {
  const words = strings.roulette;
  switch (spot.kind) {
    case 'straight':
      return String(spot.numbers[0]);
    case 'dozen':
      return words.dozenShort[(spot.index ?? 1) - 1] ?? '';
    case 'column':
      return words.twoToOne;
    case 'low':
      return words.lowShort;
    case 'high':
      return words.highShort;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
      return strings[spot.kind];
    default:
      return '';
  }
}

function spotButton(spot: TableSpot, strings: GameStrings): string {
  const name = spotName(spot, strings);
  const shown = visibleWords(spot, strings);
  const place = spot.a === undefined || spot.b === undefined ? '' : ` data-a="${spot.a}" data-b="${spot.b}"`;
  const classes = ['spot', `kind-${spot.kind}`];
  if (spot.kind === 'straight') classes.push('cell', colourOf(spot.numbers[0] ?? 0));
  else if (shown === '') classes.push('edge');
  else classes.push('outside');
  const label = shown === '' ? '' : `<span class="label">${escapeHtml(shown)}</span>`;
  return `<button type="button" class="${classes.join(' ')}" data-key="${escapeHtml(spotKey(spot))}"${place} data-name="${escapeHtml(name)}" aria-label="${escapeHtml(name)}">${label}</button>`;
}

/** The last numbers (RLT-07), newest first, each with its colour in words. */
export function lastNumbersList(numbers: readonly number[], strings: GameStrings): string {
  const items = numbers
    .map((number) => {
      const colour = colourOf(number);
      return `<li class="${colour}">${number}<span class="visually-hidden"> ${escapeHtml(strings[colour].toLowerCase())}</span></li>`;
    })
    .join('');
  return `<ol id="last-numbers" class="last-numbers" aria-labelledby="last-numbers-title" data-empty="${escapeHtml(strings.roulette.noNumbersYet)}">${items === '' ? `<li class="none">${escapeHtml(strings.roulette.noNumbersYet)}</li>` : items}</ol>`;
}

/**
 * The European table (RLT-01): the zero at the side, 1 to 36 in three rows of twelve (a column of
 * twelve rows on a phone), "2 to 1" at the end of each row, the dozens and the even-money bets;
 * splits, streets, corners and lines on the borders, placed by game.js from `data-a` and `data-b`.
 * Every spot is a button named for screen readers (RLT-08); the chips are a radio group.
 */
export function rouletteBoard(strings: GameStrings, limits: TableLimits, currency: string, language: string, lastNumbers: readonly number[]): string {
  const words = strings.roulette;
  const spots = tableSpots();
  const of = (test: (spot: TableSpot) => boolean) => spots.filter(test).map((spot) => spotButton(spot, strings)).join('');
  const zero = of((spot) => spot.kind === 'straight' && spot.numbers[0] === 0);
  const numbers = of((spot) => (spot.kind === 'straight' && spot.numbers[0] !== 0) || (spot.a !== undefined && spot.kind !== 'straight'));
  const columns = of((spot) => spot.kind === 'column');
  const dozens = of((spot) => spot.kind === 'dozen');
  const evens = of((spot) => ['low', 'even', 'red', 'black', 'odd', 'high'].includes(spot.kind));
  const money = (units: bigint) => escapeHtml(formatUnits(units, currency, language));
  const chips = limits.chips
    .map(
      (chip, index) =>
        `<label class="chip chip-${index}"><input type="radio" name="chip" value="${minorUnitsOf(chip, currency)}"${index === 2 ? ' checked' : ''}><span>${money(chip)}</span></label>`,
    )
    .join('');
  const limitsText = fill(words.limits, { min: formatUnits(limits.minChip, currency, language), bet: formatUnits(limits.maxPerBet, currency, language), spin: formatUnits(limits.maxPerSpin, currency, language) });
  const latest = lastNumbers[0];
  return `<div class="results">
<p class="result" id="result"${latest === undefined ? '' : ` data-colour="${colourOf(latest)}"`} aria-hidden="true">${latest === undefined ? '–' : latest}</p>
<div class="last"><h2 id="last-numbers-title">${escapeHtml(words.lastNumbers)}</h2>${lastNumbersList(lastNumbers, strings)}</div>
</div>
<div class="table" id="table" role="group" aria-label="${escapeHtml(words.table)}" aria-describedby="table-limits">
<div class="zero">${zero}</div>
<div class="numbers" id="numbers">${numbers}</div>
<div class="columns">${columns}</div>
<div class="dozens">${dozens}</div>
<div class="evens">${evens}</div>
</div>
<p class="table-limits" id="table-limits">${escapeHtml(limitsText)} <span id="table-keys">${escapeHtml(words.keys)}</span></p>
<fieldset class="chips" id="chips" role="radiogroup" aria-labelledby="chips-legend" aria-describedby="stake-hint"><legend id="chips-legend">${escapeHtml(words.chips)}</legend>${chips}</fieldset>`;
}

/** The table's controls: the total stake, Undo, Clear and Spin (RLT-07). */
export function rouletteControls(strings: GameStrings, currency: string, language: string): string {
  const words = strings.roulette;
  return `<div class="controls roulette-controls">
<p class="total">${escapeHtml(words.totalStake)}: <output id="total-stake">${escapeHtml(formatUnits(0n, currency, language))}</output></p>
<button id="undo" type="button" class="secondary" aria-disabled="true">${escapeHtml(words.undo)}</button>
<button id="clear" type="button" class="secondary" aria-disabled="true">${escapeHtml(words.clear)}</button>
<button id="play" type="button">${escapeHtml(strings.spin)}</button>
</div>`;
}
