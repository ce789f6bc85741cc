import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundBody } from './error-bodies.ts';
import { controlCharacter, isApiPath, routedPath } from './paths.ts';
import { headerText } from './request-headers.ts';
import { sendValidationError, type FieldError } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types this route takes besides `application/json` (the CSP report endpoint's). */
    acceptsMediaTypes?: readonly string[];
    /** The route cleans control characters itself (CSP reports quote scripts, newlines included). */
    acceptsControlCharacters?: boolean;
    /** Top-level body fields where CR and LF are text (a support message); every other control character is still refused. */
    lineBreaksIn?: readonly string[];
  }
}

export const jsonMediaType = 'application/json';

/** `application/json; charset=utf-8` → `application/json`; '' when there is none. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Methods that take a body, which must then say it is JSON (a form or a beacon cannot). */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/** The header the test-control API needs on every call but GET (`control/control-guard.ts`). */
const controlHeader = 'x-sandbox-control';

function hasBody(request: FastifyRequest): boolean {
  const length = headerText(request, 'content-length');
  return (length !== undefined && length.trim() !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** A call to the test-control API (the routes under `/sandbox`, as the router matched them) with its header. */
function isControlCall(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/sandbox/') && request.headers[controlHeader] !== undefined;
}

export const crossSiteBody = {
  errorCode: 'FORBIDDEN',
  message: 'A request from another site cannot change anything here.',
} as const;

export const unsupportedMediaTypeBody = {
  errorCode: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Send the request body as application/json.',
} as const;

/**
 * The field (top-level key) of a parsed JSON value that holds a control character somewhere, in a
 * key or a string; 'body' for a bare string or a bad key. Iterative, so deep nesting cannot
 * overflow the stack.
 */
export function fieldsWithControlCharacters(value: unknown, rootName = 'body', lineBreaksIn: readonly string[] = []): string[] {
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
      const text = lineBreaksIn.includes(field) ? item.replace(/\r\n?|\n/g, '') : item;
      if (controlCharacter.test(text)) fields.add(field);
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
 * A page of the site (a GET or HEAD outside the platform's paths and the site's assets): its address
 * is the player's, copied from a link, an e-mail or an advert, and the site ignores what it cannot
 * read, so whatever its path or query string holds it is answered with the site's page (the SPA
 * fallback shows its own "not found"), never with the API's 404 or 422.
 */
function isSitePageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = routedPath(request.url);
  return !isApiPath(path) && !path.startsWith('/assets/');
}

/**
 * Before any route runs:
 * - a path holding a control character (`%00` …) once decoded is 404: no route has one (a page of
 *   the site gets the site's page instead: `isSitePageRequest`);
 * - a request that changes state (POST, PUT, PATCH, DELETE) marked `Sec-Fetch-Site: cross-site`
 *   is 403 (browsers mark every request with it), unless its Origin is a site origin the sandbox allows by CORS;
 * - a POST, PUT or PATCH must say `application/json` (or a type the route names, such as the CSP
 *   reports'), with a body or without: a page can send a body-less POST (`sendBeacon`, a no-cors
 *   fetch) cross-site without a preflight, and browsers or proxies add headers of their own, so no
 *   header but the content type can vouch for it. The one exception: a body-less call to the
 *   test-control API with `X-Sandbox-Control` (which its own guard checks, and which a foreign page
 *   cannot send without a preflight the sandbox never grants). A DELETE needs the type only with a
 *   body (logout has none; cross-site, it is preflighted). Else 415.
 * After the body is parsed: a control character in any string of the body or the query string is
 * 422 `INVALID_FORMAT` for that field, so it never reaches the database (PostgreSQL refuses NUL in
 * text, which would otherwise be a 500); a page of the site reads neither.
 */
export function registerRequestHygiene(app: FastifyInstance, corsOrigins: () => readonly string[] = () => [], servesSite = false): void {
  app.addHook('onRequest', async (request, reply) => {
    if (controlCharacter.test(routedPath(request.url)) && !(servesSite && isSitePageRequest(request))) return reply.code(404).send(notFoundBody);
    // An unknown path changes nothing: it stays a 404 whatever the type.
    if (readOnlyMethods.has(request.method) || request.is404) return;
    // A site the platform allows by CORS (SITE_ORIGINS) may sit on another site: its calls are the site's own.
    const crossSite = headerText(request, 'sec-fetch-site')?.trim().toLowerCase() === 'cross-site';
    if (crossSite && !corsOrigins().includes(headerText(request, 'origin') ?? '')) return reply.code(403).send(crossSiteBody);
    const mediaType = mediaTypeOf(headerText(request, 'content-type'));
    const accepted = mediaType === jsonMediaType || (request.routeOptions.config.acceptsMediaTypes ?? []).includes(mediaType);
    if (accepted) return;
    if (hasBody(request) || (bodyMethods.has(request.method) && !isControlCall(request))) {
      return reply.code(415).send(unsupportedMediaTypeBody);
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.acceptsControlCharacters === true || (servesSite && isSitePageRequest(request))) return;
    const errors: FieldError[] = [
      ...fieldsWithControlCharacters(request.query, 'query'),
      ...(request.body === undefined ? [] : fieldsWithControlCharacters(request.body, 'body', request.routeOptions.config.lineBreaksIn)),
    ].map((field) => ({ field, cause: 'INVALID_FORMAT' }));
    if (errors.length > 0) return sendValidationError(reply, errors);
  });
}
