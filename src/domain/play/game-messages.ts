/**
 * What a game frame may tell the site (docs/api.md "## Game provider"). Anything else is dropped
 * before it gets here.
 */
export type GameMessage =
  | { readonly type: 'game:ready' }
  /** A real-money round moved the wallet: the site refreshes the balance at once. */
  | { readonly type: 'game:balance-changed' }
  | { readonly type: 'game:error'; readonly code: GameErrorCode }
  /** The height the game would like, in CSS pixels (bounded before use). */
  | { readonly type: 'game:resize'; readonly height: number }
  /** The game asks the site to open one of its own pages (e.g. the cashier); the path was checked like a login destination. */
  | { readonly type: 'game:navigate'; readonly path: string };

/** Errors a game reports; an unknown code is read as `UNKNOWN`. */
export type GameErrorCode = 'INSUFFICIENT_FUNDS' | 'GAME_SESSION_ENDED' | 'ROUND_FAILED' | 'UNKNOWN';

export const GAME_ERROR_CODES: readonly GameErrorCode[] = ['INSUFFICIENT_FUNDS', 'GAME_SESSION_ENDED', 'ROUND_FAILED', 'UNKNOWN'];

/** JRN-06: a round refused because the stake is more than the playable balance has a way on, a deposit. */
export const problemLeadsToDeposit = (code: GameErrorCode): boolean => code === 'INSUFFICIENT_FUNDS';

/** What the site may tell a game frame. Amounts in major units, as the platform states them on the wire. */
export type HostMessage = { readonly type: 'host:balance'; readonly amount: number; readonly currency: string };

/** The frame's height is kept within these bounds whatever the game asks. */
export const MIN_FRAME_HEIGHT = 320;
export const MAX_FRAME_HEIGHT = 1600;

export const boundedFrameHeight = (height: number): number => Math.round(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, height)));
