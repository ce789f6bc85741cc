import { useEffect, useState } from 'react';

/**
 * Card artwork is SVG drawn from the game's name: the browser lays out and paints each one on the main
 * thread. A screenful of new cards (a fast scroll, a new filter) would paint them all in one long
 * frame; instead each card's image is let in a few per frame, so the page keeps answering. Cards
 * scrolled past before their turn never load theirs.
 */
const IMAGES_PER_FRAME = 3;

const waiting: (() => void)[] = [];
let scheduled = false;

const grant = () => {
  scheduled = false;
  for (const start of waiting.splice(0, IMAGES_PER_FRAME)) start();
  if (waiting.length > 0) schedule();
};

const schedule = () => {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(grant);
  else setTimeout(grant, 16);
};

/** Whether the image may load now: at once when `eager`, else at its turn. */
export const useImageTurn = (eager: boolean): boolean => {
  const [turn, setTurn] = useState(eager);
  useEffect(() => {
    if (turn) return undefined;
    const start = () => setTurn(true);
    waiting.push(start);
    schedule();
    return () => {
      const at = waiting.indexOf(start);
      if (at !== -1) waiting.splice(at, 1);
    };
  }, [turn]);
  return turn;
};
