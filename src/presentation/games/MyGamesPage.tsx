import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoadState } from '../../application/shared/load-state';
import { CardEnvironmentProvider } from './card-environment';
import { GameCard } from './GameCard';
import { useFavouriteGames, useMostPlayed, useRecentGames, useRetryMyGames } from './hooks';
import './games.css';

/** `/my-games` (players only): favourites, recently played and most played (GAME-11, GAME-12). */
export const MyGamesPage = () => {
  const { t } = useTranslation('gamePages');
  const favourites = useFavouriteGames();
  const recent = useRecentGames();
  const mostPlayed = useMostPlayed();
  return (
    <CardEnvironmentProvider>
    <section className="page my-games">
      <h1>{t('myGames.title')}</h1>
      <GameList title={t('myGames.favourites')} state={favourites} empty={t('myGames.noFavourites')} testId="my-favourites">
        {(games) => games.map((game) => <GameCard key={game.id} game={game} />)}
      </GameList>
      <GameList title={t('myGames.recent')} state={recent} empty={t('myGames.noRecent')} testId="my-recent">
        {(games) => games.map((game) => <GameCard key={game.id} game={game} />)}
      </GameList>
      <GameList title={t('myGames.mostPlayed')} state={mostPlayed} empty={t('myGames.noMostPlayed')} testId="my-most-played">
        {(entries) =>
          entries.map(({ game, count }) => (
            <div className="my-games__counted" key={game.id}>
              <GameCard game={game} />
              <span className="my-games__count">{t('myGames.playedTimes', { count })}</span>
            </div>
          ))
        }
      </GameList>
    </section>
    </CardEnvironmentProvider>
  );
};

const GameList = <T,>({
  title,
  state,
  empty,
  testId,
  children,
}: {
  readonly title: string;
  readonly state: LoadState<readonly T[]> | null;
  readonly empty: string;
  readonly testId: string;
  readonly children: (items: readonly T[]) => ReactNode;
}) => {
  const { t } = useTranslation('gamePages');
  const retry = useRetryMyGames();
  const titleId = useId();
  return (
    <section className="my-games__section" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {state === null || state.status === 'loading' ? (
        <p className="my-games__status" role="status">
          {t('gameCategory.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div className="my-games__problem" role="alert">
          <p>{t('myGames.failed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('myGames.retry')}
          </button>
        </div>
      ) : state.value.length === 0 ? (
        <p className="my-games__empty">
          {empty} <Link to="/casino/popular">{t('myGames.browse')}</Link>
        </p>
      ) : (
        <div className="game-grid--static">{children(state.value)}</div>
      )}
    </section>
  );
};
