/** The first wait before asking an unreachable platform again, and the longest. */
export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 60_000;

/**
 * Exponential back-off with jitter: 2 s, 4 s, 8 s… at most a minute, each spread ±20 % by `random`
 * (0 ≤ random < 1) so that many players' sites cut off together do not all ask again at once.
 */
export const retryDelayMs = (attempt: number, random: number): number => {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * Math.min(Math.max(random, 0), 1)));
};
