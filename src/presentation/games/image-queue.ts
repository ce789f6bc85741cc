import { useEffect, useState } from 'react';

/**
 * Work let in a few pieces per frame. A screenful of new cards (a fast scroll, a new filter) would
 * otherwise be built, and their SVG artwork laid out and painted, all in one long frame; instead each
 * waits its turn, and a card scrolled past before its turn costs nothing.
 */
const turnQueue = (perFrame: number) => {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const grant = () => {
    scheduled = false;
    for (const start of waiting.splice(0, perFrame)) start();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(grant);
    else setTimeout(grant, 16);
  };
  /** Whether the piece may go ahead now: at once when `eager`, else at its turn. */
  return (eager: boolean): boolean => {
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
};

/** Card artwork: SVG drawn for each game, laid out and painted on the main thread. */
export const useImageTurn = turnQueue(3);

/** Cards of the virtual grid: a row scrolled into view shows placeholders, then its cards a few per frame. */
export const useCardTurn = turnQueue(6);
