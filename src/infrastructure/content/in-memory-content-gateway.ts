import { left, right, type Either } from 'fp-ts/Either';
import type { ContentGateway, ContentPage, PageRequest } from '../../domain/content';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { decodeContentPage, type ContentDecoding } from './content-codec';

/** The content service over the in-memory platform, decoding its pages as the HTTP adapter does. */
export class InMemoryContentGateway implements ContentGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly decoding: ContentDecoding,
  ) {}

  async page(request: PageRequest): Promise<Either<GatewayError, ContentPage>> {
    const failure = this.platform.receive({ operation: 'contentPage', body: request });
    if (failure !== null) return left(failure);
    const raw = this.platform.content.page(request.bucket, request.language, request.slug);
    if (raw === undefined) return left({ code: 'HTTP', status: 404 });
    const page = decodeContentPage(structuredClone(raw), this.decoding);
    return page === null ? left({ code: 'DECODE', detail: 'content page' }) : right(page);
  }
}
