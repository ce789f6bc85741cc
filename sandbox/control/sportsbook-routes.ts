import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError } from '../kernel/http/validation.ts';
import { isSelection, settleFixture } from '../services/sportsbook/index.ts';

/** Test control: the operator settles a sportsbook fixture (docs/api.md, test control). */
export function registerSportsbookRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  app.post<{ Params: { id: string } }>('/control/fixtures/:id/result', async (request, reply) => {
    const { result } = bodyObject(request.body);
    if (!isSelection(result)) return sendValidationError(reply, [{ field: 'result', cause: 'INVALID_FORMAT' }]);
    const settlement = await settleFixture(db, request.params.id, result, now());
    if (settlement.settled) return reply.send({ settledBets: settlement.settledBets });
    switch (settlement.reason) {
      case 'UNKNOWN_FIXTURE':
        return reply.code(404).send(notFoundBody);
      case 'NOT_OFFERED':
        return sendValidationError(reply, [{ field: 'result', cause: 'INVALID_FORMAT' }]);
      case 'ALREADY_SETTLED':
        return reply.code(409).send({ errorCode: 'ALREADY_SETTLED', message: 'This fixture is already settled.' });
    }
  });
}
