import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { AppProviders } from '../app/App';
import { createI18n } from '../app/i18n';
import { HeaderSearch } from './HeaderSearch';

/** The header search alone, over a test container, its context bound as the header binds it; `location()` is where the router is. */
const renderSearch = async (app: TestApp) => {
  await app.load('search');
  let current = '/';
  const LocationProbe = () => {
    current = useLocation().pathname;
    return null;
  };
  render(
    <AppProviders container={app.container} i18n={createI18n('en')}>
      <MemoryRouter>
        <HeaderSearch />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { location: () => current };
};

const place = (app: TestApp, id: number, name: string, category: string) => {
  const game: Game = {
    id,
    slug: `game-${id}`,
    name,
    provider: 'nebula',
    providerName: 'Nebula Gaming',
    category,
    categoryName: category,
    subCategory: 'all',
    subCategoryName: 'All',
    badge: null,
    cardImage: `/content/images/games/${id}.svg`,
    cardImageAltText: `${name} by Nebula Gaming`,
    linkUrl: `/casino/${category}/all/game-${id}`,
    geoTargetingFilter: null,
    popularity: 1,
    releasedAt: '2026-01-01',
    practicePlay: true,
    kind: 'slot',
  };
  app.platform.games.addGame(game);
  app.platform.games.place(id, { slug: category, name: category === 'slots' ? 'Slots' : 'Jackpots' });
};

const openSearch = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search games' }));
  return { user, box: screen.getByRole('combobox', { name: 'Search games' }) };
};

const typeAndPause = async (app: TestApp, user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) => {
  await user.type(box, text);
  await act(() => app.time.advance(1_000));
  await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching'));
  // Result images come a few per frame.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
};

describe('HeaderSearch', () => {
  it('finds games as typed, marks the typed text, and opens the chosen game by keyboard', async () => {
    const app = createTestApp();
    place(app, 1, 'Starburst', 'slots');
    place(app, 2, 'Mega Moolah', 'jackpots');
    const view = await renderSearch(app);
    const { user, box } = await openSearch();
    expect(box).toHaveFocus();
    await typeAndPause(app, user, box, 'moo');
    const list = screen.getByRole('listbox', { name: 'Games found' });
    const [option] = within(list).getAllByRole('option');
    expect(option).toHaveTextContent('Mega MoolahJackpots');
    expect(option?.querySelector('mark')?.textContent).toBe('Moo');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option?.id);
    await user.keyboard('{Enter}');
    expect(view.location()).toBe('/casino/jackpots/all/game-2');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows an empty thumbnail box, not broken-image text, when a result image fails to load (EDGE-02)', async () => {
    const app = createTestApp();
    place(app, 2, 'Mega Moolah', 'jackpots');
    await renderSearch(app);
    const { user, box } = await openSearch();
    await typeAndPause(app, user, box, 'moo');
    const [option] = within(screen.getByRole('listbox', { name: 'Games found' })).getAllByRole('option');
    const image = option?.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(option?.querySelector('img')).toBeNull();
    expect(option?.querySelector('.header-search__thumb--empty')).not.toBeNull();
    expect(option).toHaveTextContent('Mega MoolahJackpots');
  });

  it('says no game was found, and Escape closes and clears', async () => {
    const app = createTestApp();
    place(app, 1, 'Starburst', 'slots');
    await renderSearch(app);
    const { user, box } = await openSearch();
    await typeAndPause(app, user, box, 'zzzzqq');
    expect(screen.getByText('No game found, check spelling')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search games' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('offers the last searches when it opens', async () => {
    const app = createTestApp();
    place(app, 1, 'Starburst', 'slots');
    await renderSearch(app);
    const { user, box } = await openSearch();
    await typeAndPause(app, user, box, 'stabrust');
    expect(within(screen.getByRole('listbox', { name: 'Games found' })).getAllByRole('option')[0]).toHaveTextContent('Starburst');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole('option', { name: 'stabrust' })).toBeInTheDocument();
  });
});
