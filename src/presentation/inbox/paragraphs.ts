/** A plain-text body's paragraphs: blank lines part them, single line breaks stay inside one (shown with `pre-line`). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
