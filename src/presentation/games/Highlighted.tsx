import { highlight, type MatchRange } from '../../domain/games';

/** A text with the searched term marked: pieces of text in spans, never markup from the text itself. */
export const Highlighted = ({ text, term, fallback = [] }: { readonly text: string; readonly term: string; readonly fallback?: readonly MatchRange[] }) => (
  <>
    {highlight(text, term, fallback).map((piece, index) =>
      piece.match ? (
        <mark className="search-highlight" key={index}>
          {piece.text}
        </mark>
      ) : (
        <span key={index}>{piece.text}</span>
      ),
    )}
  </>
);
