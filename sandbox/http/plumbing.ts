import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * JSON bodies without Fastify's strictness about empty bodies: a POST with a JSON content type and
 * no body reads as "no fields" (so validation answers 422), and broken JSON is a 400.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const statusCode = isFastifyError(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ errorCode: 'INTERNAL_ERROR' });
    }
    const message = isFastifyError(error) ? error.message : 'Bad request';
    return reply.code(statusCode).send({ errorCode: 'BAD_REQUEST', message });
  });
}

export const notFoundBody = { errorCode: 'NOT_FOUND' } as const;
