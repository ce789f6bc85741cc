import { left, right, type Either } from 'fp-ts/Either';
import type { CatalogueGateway, CategoryMenuEntry, Channel, ContentScope, GameCategory, GamePage, SearchCorpus } from '../../domain/games';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import type { HttpClient } from '../shared/http-client';
import { CategoryBody, CorpusBody, MenuBody, toCategory, toCorpus, toMenu } from './catalogue-codecs';

export interface CatalogueOptions {
  /** Origins besides the site's own that catalogue images may use. */
  readonly allowedOrigins: readonly string[];
  readonly logger?: Logger;
}

const segment = encodeURIComponent;

/** A category or the search corpus may hold every game: about 600 characters each, 20,000 at most. */
const CATALOGUE_MAX_CHARS = 16_000_000;

/** GAME-13: the content service's game paths (docs/api.md "## Content"). */
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly options: CatalogueOptions = { allowedOrigins: [] },
  ) {}

  async categoriesMenu(scope: ContentScope, channel: Channel, signal?: AbortSignal): Promise<Either<GatewayError, readonly CategoryMenuEntry[]>> {
    const body = await this.http.json({ method: 'GET', path: `${base(scope)}/game-categories`, query: { channel }, signal }, MenuBody);
    return body._tag === 'Left' ? body : right(toMenu(body.right, this.options.logger));
  }

  async category(scope: ContentScope, category: string, subCategory: string | null, signal?: AbortSignal): Promise<Either<GatewayError, GameCategory>> {
    const path = `${base(scope)}/game-categories/${segment(category)}${subCategory === null ? '' : `/${segment(subCategory)}`}`;
    const body = await this.http.json({ method: 'GET', path, signal, maxBodyChars: CATALOGUE_MAX_CHARS }, CategoryBody);
    return body._tag === 'Left' ? body : right(await toCategory(body.right, this.options.allowedOrigins, this.options.logger));
  }

  async searchCorpus(scope: ContentScope, signal?: AbortSignal): Promise<Either<GatewayError, SearchCorpus>> {
    const body = await this.http.json({ method: 'GET', path: `${base(scope)}/games`, signal, maxBodyChars: CATALOGUE_MAX_CHARS }, CorpusBody);
    return body._tag === 'Left' ? body : right(await toCorpus(body.right, this.options.allowedOrigins, this.options.logger));
  }

  /** The page's codec is a chunk of its own (GP-01): the play context, which every game page loads first, holds it too. */
  async gamePage(scope: ContentScope, slug: string, signal?: AbortSignal): Promise<Either<GatewayError, GamePage>> {
    const { GamePageBody, toGamePage } = await import('./game-page-codec');
    const body = await this.http.json({ method: 'GET', path: `${base(scope)}/game-pages/${segment(slug)}`, signal }, GamePageBody);
    if (body._tag === 'Left') return body;
    const page = toGamePage(body.right, this.options.allowedOrigins, this.options.logger);
    return page === null ? left({ code: 'DECODE', detail: `game page ${slug} has no readable game` }) : right(page);
  }
}

const base = (scope: ContentScope): string => `/content/v5/buckets/${segment(scope.bucket)}/languages/${segment(scope.language)}`;
