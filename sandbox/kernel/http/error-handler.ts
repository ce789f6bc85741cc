import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBodyFor } from './error-bodies.ts';
import { responseHeadersFor } from './headers.ts';

function statusOf(error: unknown): number {
  if (!(error instanceof Error)) return 500;
  const { statusCode } = error as Partial<FastifyError>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
}

/** An error that says how long to wait before trying again (the hashing queue when it is full). */
export interface RetryableError extends Error {
  statusCode: number;
  retryAfterSeconds: number;
}

function retryAfterOf(error: unknown): number | undefined {
  const value = (error as Partial<RetryableError> | null)?.retryAfterSeconds;
  return typeof value === 'number' ? value : undefined;
}

/** A client error of our own whose message may be shown (Fastify's may echo the request). */
export function clientError(statusCode: number, publicMessage: string): Error {
  return Object.assign(new Error(publicMessage), { statusCode, publicMessage });
}

/**
 * Every error answer in the platform's shape `{ errorCode, message }`: a client error's status is
 * kept (400 bad JSON, 413 body too large, 415 …) with a fixed message, a 503 says when to retry, and
 * anything else is a logged 500 `INTERNAL_ERROR`. Sent through the reply, so the `onSend` hooks
 * (security headers) apply.
 */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = statusOf(error);
  if (status === 503) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return reply.code(503).send({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Busy: try again in a moment.' });
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBodyFor(500));
  }
  const body = errorBodyFor(status);
  const message = (error as { publicMessage?: unknown } | null)?.publicMessage;
  return reply.code(status).send(typeof message === 'string' ? { ...body, message } : body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => sendError(error, request, reply));
}

/**
 * Errors the router meets before any route (a malformed URL, a parameter too long): the platform's
 * body, and the headers set here, since no `onSend` hook runs for them.
 */
export function frameworkErrorsFor(
  servesSite: boolean,
  providerOrigin: string | null = null,
  legacyOrigin: string | null = null,
  identityOrigin: string | null = null,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    reply.headers(responseHeadersFor(request.url, servesSite, providerOrigin, legacyOrigin, identityOrigin));
    void sendError(error, request, reply);
  };
}

const apiHeaderLines = 'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n';

/** Requests Node's HTTP parser refuses (bad header, oversized headers): a platform body too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBodyFor(status));
  socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n${apiHeaderLines}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
