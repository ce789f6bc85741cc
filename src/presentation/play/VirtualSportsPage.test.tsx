import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';

const PROVIDER = 'https://games.test';

const open = async (loggedIn: boolean, language = 'en') => {
  const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER] } });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser() });
  if (loggedIn) await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  // The page's play context is deferred: loaded here as the site has it once idle.
  await app.load();
  renderApp(app, '/virtual-sports', language);
  await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  return app;
};

describe('VirtualSportsPage (GAME-10)', () => {
  it('opens game 1331 in practice play for a visitor, through the older path', async () => {
    const app = await open(false, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Deportes virtuales' })).toBeInTheDocument();
    expect(app.platform.play.launches).toEqual([expect.objectContaining({ gameId: 1331, mode: 'practice', route: 'legacy', session: null, language: 'es' })]);
  });

  it('opens game 1331 for real for a player', async () => {
    const app = await open(true);
    expect(app.platform.play.launches.at(-1)).toMatchObject({ gameId: 1331, mode: 'real', route: 'legacy' });
    expect(screen.getByText('Real money')).toBeInTheDocument();
  });
});
