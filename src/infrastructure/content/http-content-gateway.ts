import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { isPageSlug, type ContentGateway, type ContentPage, type PageRequest } from '../../domain/content';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import type { HttpClient } from '../shared/http-client';
import { decodeContentPage, type ContentDecoding } from './content-codec';

/** The content service's base for a bucket and language (docs/api.md "Content"). */
export const contentBase = (bucket: string, language: string): string =>
  `/content/v5/buckets/${encodeURIComponent(bucket)}/languages/${encodeURIComponent(language)}`;

/** A page slug as path segments: `home`, `welcome-offer`, `articles/big-win`; each segment escaped. */
export const slugPath = (slug: string): string =>
  slug
    .split('/')
    .filter((segment) => segment.length > 0)
    .map(encodeURIComponent)
    .join('/');

/** CMS-01: `GET {base}/pages/{slug}`, each item decoded on its own. */
export class HttpContentGateway implements ContentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly decoding: ContentDecoding,
  ) {}

  async page(request: PageRequest, signal?: AbortSignal): Promise<Either<GatewayError, ContentPage>> {
    if (!isPageSlug(request.slug)) return left(httpError(404));
    const body = await this.http.json({ method: 'GET', path: `${contentBase(request.bucket, request.language)}/pages/${slugPath(request.slug)}`, signal }, t.unknown);
    if (body._tag === 'Left') return body;
    const page = decodeContentPage(body.right, this.decoding);
    return page === null ? left({ code: 'DECODE', detail: 'content page' }) : right(page);
  }
}
