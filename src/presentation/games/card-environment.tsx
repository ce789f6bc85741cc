import { createContext, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { BadgeSources, GameBadgesService } from '../../application/games/game-badges-service';
import type { JackpotService } from '../../application/games/jackpot-service';
import { GamesTokens } from '../../application/games/tokens';
import type { FavouritesService } from '../../application/player-games/favourites-service';
import { PlayerGamesTokens } from '../../application/player-games/tokens';
import type { DeferredContexts } from '../../application/shared/deferred-contexts';
import type { BreakSignal } from '../../application/shared/break-signal';
import { SharedTokens } from '../../application/shared/tokens';
import type { GameId } from '../../domain/games';
import { of } from 'rxjs';
import { useContainer, useService } from '../shared/container';
import { useSiteConfig } from '../shared/hooks';
import { useObservable } from '../shared/use-observable';
import { useLanguage } from '../i18n/hooks';
import { useSession } from '../session/hooks';

/** What every card of a list shares: who is looking, which games are free, have jackpots or are starred. */
export interface CardEnvironment {
  readonly t: TFunction<'games'>;
  readonly language: string;
  readonly currency: string;
  readonly authenticated: boolean;
  readonly casinoLoggedPracticePlayEnabled: boolean;
  /** PS-04: on a break, cards offer no play. */
  readonly onBreak: boolean;
  readonly freeGames: ReadonlySet<GameId>;
  readonly jackpots: ReadonlyMap<GameId, number>;
  /** null for a visitor: no stars. */
  readonly favourites: ReadonlySet<GameId> | null;
  readonly toggleFavourite: (gameId: GameId) => void;
  /** In-site navigation for the cards' plain links (a router link per card costs too much in a grid). */
  readonly navigate: (path: string) => void;
}

const CardEnvironmentContext = createContext<CardEnvironment | null>(null);

const NO_GAMES: ReadonlySet<GameId> = new Set();
const NO_SOURCES: BadgeSources = { freeGames: NO_GAMES, jackpots: new Map() };
const NO_FAVOURITES = of(null);

/**
 * The player's favourites service, once its context is bound: it is loaded for a player only (a
 * visitor's cards have no stars), after the first paint. null until then.
 */
const usePlayerFavourites = (authenticated: boolean): FavouritesService | null => {
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  const container = useContainer();
  const [bound, setBound] = useState(() => contexts.isLoaded('player-games'));
  useEffect(() => {
    if (!authenticated || bound) return undefined;
    let live = true;
    // A context that cannot load leaves the cards without stars, as favourites that cannot be read do.
    contexts.load('player-games').then(
      () => live && setBound(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [contexts, authenticated, bound]);
  return bound ? container.get<FavouritesService>(PlayerGamesTokens.FavouritesService) : null;
};

/**
 * One subscription per list instead of one per card: a grid mounts dozens of cards per scroll step,
 * and each must cost little. Cards outside a provider make their own.
 */
export const CardEnvironmentProvider = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const config = useSiteConfig();
  const session = useSession();
  const badgesService = useService<GameBadgesService>(GamesTokens.GameBadgesService);
  const jackpotService = useService<JackpotService>(GamesTokens.JackpotService);
  const authenticated = session.status === 'authenticated';
  const favouritesService = usePlayerFavourites(authenticated);
  const { freeGames, jackpots } = useObservable(badgesService.sources$, NO_SOURCES);
  const favouriteState = useObservable(favouritesService?.favourites$ ?? NO_FAVOURITES, null);
  const onBreak = useObservable(useService<BreakSignal>(SharedTokens.BreakSignal).onBreak$, false);
  // Stars wait for the player's favourites; if they cannot be read, no star is offered rather than a wrong one.
  const favourites = favouriteState === null || favouriteState.status === 'failed' ? null : favouriteState.status === 'loaded' ? favouriteState.value : NO_GAMES;
  const routerNavigate = useNavigate();
  const value = useMemo<CardEnvironment>(
    () => ({
      t,
      language,
      currency: jackpotService.currency,
      authenticated,
      casinoLoggedPracticePlayEnabled: config.casinoLoggedPracticePlayEnabled,
      onBreak,
      freeGames,
      jackpots,
      favourites: authenticated ? favourites : null,
      toggleFavourite: (gameId) => void favouritesService?.toggle(gameId),
      navigate: (path) => void routerNavigate(path),
    }),
    [t, language, jackpotService, authenticated, config.casinoLoggedPracticePlayEnabled, onBreak, freeGames, jackpots, favourites, favouritesService, routerNavigate],
  );
  // The cards follow a change (the player's favourites, the jackpots, a break) in a render React may
  // interrupt and slice, not in one task for every card on the page: each value arrives through a
  // store, whose updates React otherwise renders at once, blocking input on a phone for 100 ms or more.
  const deferred = useDeferredValue(value);
  return <CardEnvironmentContext.Provider value={deferred}>{children}</CardEnvironmentContext.Provider>;
};

export const useCardEnvironment = (): CardEnvironment | null => useContext(CardEnvironmentContext);
