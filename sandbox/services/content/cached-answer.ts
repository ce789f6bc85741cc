import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';
import { encodePage, negotiateCoding, type ContentCoding } from '../../../server/site/site-page.ts';

/** Below this, compressing costs more than it saves. */
const compressFrom = 1024;

/**
 * A serialised answer with its entity tag, made once and served many times; its brotli and gzip
 * forms are made on first demand and kept (the search corpus is 1.6 MB as JSON, 0.1 MB in brotli).
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly encodings = new Map<ContentCoding, Buffer>();

  constructor(
    readonly body: string,
    readonly contentType = 'application/json; charset=utf-8',
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }

  /** The coding to send for an Accept-Encoding header (none for a small answer). */
  codingFor(acceptEncoding: string | undefined): ContentCoding {
    return Buffer.byteLength(this.body) < compressFrom ? 'identity' : negotiateCoding(acceptEncoding);
  }

  /** A strong tag names one representation, so each coding has its own. */
  etagFor(coding: ContentCoding): string {
    return coding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${coding}"`;
  }

  bytes(coding: ContentCoding): Buffer {
    let encoded = this.encodings.get(coding);
    if (encoded === undefined) {
      encoded = encodePage(this.body, coding);
      this.encodings.set(coding, encoded);
    }
    return encoded;
  }
}

export const cachedAnswer = (body: string, contentType?: string): CachedAnswer => new CachedAnswer(body, contentType);

export const jsonAnswer = (value: unknown): CachedAnswer => new CachedAnswer(JSON.stringify(value));

/** Whether any tag of an `If-None-Match` header (a list, weak tags included, or `*`) is one of this answer's. */
function matches(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  if (ifNoneMatch === undefined) return false;
  const tags = new Set((['identity', 'br', 'gzip'] as const).map((coding) => answer.etagFor(coding)));
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || tags.has(trimmed.replace(/^W\//, ''));
  });
}

/**
 * Sends a public, cacheable answer, compressed as the client accepts: 304 without a body when the
 * client already holds this version. `Cache-Control` is written by the plugin's onSend hook
 * (after the root's `no-store`).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const coding = answer.codingFor(headerText(request, 'accept-encoding'));
  reply.header('ETag', answer.etagFor(coding)).header('Vary', 'Accept-Encoding');
  if (matches(headerText(request, 'if-none-match'), answer)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.type(answer.contentType).send(answer.bytes(coding));
}
