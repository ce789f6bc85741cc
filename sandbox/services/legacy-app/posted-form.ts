import type { FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';
import { idempotencyKeyFormat, type FormGuard } from './form-guard.ts';

/** A posted form's fields; a field sent twice keeps its first value. */
export type Form = Record<string, string | undefined>;

/** The fields of an `application/x-www-form-urlencoded` body. */
export function formFields(body: string): Form {
  const fields: Form = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

export const formOf = (request: FastifyRequest): Form => (request.body ?? {}) as Form;

/** The idempotency key the form was rendered with, or null when it has none that fits. */
export const keyOf = (values: Form): string | null => (values._key !== undefined && idempotencyKeyFormat.test(values._key) ? values._key : null);

/**
 * A state-changing request must come from the legacy application's own page (`Sec-Fetch-Site:
 * same-origin`; a client that sends no such header, as no browser does, is judged by the token
 * alone) and carry the anti-forgery token of the player's session.
 */
export function isGenuinePost(guard: FormGuard, request: FastifyRequest, session: string): boolean {
  const site = headerText(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  return guard.isGenuine(session, (request.body as Form | undefined)?._csrf);
}
