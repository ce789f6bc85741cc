import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { HelpCategory, HelpContentGateway, HelpPage, HelpScope, HelpSearchResult } from '../../domain/help';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { contentBase } from '../content/http-content-gateway';
import type { HttpClient } from '../shared/http-client';
import { decodeHelpArticle, decodeHelpCategories, decodeHelpCategoryPage, decodeHelpResults } from './help-codecs';

const decoded = <A>(body: Either<GatewayError, unknown>, decode: (value: unknown) => A | null, what: string): Either<GatewayError, A> => {
  if (body._tag === 'Left') return body;
  const value = decode(body.right);
  return value === null ? left({ code: 'DECODE', detail: what }) : right(value);
};

/** HELP-02: the content service's help pages (docs/api.md "Help centre"), public, each answer decoded. */
export class HttpHelpContentGateway implements HelpContentGateway {
  constructor(private readonly http: HttpClient) {}

  async categories(scope: HelpScope): Promise<Either<GatewayError, readonly HelpCategory[]>> {
    const body = await this.http.json({ method: 'GET', path: `${contentBase(scope.bucket, scope.language)}/help-pages` }, t.unknown);
    return decoded(body, decodeHelpCategories, 'help categories');
  }

  suggestions(scope: HelpScope, term: string, signal?: AbortSignal): Promise<Either<GatewayError, readonly HelpSearchResult[]>> {
    return this.list(scope, 'suggestions', term, signal);
  }

  search(scope: HelpScope, term: string, signal?: AbortSignal): Promise<Either<GatewayError, readonly HelpSearchResult[]>> {
    return this.list(scope, 'search', term, signal);
  }

  async page(scope: HelpScope, slugs: readonly [string] | readonly [string, string]): Promise<Either<GatewayError, HelpPage>> {
    const path = `${contentBase(scope.bucket, scope.language)}/pages/help/${slugs.map(encodeURIComponent).join('/')}`;
    const body = await this.http.json({ method: 'GET', path }, t.unknown);
    const [category] = slugs;
    return slugs.length === 1
      ? decoded<HelpPage>(body, (value) => decodeHelpCategoryPage(value, category), 'help category')
      : decoded<HelpPage>(body, (value) => decodeHelpArticle(value, category), 'help article');
  }

  private async list(scope: HelpScope, which: 'suggestions' | 'search', term: string, signal?: AbortSignal): Promise<Either<GatewayError, readonly HelpSearchResult[]>> {
    const body = await this.http.json({ method: 'GET', path: `${contentBase(scope.bucket, scope.language)}/help-pages/${which}`, query: { searchTerm: term }, signal }, t.unknown);
    return decoded(body, decodeHelpResults, `help ${which}`);
  }
}
