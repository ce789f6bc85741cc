import type { PlayMode } from './play-mode';

export const QUICK_PLAY_HASH = 'quickplay';
export const REAL_PLAY_HASH = 'quickplay_realplay';

const hasQueryKey = (search: string, key: string): boolean => new URLSearchParams(search).has(key);

/**
 * GAME-06: the play a game page's address asks for. The hash `#quickplay_realplay` or the query key
 * `realplay` ask for real play; the hash `#quickplay` or the query key `quickplay` for practice.
 * Real play wins when both are present.
 */
export const requestedPlay = (hash: string, search: string): PlayMode | null => {
  const fragment = hash.replace(/^#/, '');
  if (fragment === REAL_PLAY_HASH || hasQueryKey(search, 'realplay')) return 'real';
  if (fragment === QUICK_PLAY_HASH || hasQueryKey(search, 'quickplay')) return 'practice';
  return null;
};

/**
 * GAME-07: where a visitor who pressed real play comes back to after logging in: the same page, its
 * query kept, with the hash that opens real play.
 */
export const realPlayReturnPath = (pathname: string, search: string): string => `${pathname}${search}#${REAL_PLAY_HASH}`;

/** The address that opens a game page straight into this play (a quick play link). */
export const quickPlayLink = (gamePath: string, mode: PlayMode): string => `${gamePath}#${mode === 'real' ? REAL_PLAY_HASH : QUICK_PLAY_HASH}`;
