import { useMemo } from 'react';
import type { CatalogueService } from '../../application/games/catalogue-service';
import type { FavouritesService } from '../../application/games/favourites-service';
import type { GameSearchService, GameSearchState } from '../../application/games/game-search-service';
import type { JackpotService } from '../../application/games/jackpot-service';
import { LOADING_STATE, type LoadState } from '../../application/games/load-state';
import type { MostPlayedEntry, PlayerGamesService } from '../../application/games/player-games-service';
import { GamesTokens } from '../../application/games/tokens';
import { formatJackpot, type Game, type GameCategory, type GameId } from '../../domain/games';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';
import { useLanguage } from '../i18n/hooks';

export const useCatalogueService = () => useService<CatalogueService>(GamesTokens.CatalogueService);
export const useGameSearchService = () => useService<GameSearchService>(GamesTokens.GameSearchService);
export const useFavouritesService = () => useService<FavouritesService>(GamesTokens.FavouritesService);

/** A category or subcategory with the games the player may see. */
export const useCategory = (category: string, subCategory: string | null): LoadState<GameCategory> => {
  const catalogue = useCatalogueService();
  const stream = useMemo(() => catalogue.category$(category, subCategory), [catalogue, category, subCategory]);
  return useObservable(stream, LOADING_STATE);
};

/** GAME-02, GAME-03: a game's jackpot as the player reads it; null while unknown or without a jackpot. */
export const useJackpotAmount = (gameId: GameId): string | null => {
  const jackpots = useService<JackpotService>(GamesTokens.JackpotService);
  const language = useLanguage();
  const stream = useMemo(() => jackpots.amountOf$(gameId), [jackpots, gameId]);
  const amount = useObservable(stream, null);
  return amount === null ? null : formatJackpot(amount, jackpots.currency, language);
};



export const useGameSearch = (): { readonly state: GameSearchState; readonly recent: readonly string[]; readonly service: GameSearchService } => {
  const service = useGameSearchService();
  const state = useObservable(service.state$, { status: 'idle' } as GameSearchState);
  const recent = useObservable(service.recent$, [] as readonly string[]);
  return { state, recent, service };
};

const usePlayerGames = () => useService<PlayerGamesService>(GamesTokens.PlayerGamesService);

export const useRecentGames = (): LoadState<readonly Game[]> | null => useObservable(usePlayerGames().recent$, LOADING_STATE);
export const useMostPlayed = (): LoadState<readonly MostPlayedEntry[]> | null => useObservable(usePlayerGames().mostPlayed$, LOADING_STATE);
export const useFavouriteGames = (): LoadState<readonly Game[]> | null => useObservable(useFavouritesService().games$, LOADING_STATE);

/** Asks again for whatever failed on `/my-games`: the catalogue and the player's lists. */
export const useRetryMyGames = (): (() => void) => {
  const catalogue = useCatalogueService();
  const playerGames = usePlayerGames();
  const favourites = useFavouritesService();
  return () => {
    catalogue.retry();
    playerGames.refresh();
    favourites.retry();
  };
};
