import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { map } from 'rxjs';
import { sortGames, type Game } from '../../domain/games';
import { useObservable } from '../shared/use-observable';
import { useSearchRequest } from '../shared/search-request';
import { GameRail } from './GameRail';
import { useCatalogueService } from './hooks';

/** How many of the most played games the page offers (the catalogue's `popularity`, as the lobby's "Most popular" sort). */
export const POPULAR_ON_NOT_FOUND = 8;

const usePopularGames = (): readonly Game[] => {
  const catalogue = useCatalogueService();
  const { i18n } = useTranslation();
  const popular$ = useMemo(
    () => catalogue.corpus$.pipe(map((state) => (state.status === 'loaded' ? sortGames(state.value.games, 'popular', i18n.language).slice(0, POPULAR_ON_NOT_FOUND) : []))),
    [catalogue, i18n.language],
  );
  return useObservable(popular$, []);
};

/**
 * EDGE-03: the page an unknown address lands on, with a way on: the lobby's search, the most popular
 * games and the way home. A chunk of its own: no first page needs it.
 */
export const NotFoundPage = () => {
  const { t } = useTranslation(['app', 'gamePages']);
  const search = useSearchRequest();
  const popular = usePopularGames();
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <div className="page--narrow not-found__intro">
        <h1 id="not-found-title">{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText')}</p>
        <p className="not-found__search">
          <span>{t('gamePages:notFound.searchHint')}</span>
          <button type="button" className="button button--primary" onClick={search.request}>
            {t('gamePages:notFound.search')}
          </button>
        </p>
        <Link to="/">{t('errors.backHome')}</Link>
      </div>
      {/* "See all" leads to the lobby, where every category is. */}
      <GameRail title={t('gamePages:notFound.popular')} games={popular} moreHref="/" />
    </section>
  );
};
