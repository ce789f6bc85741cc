import { left, right, type Either } from 'fp-ts/Either';
import type { HelpCategory, HelpContentGateway, HelpPage, HelpScope, HelpSearchResult } from '../../domain/help';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryHelpContentGateway implements HelpContentGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async categories(scope: HelpScope): Promise<Either<GatewayError, readonly HelpCategory[]>> {
    const failure = this.platform.help.receive('categories', scope);
    return failure === null ? right([...this.platform.help.categories]) : left(failure);
  }

  async suggestions(scope: HelpScope, term: string): Promise<Either<GatewayError, readonly HelpSearchResult[]>> {
    const failure = this.platform.help.receive('suggestions', scope, term);
    return failure === null ? right(this.matching(term).map((result) => ({ ...result, summary: null }))) : left(failure);
  }

  async search(scope: HelpScope, term: string): Promise<Either<GatewayError, readonly HelpSearchResult[]>> {
    const failure = this.platform.help.receive('search', scope, term);
    return failure === null ? right(this.matching(term)) : left(failure);
  }

  async page(scope: HelpScope, slugs: readonly [string] | readonly [string, string]): Promise<Either<GatewayError, HelpPage>> {
    const failure = this.platform.help.receive('page', scope);
    if (failure !== null) return left(failure);
    const { help } = this.platform;
    if (slugs.length === 2) {
      const article = help.articles.get(`/help/${slugs[0]}/${slugs[1]}`);
      return article === undefined ? left(httpError(404)) : right(article);
    }
    const category = help.categories.find((each) => each.slug === slugs[0]);
    return category === undefined ? left(httpError(404)) : right({ kind: 'category', slug: category.slug, title: category.title, articles: category.articles });
  }

  private matching(term: string): HelpSearchResult[] {
    const needle = term.toLocaleLowerCase();
    return [...this.platform.help.articles.entries()]
      .filter(([, article]) => `${article.title} ${article.paragraphs.join(' ')}`.toLocaleLowerCase().includes(needle))
      .map(([link, article]) => ({ id: article.contentId, link, text: article.title, summary: article.paragraphs[0] ?? '' }));
  }
}
