import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { strictestRules } from '../../domain/config';
import type { DocumentStatus } from '../../domain/documents';
import type { Game } from '../../domain/games';
import { aUser, balances } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';

const PATH = '/casino/slots/classic/starburst-nights';
const SLOT: Game = {
  id: 1042,
  slug: 'starburst-nights',
  name: 'Starburst Nights',
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

/** GB asks for a verified age before practice play; MT does not (SG-12's data, as the site configuration sends it). */
const jurisdictions = {
  GB: { ...strictestRules('GB'), practicePlayNeedsVerifiedAge: true, selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' } },
  MT: { ...strictestRules('MT'), practicePlayNeedsVerifiedAge: false, autoplayAllowed: true, quickSpinAllowed: true, withdrawalReversal: true },
};

const open = async ({ country = null, documentStatus = 'VERIFIED', defaultJurisdiction = 'MT' }: { country?: 'GB' | 'MT' | null; documentStatus?: DocumentStatus; defaultJurisdiction?: string } = {}) => {
  const app = createTestApp({ config: { gameProviderOrigins: ['https://games.test'], casinoLoggedPracticePlayEnabled: true, jurisdictions, defaultJurisdiction } });
  app.platform.games.addGame(SLOT);
  const user = country === 'GB' ? { ...aUser(), countryCode: 'GB', subdivision: 'GB-ENG' } : aUser();
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user, balances: balances('EUR', { Playable: 10 }) });
  app.platform.documents.statuses.set('ada@demo.test', documentStatus);
  if (country !== null) await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  await app.load();
  renderApp(app, PATH);
  await screen.findByRole('heading', { level: 1, name: 'Starburst Nights' });
  return app;
};

describe('practice play where it needs a verified age (SG-15)', () => {
  it('offers a visitor in such a jurisdiction to log in instead of practice play', async () => {
    await open({ defaultJurisdiction: 'GB' });
    expect(screen.queryByRole('button', { name: 'Practice play' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to play for fun' })).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('offers a British player without a verified identity document to verify it', async () => {
    await open({ country: 'GB', documentStatus: 'PENDING' });
    expect(await screen.findByRole('link', { name: 'Verify your age to play for fun' })).toHaveAttribute('href', '/validate-document');
    expect(screen.queryByRole('button', { name: 'Practice play' })).toBeNull();
  });

  it('lets a British player whose age is verified practise', async () => {
    await open({ country: 'GB', documentStatus: 'VERIFIED' });
    expect(await screen.findByRole('button', { name: 'Practice play' })).toBeInTheDocument();
  });

  it('lets a visitor practise where the jurisdiction does not ask for a verified age', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Practice play' })).toBeInTheDocument();
  });

  it('turns the platform’s refusal into the same offer', async () => {
    const app = await open();
    app.platform.play.refusePracticeForAge = true;
    await userEvent.click(screen.getByRole('button', { name: 'Practice play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('practice play is only for players whose age is verified');
    expect(screen.getByRole('link', { name: 'Log in to play for fun' })).toBeInTheDocument();
  });
});
