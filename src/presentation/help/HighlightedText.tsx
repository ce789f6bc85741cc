import { highlightParts } from '../../domain/help';

/** HELP-05: a text with the term's occurrences in `<mark>`; every part is a React text node, never markup. */
export const HighlightedText = ({ text, term }: { readonly text: string; readonly term: string }) => (
  <>
    {highlightParts(text, term).map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
  </>
);
