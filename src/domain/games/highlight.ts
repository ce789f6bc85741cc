/** A piece of a text, marked when it matched the search: rendered as text, never as markup. */
export interface TextPiece {
  readonly text: string;
  readonly match: boolean;
}

/** Half-open ranges [start, end) of matched characters. */
export type MatchRange = readonly [start: number, end: number];

/** Splits a text at the given ranges (they may overlap or come unsorted). */
export const splitByRanges = (text: string, ranges: readonly MatchRange[]): readonly TextPiece[] => {
  const sorted = ranges
    .map(([start, end]): MatchRange => [Math.max(0, start), Math.min(text.length, end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) pieces.push({ text: text.slice(cursor, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || pieces.length === 0) pieces.push({ text: text.slice(cursor), match: false });
  return pieces;
};

/**
 * Where the term occurs in the text, case-insensitively, compared as plain characters (a term full
 * of regular-expression characters is just text). An empty term matches nothing.
 */
export const occurrencesOf = (text: string, term: string): readonly MatchRange[] => {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '' || needle.length > text.length) return [];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (e.g. 'İ'); then offsets would not line up: no highlight.
  if (haystack.length !== text.length) return [];
  const ranges: MatchRange[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  return ranges;
};

/** The text in pieces, the term's occurrences marked; `fallback` ranges (a fuzzy match's) when it does not occur. */
export const highlight = (text: string, term: string, fallback: readonly MatchRange[] = []): readonly TextPiece[] => {
  const exact = occurrencesOf(text, term);
  return splitByRanges(text, exact.length > 0 ? exact : fallback);
};
