import type { FastifyError, FastifyInstance } from 'fastify';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** Client errors (bad JSON) are 400 `BAD_REQUEST`; anything else is a logged 500 `INTERNAL_ERROR`. */
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
