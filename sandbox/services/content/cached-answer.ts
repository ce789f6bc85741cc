import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';

/** A serialised answer with its entity tag, made once and served many times. */
export interface CachedAnswer {
  readonly body: string;
  readonly etag: string;
  readonly contentType: string;
}

export function cachedAnswer(body: string, contentType = 'application/json; charset=utf-8'): CachedAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, contentType };
}

export const jsonAnswer = (value: unknown): CachedAnswer => cachedAnswer(JSON.stringify(value));

/** Whether any tag of an `If-None-Match` header (a list, weak tags included, or `*`) matches. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Sends a public, cacheable answer: 304 without a body when the client already holds this version.
 * `Cache-Control` is written by the plugin's onSend hook (after the root's `no-store`).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('ETag', answer.etag);
  if (matches(headerText(request, 'if-none-match'), answer.etag)) return reply.code(304).send();
  return reply.type(answer.contentType).send(answer.body);
}
