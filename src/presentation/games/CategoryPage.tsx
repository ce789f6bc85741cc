import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams, useSearchParams } from 'react-router-dom';
import { filterByProvider, isGameSort, providersOf, sortGames, type Game, type GameCategory, type GameSort, GAME_SORTS } from '../../domain/games';
import { useHeldPageView } from '../content/hooks';
import { useLanguage } from '../i18n/hooks';
import { GameGrid } from './GameGrid';
import { useCatalogueService, useCategory, useCategoryFirstScreen, useSubCategories } from './hooks';
import './games.css';

/**
 * `/casino/{category}` and `/casino/{category}/{subCategory}`: the title, the subcategories, a
 * provider filter, the sort (popular, new, A–Z; kept in the address) and every game in a virtual grid.
 */
export const CategoryPage = () => {
  const { category = '', subCategory = null } = useParams();
  const state = useCategory(category, subCategory);
  useHeldPageView(state.status === 'loading');
  const catalogue = useCatalogueService();
  const { t } = useTranslation('gamePages');
  const firstScreen = useCategoryFirstScreen(category, subCategory);
  const [params] = useSearchParams();
  // The first screen is the grid in its default order, unfiltered: painted by the server for the bare address.
  const showsFirstScreen = firstScreen !== null && !params.has('sort') && !params.has('provider');

  if (state.status === 'loading' && showsFirstScreen) {
    return <CategoryView category={firstScreen.category} parentSlug={category} subCategory={subCategory} total={firstScreen.total} />;
  }
  if (state.status === 'loading') {
    return (
      <section className="page category-page">
        <p className="category-page__status" role="status">
          {t('gameCategory.loading')}
        </p>
      </section>
    );
  }
  if (state.status === 'failed') {
    // A category the catalogue does not have is an address like any unknown one.
    if (state.error.code === 'HTTP' && state.error.status === 404) return <Navigate to="/error/not-found" replace />;
    return (
      <section className="page category-page">
        <div className="category-page__problem" role="alert">
          <p>{t('gameCategory.failed')}</p>
          <button type="button" className="button" onClick={() => catalogue.retry()}>
            {t('gameCategory.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <CategoryView category={state.value} parentSlug={category} subCategory={subCategory} />;
};

/**
 * The category's games in each order, each sorted once: the one shown at once, the others while the
 * browser is idle, so that changing the sort of thousands of games is a look-up, not a sort.
 */
const sortedOrders = (games: readonly Game[], language: string) => {
  const sorted = new Map<GameSort, readonly Game[]>();
  const get = (sort: GameSort): readonly Game[] => {
    let order = sorted.get(sort);
    if (order === undefined) {
      order = sortGames(games, sort, language);
      sorted.set(sort, order);
    }
    return order;
  };
  const warm = (): (() => void) => {
    const pending = GAME_SORTS.filter((sort) => !sorted.has(sort));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => window.setTimeout(run, 200);
    const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : window.clearTimeout;
    let handle = 0;
    const next = () => {
      const sort = pending.shift();
      if (sort === undefined) return;
      get(sort);
      handle = idle(next);
    };
    handle = idle(next);
    return () => cancel(handle);
  };
  return { get, warm };
};

const CategoryView = ({
  category,
  parentSlug,
  subCategory,
  total,
}: {
  readonly category: GameCategory;
  readonly parentSlug: string;
  readonly subCategory: string | null;
  /** Given for a first screen (its games are the first few of `total`): no providers to filter by yet. */
  readonly total?: number;
}) => {
  const { t } = useTranslation('gamePages');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const controlsId = useId();
  const requestedSort = params.get('sort');
  const sort: GameSort = isGameSort(requestedSort) ? requestedSort : 'popular';
  const providers = useMemo(() => (total === undefined ? providersOf(category.games, language) : []), [category.games, language, total]);
  const requestedProvider = params.get('provider');
  const provider = providers.some((known) => known.slug === requestedProvider) ? requestedProvider : null;
  const orders = useMemo(() => sortedOrders(category.games, language), [category.games, language]);
  useEffect(() => orders.warm(), [orders]);
  const shown = useMemo(() => filterByProvider(orders.get(sort), provider), [orders, sort, provider]);
  const siblings = useSubCategories(subCategory === null ? null : category.channel, parentSlug);
  const subCategories = subCategory === null ? category.subCategories : (siblings ?? []);

  const choose = (key: 'sort' | 'provider', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || (key === 'sort' && value === 'popular')) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <section className="page category-page" aria-labelledby={`${controlsId}-title`}>
      <header className="category-page__head">
        <h1 id={`${controlsId}-title`} className="category-page__title">
          {category.title}
        </h1>
        <p className="category-page__count">{t('gameCategory.count', { count: total ?? shown.length })}</p>
      </header>
      {subCategories.length > 0 && (
        <nav className="category-page__chips" aria-label={t('gameCategory.subCategories')}>
          <NavLink className={({ isActive }) => `chip${isActive ? ' chip--active' : ''}`} to={`/casino/${parentSlug}`} end aria-current={subCategory === null ? 'page' : undefined}>
            {t('gameCategory.all')}
          </NavLink>
          {subCategories.map((sub) => (
            <Link
              key={sub.slug}
              className={`chip${sub.slug === subCategory ? ' chip--active' : ''}`}
              to={`/casino/${parentSlug}/${sub.slug}`}
              aria-current={sub.slug === subCategory ? 'page' : undefined}
            >
              {sub.name}
            </Link>
          ))}
        </nav>
      )}
      <div className="category-page__controls">
        <label className="select-field">
          <span className="select-field__label">{t('gameCategory.provider')}</span>
          <select value={provider ?? ''} onChange={(event) => choose('provider', event.target.value === '' ? null : event.target.value)}>
            <option value="">{t('gameCategory.allProviders')}</option>
            {providers.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name} ({option.count})
              </option>
            ))}
          </select>
        </label>
        <label className="select-field">
          <span className="select-field__label">{t('gameCategory.sort')}</span>
          <select value={sort} onChange={(event) => choose('sort', event.target.value)}>
            {GAME_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`gameCategory.sort_${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="category-page__empty">{t(provider === null ? 'gameCategory.empty' : 'gameCategory.emptyFiltered')}</p>
      ) : (
        <GameGrid games={shown} />
      )}
    </section>
  );
};
