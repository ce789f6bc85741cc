/** A piece of a text, marked when it matched the search term: the site renders it as text, never as markup. */
export interface HighlightPart {
  readonly text: string;
  readonly highlighted: boolean;
}

/**
 * The term's regular-expression characters escaped, so `(x` or `.*` are matched as the characters they
 * are. Only syntax characters and `/`: in a `u` pattern any other escape (`\-`) is a SyntaxError.
 */
export const escapeRegExp = (term: string): string => term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * HELP-05: the text split into parts, every occurrence of the term marked, case-insensitively; the
 * term's special characters escaped. An empty (or blank) term highlights nothing.
 */
export const highlightParts = (text: string, term: string): readonly HighlightPart[] => {
  const needle = term.trim();
  if (needle === '' || text === '') return [{ text, highlighted: false }];
  const parts: HighlightPart[] = [];
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), highlighted: false });
    parts.push({ text: match[0], highlighted: true });
    cursor = start + match[0].length;
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor), highlighted: false });
  return parts;
};
