import type { FastifyInstance } from 'fastify';
import { clientError } from './error-handler.ts';
import { jsonMediaType } from './request-hygiene.ts';

/** Media types read as JSON: the platform's, and the two that browsers send CSP reports in. */
export const jsonMediaTypes = [jsonMediaType, 'application/csp-report', 'application/reports+json'] as const;

/** `__proto__` keys are dropped, so no merge of a request body can change an object's prototype. */
const withoutProtoKeys = (key: string, value: unknown): unknown => (key === '__proto__' ? undefined : value);

/**
 * JSON bodies without Fastify's strictness about empty bodies: a POST with a JSON content type and
 * no body reads as "no fields" (so validation answers 422), and broken JSON is a 400. Every other
 * parser (Fastify's text/plain one) is removed, so no other body type reaches a route; the
 * request-hygiene hook answers those 415 before any parsing.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...jsonMediaTypes], { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, withoutProtoKeys));
    } catch {
      done(clientError(400, 'The request body is not valid JSON'), undefined);
    }
  });
}
