import type { MatchRange } from './highlight';
import type { GameSearchIndex } from './ports';
import type { GameSearchEntry, GameSearchHit } from './search';

/** The fuzzy pass compares at most this many characters of the term (one 32-bit word). */
const FUZZY_PATTERN_MAX = 32;

/** How many typos a term of this length may have: none below 4 characters, then about one in three. */
export const allowedTypos = (length: number): number => (length < 4 ? 0 : length < 6 ? 1 : length < 8 ? 2 : Math.min(8, Math.floor(length * 0.375)));

const WORD_BREAK_CODES = new Set([...' \t\n-:&\'’.,!()'].map((char) => char.charCodeAt(0)));
const isWordBreak = (text: string, at: number): boolean => WORD_BREAK_CODES.has(text.charCodeAt(at));

/** Where each character occurs in the pattern, one bit per position (the pattern cut to 32 characters). */
export interface PatternMasks {
  readonly length: number;
  readonly masks: ReadonlyMap<number, number>;
}

export const patternMasks = (pattern: string): PatternMasks => {
  const length = Math.min(pattern.length, FUZZY_PATTERN_MAX);
  const masks = new Map<number, number>();
  for (let index = 0; index < length; index += 1) {
    const code = pattern.charCodeAt(index);
    masks.set(code, (masks.get(code) ?? 0) | (1 << index));
  }
  return { length, masks };
};

/** Which of the letters a–z and digits a text holds, one bit each (bit 26 for any digit). */
export const lettersOf = (text: string): number => {
  let letters = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 97 && code <= 122) letters |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) letters |= 1 << 26;
  }
  return letters;
};

const bitCount = (bits: number): number => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
};

/**
 * The least number of edits (insertions, deletions, substitutions) that turn the pattern into some
 * part of the text, and where that part ends: Myers' bit-parallel algorithm (1999), one pass over
 * the text whatever the pattern's length (at most 32 characters), no regular expressions.
 */
export const closestSubstringOf = ({ length, masks }: PatternMasks, text: string, from = 0, anchored = false): { readonly distance: number; readonly end: number } => {
  if (length === 0) return { distance: 0, end: -1 };
  const last = 1 << (length - 1);
  let positive = -1;
  let negative = 0;
  let score = length;
  let best = length;
  let bestEnd = -1;
  for (let at = from; at < text.length; at += 1) {
    const equal = masks.get(text.charCodeAt(at)) ?? 0;
    const vertical = equal | negative;
    const horizontal = (((equal & positive) + positive) ^ positive) | equal;
    let up = negative | ~(horizontal | positive);
    let down = positive & horizontal;
    if (up & last) score += 1;
    else if (down & last) score -= 1;
    // Unanchored, the pattern may start anywhere in the text: nothing is carried in at the top.
    // Anchored at `from`, every character of the text skipped before the match costs an edit.
    up = anchored ? (up << 1) | 1 : up << 1;
    down <<= 1;
    positive = down | ~(vertical | up);
    negative = up & vertical;
    if (score < best) {
      best = score;
      bestEnd = at;
    }
  }
  return { distance: best, end: bestEnd };
};

export const closestSubstring = (pattern: string, text: string): { readonly distance: number; readonly end: number } => closestSubstringOf(patternMasks(pattern), text);

/**
 * The least number of edits that turn the pattern into the beginning of one of the text's words (or
 * of a run of words): "stabrust" is 3 from "Starburst", but 5 from "Fire Stars", though "stars" is
 * within 3 of some part of it. Typos are matched against words as the player meant them.
 */
export const closestWordStartOf = (
  pattern: PatternMasks,
  text: string,
  starts: readonly number[] = wordStartsOf(text),
): { readonly distance: number; readonly start: number; readonly end: number } => {
  let best = { distance: pattern.length, start: 0, end: -1 };
  for (const start of starts) {
    const found = closestSubstringOf(pattern, text, start, true);
    if (found.distance < best.distance) best = { ...found, start };
    if (best.distance === 0) break;
  }
  return best;
};

/** Where the words of a text begin. */
export const wordStartsOf = (text: string): readonly number[] => {
  const starts: number[] = [];
  for (let at = 0; at < text.length; at += 1) {
    if (!isWordBreak(text, at) && (at === 0 || isWordBreak(text, at - 1))) starts.push(at);
  }
  return starts;
};

/**
 * The header search's index: titles that start with the term first, then titles with a word that
 * starts with it, then titles containing it anywhere (shorter titles first in each), then titles
 * within a few typos of it (fewest first). Everything is compared as plain lower-case text.
 */
export class GameTitleIndex implements GameSearchIndex {
  private readonly titles: readonly string[];
  private readonly letters: Int32Array;
  private readonly wordStarts: readonly (readonly number[])[];

  constructor(private readonly entries: readonly GameSearchEntry[]) {
    this.titles = entries.map((entry) => entry.title.toLocaleLowerCase());
    this.letters = Int32Array.from(this.titles, lettersOf);
    this.wordStarts = this.titles.map(wordStartsOf);
  }

  search(term: string, limit: number): readonly GameSearchHit[] {
    const needle = term.toLocaleLowerCase();
    if (needle === '' || limit <= 0) return [];
    const exact: [tier: number, length: number, index: number][] = [];
    this.titles.forEach((title, index) => {
      const at = title.indexOf(needle);
      if (at === -1) return;
      exact.push([at === 0 ? 0 : isWordBreak(title, at - 1) ? 1 : 2, title.length, index]);
    });
    exact.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const hits: GameSearchHit[] = exact.slice(0, limit).map(([, , index]) => ({ entry: this.entries[index] as GameSearchEntry, titleMatches: [] }));
    if (hits.length >= limit) return hits;

    const typos = allowedTypos(Math.min(needle.length, FUZZY_PATTERN_MAX));
    if (typos === 0) return hits;
    const taken = new Set(exact.map(([, , index]) => index));
    const pattern = patternMasks(needle);
    const wanted = lettersOf(needle.slice(0, FUZZY_PATTERN_MAX));
    // Ties go to the match whose length is closest to the term's ("Starburst" before "Fire Stars" for
    // "stabrust": both are 3 edits away, but "stars" only by dropping three letters), then shorter titles.
    const near: [distance: number, misfit: number, length: number, index: number, start: number, end: number][] = [];
    this.titles.forEach((title, index) => {
      if (taken.has(index) || title.length < pattern.length - typos) return;
      // Each letter of the term that the title lacks costs at least one edit: most titles stop here.
      if (bitCount(wanted & ~(this.letters[index] as number)) > typos) return;
      const { distance, start, end } = closestWordStartOf(pattern, title, this.wordStarts[index]);
      if (distance <= typos) near.push([distance, Math.abs(end + 1 - start - pattern.length), title.length, index, start, end]);
    });
    near.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3]);
    for (const [, , , index, start, end] of near.slice(0, limit - hits.length)) {
      const range: MatchRange = [start, end + 1];
      hits.push({ entry: this.entries[index] as GameSearchEntry, titleMatches: [range] });
    }
    return hits;
  }
}
