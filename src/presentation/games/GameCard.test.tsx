import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NoticeService } from '../../application/shared/notices';
import { SharedTokens } from '../../application/shared/tokens';
import type { Game } from '../../domain/games';
import { aUser } from '../../../tests/support/players';
import { aGame as aCatalogueGame } from '../../../tests/support/games';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';
import { AppProviders } from '../app/App';
import { createI18n } from '../app/i18n';
import { GameCard } from './GameCard';
import { GameRail } from './GameRail';

const aGame = (id: number, name: string, extra: Partial<Game> = {}): Game => aCatalogueGame(id, name, { slug: `game-${id}`, ...extra });

const show = async (app: TestApp, children: ReactNode, language: 'en' | 'es' | 'de' = 'en') => {
  render(
    <AppProviders container={app.container} i18n={createI18n(language)}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>,
  );
  await act(() => app.time.settle());
};

const logIn = async (app: TestApp) => {
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser() });
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
};

/** The name given to an element by `aria-labelledby` or `aria-label`. */
const givenName = (element: Element): string =>
  element.hasAttribute('aria-labelledby')
    ? (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? '');

/** Every control of the card given a name says, at its start, the words it shows (the star shows none). */
const expectNamesToHoldTheirText = (card: HTMLElement) => {
  const named = [...card.querySelectorAll('a, button')];
  expect(named.length).toBeGreaterThan(1);
  for (const element of named) {
    const shown = (element.textContent ?? '').trim().toLocaleLowerCase();
    expect(givenName(element).toLocaleLowerCase().startsWith(shown), `${element.outerHTML} is named "${givenName(element)}"`).toBe(true);
  }
};

describe('GameCard', () => {
  it('shows the artwork sized and lazy, the name and provider as text, and links to the game', async () => {
    const app = createTestApp();
    const game = aGame(7, '<b>Fruits</b> & "Gold"');
    await show(app, <GameCard game={game} />);
    const card = screen.getByTestId('game-card');
    expect(within(card).getByRole('link', { name: '<b>Fruits</b> & "Gold"' })).toHaveAttribute('href', '/casino/slots/classic/game-7');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('Nebula Gaming')).toBeInTheDocument();
    const image = await within(card).findByRole('img', { name: '<b>Fruits</b> & "Gold" by Nebula Gaming' });
    expect(image).toHaveAttribute('src', '/content/images/games/7.svg?w=240&q=75');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('draws a calm placeholder in the same box when the artwork fails to load, never broken-image text (EDGE-02)', async () => {
    const app = createTestApp();
    await show(app, <GameCard game={aGame(7, 'Fruits')} />);
    const card = screen.getByTestId('game-card');
    const art = card.querySelector('.game-card__art');
    fireEvent.error(await within(card).findByRole('img', { name: 'Fruits by Nebula Gaming' }));
    expect(within(card).queryByRole('img')).toBeNull();
    expect(art?.querySelector('.game-card__placeholder')).toHaveTextContent('F');
    expect(within(card).getByRole('link', { name: 'Fruits' })).toBeInTheDocument();
  });

  it('shows the free-games and jackpot badges and the jackpot amount (GAME-01, GAME-03)', async () => {
    const app = createTestApp();
    const games = [aGame(1, 'Starburst'), aGame(2, 'Mega Moolah'), aGame(3, 'Book of Ra', { badge: 'new' })];
    app.platform.games.offers.push(1);
    app.platform.games.jackpots.set(2, 123_456_789);
    await show(app, <GameRail title="Popular" games={games} moreHref="/casino/popular" />);
    const [starburst, moolah, book] = screen.getAllByTestId('game-card') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(starburst).getByText('Free games')).toBeInTheDocument();
    expect(within(starburst).queryByText('Jackpot')).toBeNull();
    expect(within(moolah).getByText('Jackpot')).toBeInTheDocument();
    const amount = within(moolah).getByTestId('jackpot-amount');
    expect(amount).toHaveTextContent('€1.23m');
    // Read as it is shown, after the badge that says what it is.
    expect(amount).not.toHaveAttribute('aria-label');
    expect(within(moolah).getByText('Jackpot').compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(book).getByText('New')).toBeInTheDocument();
    expect(within(book).queryByText('Free games')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all: Popular' })).toHaveAttribute('href', '/casino/popular');
  });

  it('shows the name once, whole, under the artwork', async () => {
    const app = createTestApp();
    const name = 'Tom & Jerry\'s "Wild" Ride Deluxe Hold & Win';
    await show(app, <GameCard game={aGame(1, name)} />);
    const card = screen.getByTestId('game-card');
    expect(within(card).getAllByText(name)).toHaveLength(1);
    expect(card.querySelector('.game-card__name')).toHaveTextContent(name);
  });

  it.each(['en', 'es', 'de'] as const)('names each control of a card with the words it shows, in %s (WCAG 2.5.3)', async (language) => {
    const app = createTestApp();
    app.platform.games.jackpots.set(1, 123_456_789);
    await show(app, <GameCard game={aGame(1, 'Starburst')} />, language);
    const visitorCard = screen.getByTestId('game-card');
    const demo = within(visitorCard).getByRole('link', { name: /^Demo: .*Starburst/ });
    expect(demo).toHaveTextContent(/^Demo$/);
    expectNamesToHoldTheirText(visitorCard);
    cleanup();

    await logIn(app);
    await show(app, <GameCard game={aGame(1, 'Starburst')} />, language);
    const playerCard = screen.getByTestId('game-card');
    // A player's stars come with their context, loaded once a player's cards show.
    expect(await within(playerCard).findByRole('button', { pressed: false })).toBeInTheDocument();
    expectNamesToHoldTheirText(playerCard);
  });

  it('offers no star to a visitor', async () => {
    const app = createTestApp();
    await show(app, <GameCard game={aGame(1, 'Starburst')} />);
    expect(screen.queryByRole('button', { name: /my games/ })).toBeNull();
  });

  it('stars a game for a player at once, and the platform keeps it', async () => {
    const app = createTestApp();
    await logIn(app);
    await show(app, <GameCard game={aGame(1, 'Starburst')} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Starburst to my games' }));
    expect(screen.getByRole('button', { name: 'Remove Starburst from my games' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => app.time.settle());
    expect(app.platform.games.favourites.get('ada@demo.test')).toEqual([1]);
  });

  it('takes the star back and says so when the platform refuses it', async () => {
    const app = createTestApp();
    await logIn(app);
    app.platform.games.fail('star', { code: 'HTTP', status: 503 });
    await show(app, <GameCard game={aGame(1, 'Starburst')} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Starburst to my games' }));
    await act(() => app.time.settle());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Starburst to my games' })).toHaveAttribute('aria-pressed', 'false'));
    expect(app.platform.games.favourites.get('ada@demo.test') ?? []).toEqual([]);
    expect(app.get<NoticeService>(SharedTokens.Notices).current().map((notice) => notice.key)).toEqual(['favourites.starFailed']);
  });
});
