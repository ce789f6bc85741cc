import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, type GameSearchIndexer } from '../../domain/games';
import { createTestApp } from '../../../tests/support/test-app';
import { aGame } from '../../../tests/support/games';
import type { GameSearchService, GameSearchState } from './game-search-service';
import { SharedTokens } from '../shared/tokens';
import type { DeferredContexts } from '../shared/deferred-contexts';
import { SearchTokens } from './tokens';

describe('GameSearchService', () => {
  it('answers the first search with the index prepared when the box opened, not with a second one', async () => {
    const app = createTestApp();
    app.platform.games.addGame(aGame(1, 'Starburst'));
    app.platform.games.place(1, { slug: 'slots', name: 'Slots' });
    await app.get<DeferredContexts>(SharedTokens.DeferredContexts).load('search');
    const real = app.get<GameSearchIndexer>(SearchTokens.GameSearchIndexer);
    let made = 0;
    await app.container.unbind(SearchTokens.GameSearchIndexer);
    app.container.bind<GameSearchIndexer>(SearchTokens.GameSearchIndexer).toConstantValue({
      index: (entries) => {
        made += 1;
        return real.index(entries);
      },
    });
    const search = app.get<GameSearchService>(SearchTokens.GameSearchService);

    await search.prepare();
    const states: GameSearchState[] = [];
    search.state$.subscribe((state) => states.push(state));
    search.input('starburst');
    await app.time.advance(SEARCH_DEBOUNCE_MS);

    expect(made).toBe(1);
    expect(states.at(-1)).toMatchObject({ status: 'results', term: 'starburst' });
  });
});
