import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from './error-bodies.ts';
import { controlCharacter, routedPath } from './paths.ts';
import { headerText } from './request-headers.ts';
import { sendValidationError, type FieldError } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types this route takes besides `application/json` (the CSP report endpoint's). */
    acceptsMediaTypes?: readonly string[];
    /** The route cleans control characters itself (CSP reports quote scripts, newlines included). */
    acceptsControlCharacters?: boolean;
  }
}

export const jsonMediaType = 'application/json';

/** `application/json; charset=utf-8` → `application/json`; '' when there is none. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Request headers a page can send cross-site without a CORS preflight (the safelist), plus the
 * ones browsers set themselves. A request carrying any other header was preflighted, and the
 * sandbox grants no preflight, so it cannot come from a foreign page.
 */
const simpleHeaders = new Set([
  'accept', 'accept-language', 'content-language', 'content-type', 'range',
  'host', 'connection', 'content-length', 'transfer-encoding', 'user-agent', 'origin', 'referer', 'cookie', 'accept-encoding',
  'keep-alive', 'pragma', 'cache-control', 'upgrade-insecure-requests', 'priority', 'dnt',
]);

function hasBody(request: FastifyRequest): boolean {
  const length = headerText(request, 'content-length');
  return (length !== undefined && length.trim() !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function carriesNonSimpleHeader(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => !simpleHeaders.has(name) && !name.startsWith('sec-'));
}

export const unsupportedMediaTypeBody = {
  errorCode: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Send the request body as application/json.',
} as const;

/**
 * The field (top-level key) of a parsed JSON value that holds a control character somewhere, in a
 * key or a string; 'body' for a bare string or a bad key. Iterative, so deep nesting cannot
 * overflow the stack.
 */
export function fieldsWithControlCharacters(value: unknown, rootName = 'body'): string[] {
  const fields = new Set<string>();
  const pending: { value: unknown; field: string }[] = [];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (controlCharacter.test(key)) fields.add(rootName);
      else pending.push({ value: item, field: key });
    }
  } else {
    pending.push({ value, field: rootName });
  }
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || fields.has(next.field)) continue;
    const { value: item, field } = next;
    if (typeof item === 'string') {
      if (controlCharacter.test(item)) fields.add(field);
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push({ value: element, field });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (controlCharacter.test(key)) fields.add(field);
        pending.push({ value: element, field });
      }
    }
  }
  return [...fields];
}

/**
 * Before any route runs:
 * - a path holding a control character (`%00` …) once decoded is 404: no route has one;
 * - a request that changes state must not be one a foreign page can send without a CORS preflight
 *   (which the sandbox never grants). A body must be `application/json` (or a type the route names,
 *   such as the CSP reports'), and a POST without a body must still say `application/json` or
 *   carry a header outside the CORS safelist (the test-control API's `X-Sandbox-Control`). Else 415.
 *   PUT, PATCH and DELETE are always preflighted cross-site, so without a body they pass.
 * After the body is parsed: a control character in any string of the body or the query string is
 * 422 `INVALID_FORMAT` for that field, so it never reaches the database (PostgreSQL refuses NUL in
 * text, which would otherwise be a 500).
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (controlCharacter.test(routedPath(request.url))) return reply.code(404).send(notFoundBody);
    // An unknown path changes nothing: it stays a 404 whatever the type.
    if (readOnlyMethods.has(request.method) || request.is404) return;
    const mediaType = mediaTypeOf(headerText(request, 'content-type'));
    const accepted = mediaType === jsonMediaType || (request.routeOptions.config.acceptsMediaTypes ?? []).includes(mediaType);
    if (accepted) return;
    if (hasBody(request) || (request.method === 'POST' && !carriesNonSimpleHeader(request))) {
      return reply.code(415).send(unsupportedMediaTypeBody);
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.acceptsControlCharacters === true) return;
    const errors: FieldError[] = [
      ...fieldsWithControlCharacters(request.query, 'query'),
      ...(request.body === undefined ? [] : fieldsWithControlCharacters(request.body)),
    ].map((field) => ({ field, cause: 'INVALID_FORMAT' }));
    if (errors.length > 0) return sendValidationError(reply, errors);
  });
}
