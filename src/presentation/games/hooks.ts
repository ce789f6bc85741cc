import { useMemo } from 'react';
import type { CatalogueService } from '../../application/games/catalogue-service';
import type { FavouritesService } from '../../application/player-games/favourites-service';
import type { GameSearchService, GameSearchState } from '../../application/search/game-search-service';
import { SearchTokens } from '../../application/search/tokens';
import type { JackpotService } from '../../application/games/jackpot-service';
import { LOADING_STATE, type LoadState } from '../../application/shared/load-state';
import type { MostPlayedEntry, PlayerGamesService } from '../../application/player-games/player-games-service';
import { PlayerGamesTokens } from '../../application/player-games/tokens';
import { GamesTokens } from '../../application/games/tokens';
import { formatJackpot, type CategoryFirstScreen, type CategoryMenuEntry, type CategorySummary, type Channel, type Game, type GameCategory, type GameId } from '../../domain/games';
import { of } from 'rxjs';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';
import { useLanguage } from '../i18n/hooks';

export const useCatalogueService = () => useService<CatalogueService>(GamesTokens.CatalogueService);
export const useGameSearchService = () => useService<GameSearchService>(SearchTokens.GameSearchService);
export const useFavouritesService = () => useService<FavouritesService>(PlayerGamesTokens.FavouritesService);

/** A category or subcategory with the games the player may see. */
export const useCategory = (category: string, subCategory: string | null): LoadState<GameCategory> => {
  const catalogue = useCatalogueService();
  const stream = useMemo(() => catalogue.category$(category, subCategory), [catalogue, category, subCategory]);
  return useObservable(stream, LOADING_STATE);
};

/** The category's first screen the server painted into the page, or null (read once per category). */
export const useCategoryFirstScreen = (category: string, subCategory: string | null): CategoryFirstScreen | null => {
  const catalogue = useCatalogueService();
  return useMemo(() => catalogue.firstScreen(category, subCategory), [catalogue, category, subCategory]);
};

/** A category's subcategories, from its channel's menu (small), not from the whole category. */
export const useSubCategories = (channel: string | null, category: string): readonly CategorySummary[] | null => {
  const catalogue = useCatalogueService();
  const stream = useMemo(() => (isChannel(channel) ? catalogue.menu$(channel) : null), [catalogue, channel]);
  const menu = useObservable(stream ?? NO_MENU, LOADING_STATE);
  return menu.status === 'loaded' ? (menu.value.find((entry) => entry.slug === category)?.subCategories ?? null) : null;
};

const CHANNELS: readonly Channel[] = ['casino', 'live-casino', 'virtual-sports'];
const isChannel = (value: string | null): value is Channel => CHANNELS.includes(value as Channel);
const NO_MENU = of<LoadState<readonly CategoryMenuEntry[]>>(LOADING_STATE);

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

const usePlayerGames = () => useService<PlayerGamesService>(PlayerGamesTokens.PlayerGamesService);

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
