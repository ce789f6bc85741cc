import type { GameId } from '../games';
import type { SessionId } from '../session';
import type { Channel, PlayMode } from './play-mode';

/** GAME-10: the virtual sports page opens this game unless told otherwise. */
export const VIRTUAL_SPORTS_GAME_ID: GameId = 1331;

/**
 * GAME-09: which of the platform's launch paths a launch uses.
 * - `lobby`: `…/casino-lobby-services/v1/games/{id}/url` with `X-Channel` (and `X-Session-Id` for real play);
 * - `legacy`: the older `…/casino-lobby-services/games/{id}/url`, used for virtual sports;
 * - `integration`: `games-integration-service/api/v1/games/{id}/url` (or `/practice/url`) with
 *   `integrationParams` as JSON, when the site has `isGamesIntegrationEnabled`.
 */
export type LaunchRoute = 'lobby' | 'legacy' | 'integration';

export const launchRouteFor = (options: { readonly gamesIntegrationEnabled: boolean; readonly virtualSports: boolean }): LaunchRoute =>
  options.gamesIntegrationEnabled ? 'integration' : options.virtualSports ? 'legacy' : 'lobby';

/** The currency a game is played in, so its stakes are counted in: the player's, else the site's default. */
export const playCurrency = (playerCurrency: string | null, defaultCurrency: string): string => playerCurrency?.trim() || defaultCurrency;

/** Everything a launch path carries. `session` is null only for practice play. */
export interface LaunchRequest {
  readonly gameId: GameId;
  readonly mode: PlayMode;
  readonly route: LaunchRoute;
  readonly channel: Channel;
  readonly currency: string;
  readonly language: string;
  readonly session: SessionId | null;
  /**
   * A logged-in player's practice: their session, named (not authorising) on the lobby path so the
   * platform applies the player's jurisdiction (SG-15: practice by verified age).
   */
  readonly practisingAs?: SessionId;
}

/** Why a game did not open; each has a message of its own for the player. */
export type LaunchError =
  /** Real play needs a logged-in player (GAME-07 sends the visitor to login). */
  | { readonly code: 'LOGIN_REQUIRED' }
  | { readonly code: 'PRACTICE_NOT_AVAILABLE' }
  /** The platform refuses the game where the player is (GEO-01, enforced at launch). */
  | { readonly code: 'NOT_AVAILABLE_IN_REGION' }
  /** SG-15: where practice play needs a verified age, only a player whose identity document is verified may practise. */
  | { readonly code: 'AGE_VERIFICATION_REQUIRED' }
  | { readonly code: 'GAME_NOT_FOUND' }
  /** The platform answered a URL that is not on an allowed game provider origin: never loaded. */
  | { readonly code: 'UNSAFE_URL' }
  /** The platform could not be reached or failed; worth a retry. */
  | { readonly code: 'UNAVAILABLE' }
  | LaunchExcluded;

/** SG-09: the platform refused the launch because the player is taking a break; until when, when it said. */
export interface LaunchExcluded {
  readonly code: 'EXCLUDED';
  readonly until: Date | null;
}

/** A launched game: the frame's address and the exact origin it is served from. */
export interface LaunchedGame {
  readonly gameId: GameId;
  readonly mode: PlayMode;
  readonly url: string;
  readonly origin: string;
}

/** What a launch needs to know of a game. */
export interface LaunchableGame {
  readonly id: GameId;
  /** Whether the game offers practice play; the platform has the last word (403). */
  readonly practicePlay: boolean;
  /** Virtual sports launch through the older path (GAME-10). */
  readonly virtualSports?: boolean;
}

/** GAME-10: the virtual sports page's game; whether it has practice play is the platform's to say. */
export const VIRTUAL_SPORTS_GAME: LaunchableGame = { id: VIRTUAL_SPORTS_GAME_ID, practicePlay: true, virtualSports: true };
