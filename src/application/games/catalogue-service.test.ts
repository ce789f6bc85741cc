import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { aGame } from '../../../tests/support/games';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import type { CatalogueService } from './catalogue-service';
import { GamesTokens } from './tokens';

const game = (id: number): Game => aGame(id, `Game ${id}`, { slug: `game-${id}` });

const withSlots = (): TestApp => {
  const app = createTestApp();
  app.platform.games.addGame(game(1));
  app.platform.games.place(1, { slug: 'slots', name: 'Slots' });
  return app;
};

const loaded = (service: CatalogueService, category: string) =>
  firstValueFrom(service.category$(category, null).pipe(filter((state) => state.status !== 'loading')));

describe('CatalogueService', () => {
  it('asks once per language, however many pages ask', async () => {
    const app = withSlots();
    const catalogue = app.get<CatalogueService>(GamesTokens.CatalogueService);
    await Promise.all([loaded(catalogue, 'slots'), loaded(catalogue, 'slots')]);
    await loaded(catalogue, 'slots');
    expect(app.platform.games.callsOf('category')).toHaveLength(1);
    app.get<LanguageService>(I18nTokens.LanguageService).select('es');
    expect((await loaded(catalogue, 'slots')).status).toBe('loaded');
    expect(app.platform.games.callsOf('category').map((call) => call.query?.language)).toEqual(['en', 'es']);
  });

  it('forgets a failed answer, so that a retry asks again', async () => {
    const app = withSlots();
    app.platform.games.fail('category', { code: 'HTTP', status: 503 });
    const catalogue = app.get<CatalogueService>(GamesTokens.CatalogueService);
    expect((await loaded(catalogue, 'slots')).status).toBe('failed');
    expect((await loaded(catalogue, 'slots')).status).toBe('loaded');
    expect(app.platform.games.callsOf('category')).toHaveLength(2);
  });

  it('keeps at most 16 answers, forgetting the least recently used', async () => {
    const app = withSlots();
    for (let n = 2; n <= 18; n += 1) {
      app.platform.games.addGame(game(n));
      app.platform.games.place(n, { slug: `c${n}`, name: `C${n}` });
    }
    const catalogue = app.get<CatalogueService>(GamesTokens.CatalogueService);
    await loaded(catalogue, 'slots');
    for (let n = 2; n <= 16; n += 1) await loaded(catalogue, `c${n}`);
    await loaded(catalogue, 'slots');
    await loaded(catalogue, 'c17');
    await loaded(catalogue, 'slots');
    await loaded(catalogue, 'c2');
    const asked = app.platform.games.callsOf('category').map((call) => call.query?.category);
    expect(asked.filter((slug) => slug === 'slots')).toHaveLength(1);
    expect(asked.filter((slug) => slug === 'c2')).toHaveLength(2);
  });
});
