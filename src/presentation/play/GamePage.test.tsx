import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Game, GameFacts } from '../../domain/games';
import type { CurrencyCode } from '../../domain/wallet';
import type { MemoryGameFrameChannels } from '../../infrastructure/play/memory-game-frame-channels';
import { PlayTokens } from '../../application/play/tokens';
import { aUser, balances } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';

const PROVIDER = 'https://games.test';
const PATH = '/casino/slots/classic/starburst-nights';

const STARBURST: Game = {
  id: 1042,
  slug: 'starburst-nights',
  name: 'Starburst <b>Nights</b>',
  provider: 'nebula',
  providerName: 'Nebula Gaming',
  category: 'slots',
  categoryName: 'Slots',
  subCategory: 'classic',
  subCategoryName: 'Classic slots',
  badge: null,
  cardImage: null,
  cardImageAltText: 'Starburst Nights',
  linkUrl: PATH,
  geoTargetingFilter: null,
  popularity: 90,
  releasedAt: '2026-10-01',
  practicePlay: true,
  kind: 'slot',
};

const setUp = async ({ loggedIn = false, path = PATH } = {}): Promise<{ app: TestApp; view: ReturnType<typeof renderApp> }> => {
  const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER] } });
  app.platform.games.addGame(STARBURST);
  app.platform.games.pages.set(STARBURST.slug, { title: 'Starburst Nights', description: 'Cosmic gems on five reels.', howToPlay: 'Pick a stake and spin.' });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser(), balances: balances('EUR', { Playable: 125.5 }) });
  if (loggedIn) await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  // The account page a game may send the player to shows the security parts, which are deferred contexts.
  await app.load();
  const view = renderApp(app, path);
  await screen.findByRole('heading', { level: 1, name: 'Starburst <b>Nights</b>' });
  return { app, view };
};

/**
 * As the site binds a landing page's deferred context before its first render (main.tsx). Left to
 * the page, the first render suspends inside Testing Library's synchronous act() ("the act call was
 * not awaited"), React never renders it again once the context is in, and the loading line stays.
 */
const landingContext = (app: TestApp): Promise<void> => app.load('play');

const frame = () => document.querySelector('iframe');

describe('GamePage', () => {
  it("shows a visitor the game's name as text, its provider, texts, login-and-play and practice play", async () => {
    await setUp();
    expect(screen.getByText('by Nebula Gaming')).toBeInTheDocument();
    expect(screen.getByText('Cosmic gems on five reels.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in and play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice play' })).toBeInTheDocument();
    expect(frame()).toBeNull();
  });

  it('opens practice play in a sandboxed frame without top navigation, and closes it to the lobby when the game page was the first (PLAY-04)', async () => {
    const { app, view } = await setUp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Practice play' }));
    await waitFor(() => expect(frame()).not.toBeNull());
    const iframe = frame() as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toMatch(/^https:\/\/games\.test\/play\//);
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(iframe.getAttribute('sandbox')).not.toMatch(/top-navigation|popups/);
    expect(iframe.getAttribute('allow')).toBe('fullscreen');
    expect(iframe).toHaveAccessibleName('Starburst <b>Nights</b>, the game');
    expect(app.get<MemoryGameFrameChannels>(PlayTokens.GameFrameChannels).latest()?.frame.origin).toBe(PROVIDER);
    expect(document.activeElement).toBe(iframe);
    expect(screen.getByRole('heading', { level: 1, name: 'Starburst <b>Nights</b>' })).toHaveClass('visually-hidden');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close game' }));
    expect(frame()).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('opens the page of the site a game asks for (paths were checked by the frame channel)', async () => {
    const { app, view } = await setUp({ loggedIn: true, path: `${PATH}#quickplay_realplay` });
    await waitFor(() => expect(frame()).not.toBeNull());
    act(() => app.get<MemoryGameFrameChannels>(PlayTokens.GameFrameChannels).latest()?.deliver({ type: 'game:navigate', path: '/account' }));
    await waitFor(() => expect(view.location()).toBe('/account'));
  });

  it('sends a visitor pressing real play to login, to come back into real play (GAME-07)', async () => {
    const { view } = await setUp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in and play' }));
    await waitFor(() => expect(view.location()).toBe(`/login?destination=${encodeURIComponent(`${PATH}#quickplay_realplay`)}`));
  });

  it("sends a visitor's real-play deep link to login, in place of the deep link", async () => {
    const { view, app } = await setUp({ path: `${PATH}?realplay` });
    await waitFor(() => expect(view.location()).toBe(`/login?destination=${encodeURIComponent(`${PATH}?realplay#quickplay_realplay`)}`));
    expect(app.platform.play.launches).toEqual([]);
  });

  it('opens real play for a player arriving with #quickplay_realplay (GAME-06)', async () => {
    const { app } = await setUp({ loggedIn: true, path: `${PATH}#quickplay_realplay` });
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(screen.getByText('Real money')).toBeInTheDocument();
    expect(app.platform.play.launches.at(-1)).toMatchObject({ gameId: 1042, mode: 'real' });
  });

  it('shows what a game reports, translated', async () => {
    const { app } = await setUp({ loggedIn: true, path: `${PATH}?realplay` });
    await waitFor(() => expect(frame()).not.toBeNull());
    act(() => app.get<MemoryGameFrameChannels>(PlayTokens.GameFrameChannels).latest()?.deliver({ type: 'game:error', code: 'INSUFFICIENT_FUNDS' }));
    expect(await screen.findByText('Not enough balance for this stake. Lower the stake or make a deposit.')).toBeInTheDocument();
  });

  it('refuses a launch URL off the provider origins with a translated error, and never frames it', async () => {
    const { app } = await setUp({ loggedIn: true });
    app.platform.play.answerNextLaunchWith('javascript:alert(document.cookie)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('The game could not be opened safely, so it was not opened.')).toBeInTheDocument();
    expect(frame()).toBeNull();
  });

  it('offers a retry when the launch fails', async () => {
    const { app } = await setUp({ loggedIn: true });
    app.platform.fail('launch', { code: 'NETWORK' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(frame()).not.toBeNull());
  });

  it('sends a game the catalogue does not have to the page-not-found page', async () => {
    const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER] } });
    app.platform.games.addGame(STARBURST);
    await landingContext(app);
    renderApp(app, '/casino/slots/classic/no-such-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a translated error with a retry when the game page fails to load', async () => {
    const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER] } });
    app.platform.games.addGame(STARBURST);
    app.platform.games.fail('gamePage', { code: 'HTTP', status: 503 });
    await landingContext(app);
    renderApp(app, PATH, 'es');
    expect(await screen.findByText('No se pudo cargar este juego. Comprueba tu conexión y vuelve a intentarlo.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Starburst <b>Nights</b>' })).toBeInTheDocument();
  });
});

describe('GamePage facts and similar games (GP-01)', () => {
  const FACTS: GameFacts = {
    rtp: 96.09,
    volatility: 'medium',
    lines: { kind: 'paylines', count: 20 },
    stakes: [
      { currency: 'EUR' as CurrencyCode, min: 10, max: 1000 },
      { currency: 'GBP' as CurrencyCode, min: 20, max: 500 },
    ],
    releasedAt: '2026-10-01',
  };
  const similar = [aSimilar(2001, 'Cash & Carry'), aSimilar(2002, 'Lucky <Seven>')];
  const GAME: Game = { ...STARBURST, cardImage: '/content/images/games/1042.svg' };

  function aSimilar(id: number, name: string): Game {
    return { ...STARBURST, id, slug: `similar-${id}`, name, linkUrl: `/casino/slots/classic/similar-${id}`, cardImageAltText: name };
  }

  const open = async ({ facts = FACTS, currency = null as string | null, language = 'en' } = {}) => {
    const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER] } });
    app.platform.games.addGame(GAME);
    for (const game of similar) app.platform.games.addGame(game);
    app.platform.games.pages.set(STARBURST.slug, { title: 'Starburst Nights', description: 'Cosmic gems.', howToPlay: 'Spin.', facts, similarGames: similar });
    if (currency !== null) {
      app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser({ currency, language }), balances: balances(currency, { Playable: 50 }) });
      await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
    }
    await landingContext(app);
    renderApp(app, PATH, language);
    await screen.findByRole('heading', { level: 1, name: 'Starburst <b>Nights</b>' });
  };

  /** The facts list as the player reads it: term and detail, in order. */
  const factsShown = (): string[][] => {
    const list = document.querySelector('dl');
    if (list === null) return [];
    const terms = within(list).getAllByRole('term');
    const details = within(list).getAllByRole('definition');
    return terms.map((term, index) => [term.textContent ?? '', (details[index]?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')]);
  };

  it("shows a visitor the game's artwork, its facts with stakes in the site's currency, and similar games", async () => {
    await open();
    expect(screen.getByRole('img', { name: 'Starburst Nights' })).toHaveAttribute('src', expect.stringMatching(/^\/content\/images\/games\/1042\.svg\?w=800/));
    expect(factsShown()).toEqual([
      ['Return to player (RTP)', '96.09%'],
      ['Volatility', 'Medium'],
      ['Minimum stake', '€0.10'],
      ['Maximum stake', '€10.00'],
      ['Paylines', '20'],
      ['Provider', 'Nebula Gaming'],
      ['Release date', 'October 1, 2026'],
    ]);
    const rail = screen.getByRole('region', { name: 'Similar games' });
    expect(within(rail).getAllByTestId('game-card').map((card) => card.querySelector('.game-card__name')?.textContent)).toEqual(['Cash & Carry', 'Lucky <Seven>']);
    expect(screen.getByRole('button', { name: 'Log in and play' })).toBeInTheDocument();
  });

  it("states a player's stakes in the player's own currency, in the player's language", async () => {
    await open({ currency: 'GBP', language: 'es' });
    expect(factsShown()).toEqual(
      expect.arrayContaining([
        ['Retorno al jugador (RTP)', '96,09 %'],
        ['Volatilidad', 'Media'],
        ['Apuesta mínima', '0,20 £'],
        ['Apuesta máxima', '5,00 £'],
        ['Fecha de lanzamiento', '1 de octubre de 2026'],
      ]),
    );
  });

  it('leaves out the facts the platform did not give, and a stake range in no currency of the player', async () => {
    await open({ facts: { rtp: null, volatility: 'high', lines: null, stakes: [{ currency: 'USD' as CurrencyCode, min: 10, max: 1000 }], releasedAt: null } });
    expect(factsShown()).toEqual([
      ['Volatility', 'High'],
      ['Provider', 'Nebula Gaming'],
    ]);
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });
});
