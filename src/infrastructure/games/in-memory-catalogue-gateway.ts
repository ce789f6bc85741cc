import { left, right, type Either } from 'fp-ts/Either';
import type { CatalogueGateway, CategoryMenuEntry, Channel, ContentScope, GameCategory, GameFacts, GamePage, SearchCorpus } from '../../domain/games';
import type { SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { publicGamesCall } from './in-memory-games-calls';

const notFound: GatewayError = { code: 'HTTP', status: 404 };
/** A page a test gave no facts: the platform stated none. */
const noFacts: GameFacts = { rtp: null, volatility: null, lines: null, stakes: [], releasedAt: null };

export class InMemoryCatalogueGateway implements CatalogueGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    _rejections: SessionRejectionReporter,
  ) {}

  async categoriesMenu(scope: ContentScope, channel: Channel): Promise<Either<GatewayError, readonly CategoryMenuEntry[]>> {
    return publicGamesCall(this.platform, { operation: 'categoriesMenu', query: { ...scope, channel } }, () => right(this.platform.games.menu(channel)));
  }

  async category(scope: ContentScope, category: string, subCategory: string | null): Promise<Either<GatewayError, GameCategory>> {
    return publicGamesCall(this.platform, { operation: 'category', query: { ...scope, category, subCategory } }, () => {
      const found = this.platform.games.category(category, subCategory);
      return found === null ? left(notFound) : right(found);
    });
  }

  async searchCorpus(scope: ContentScope): Promise<Either<GatewayError, SearchCorpus>> {
    return publicGamesCall(this.platform, { operation: 'searchCorpus', query: { ...scope } }, () =>
      right({ categories: this.platform.games.searchCategories(), games: [...this.platform.games.games.values()] }),
    );
  }

  async gamePage(scope: ContentScope, slug: string): Promise<Either<GatewayError, GamePage>> {
    return publicGamesCall(this.platform, { operation: 'gamePage', query: { ...scope, slug } }, () => {
      const game = [...this.platform.games.games.values()].find((known) => known.slug === slug);
      if (game === undefined) return left(notFound);
      const texts = this.platform.games.pages.get(slug) ?? { title: game.name, description: '', howToPlay: '' };
      return right({ game, facts: noFacts, similarGames: [], ...texts });
    });
  }
}
