import type { FastifyInstance } from 'fastify';
import { isJsonObject, sendValidationError } from '../../kernel/http/validation.ts';
import { parseFault } from './fault-definition.ts';
import type { FaultStore } from './fault-store.ts';

export function registerFaultRoutes(app: FastifyInstance, faults: FaultStore): void {
  app.post('/control/faults', async (request, reply) => {
    const { fault, errors } = parseFault(isJsonObject(request.body) ? request.body : {});
    if (!fault) return sendValidationError(reply, errors);
    faults.add(fault);
    return reply.code(201).send(fault);
  });

  app.get('/control/faults', async (_request, reply) => reply.send(faults.list()));

  app.delete('/control/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
}
