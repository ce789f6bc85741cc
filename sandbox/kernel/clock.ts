/** Milliseconds since the epoch. Injected so tests can move time instead of waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const minutes = (count: number): number => count * 60_000;
