import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import { aUser } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';

const add = (app: TestApp, id: number, name: string, extra: Partial<Game> & { sub?: string } = {}) => {
  const { sub = 'classic', ...fields } = extra;
  app.platform.games.addGame({
    id,
    slug: `game-${id}`,
    name,
    provider: 'nebula',
    providerName: 'Nebula Gaming',
    category: 'slots',
    categoryName: 'Slots',
    subCategory: sub,
    subCategoryName: sub,
    badge: null,
    cardImage: `/content/images/games/${id}.svg`,
    cardImageAltText: name,
    linkUrl: `/casino/slots/${sub}/game-${id}`,
    geoTargetingFilter: null,
    popularity: 10,
    releasedAt: '2026-01-01',
    practicePlay: true,
    kind: 'slot',
    ...fields,
  });
  app.platform.games.place(id, { slug: 'slots', name: 'Slots' }, { slug: sub, name: sub === 'classic' ? 'Classic slots' : 'Video slots' });
};

const cardNames = () => screen.queryAllByTestId('game-card').map((card) => within(card).getAllByRole('link')[0]?.textContent?.replace(/Nebula Gaming|Bolt Games$/, ''));

const settle = (app: TestApp) => act(() => app.time.settle());

describe('CategoryPage', () => {
  it('shows the category, its subcategories, and its games by popularity; the provider filter and the sort change the grid and the address', async () => {
    const app = createTestApp();
    add(app, 1, 'Zeus', { popularity: 5, provider: 'bolt', providerName: 'Bolt Games' });
    add(app, 2, 'Apollo', { popularity: 90, sub: 'video' });
    add(app, 3, 'Hermes', { popularity: 50 });
    const view = renderApp(app, '/casino/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    await settle(app);
    const chips = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Classic slots', 'Video slots']);
    expect(screen.getByText('3 games')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Apollo', 'Hermes', 'Zeus']);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'az');
    await settle(app);
    expect(cardNames()).toEqual(['Apollo', 'Hermes', 'Zeus']);
    expect(view.location()).toBe('/casino/slots?sort=az');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'bolt');
    await settle(app);
    expect(cardNames()).toEqual(['Zeus']);
    expect(view.location()).toBe('/casino/slots?sort=az&provider=bolt');
  });

  it('shows a subcategory with the parent category\'s chips', async () => {
    const app = createTestApp();
    add(app, 1, 'Zeus');
    add(app, 2, 'Apollo', { sub: 'video' });
    renderApp(app, '/casino/slots/video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video slots' })).toBeInTheDocument();
    await settle(app);
    expect(cardNames()).toEqual(['Apollo']);
    expect(screen.getByRole('link', { name: 'Video slots' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the games cannot be loaded, and loads them on "Try again"', async () => {
    const app = createTestApp();
    add(app, 1, 'Zeus');
    app.platform.games.fail('category', { code: 'HTTP', status: 503 });
    renderApp(app, '/casino/slots');
    expect(await screen.findByText('The games could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await settle(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Zeus']);
  });

  it('sends a category that does not exist to the page-not-found page, in Spanish too', async () => {
    const app = createTestApp();
    renderApp(app, '/casino/nothing-here', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('my games: empty states for a new player, then the games played', async () => {
    const app = createTestApp();
    add(app, 1, 'Zeus');
    app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser() });
    await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
    app.platform.games.played('ada@demo.test', 1);
    app.platform.games.counted('ada@demo.test', 1);
    await app.load('player-games');
    renderApp(app, '/my-games');
    expect(await screen.findByRole('heading', { level: 1, name: 'My games' })).toBeInTheDocument();
    await settle(app);
    expect(within(screen.getByTestId('my-favourites')).getByText(/Star a game to find it here/)).toBeInTheDocument();
    expect(within(screen.getByTestId('my-recent')).getAllByTestId('game-card')).toHaveLength(1);
    expect(within(screen.getByTestId('my-most-played')).getByText('Played 1 time')).toBeInTheDocument();
  });
});
