import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUnder, routedPath } from '../../kernel/http/paths.ts';
import type { Fault, FaultStore } from './fault-store.ts';

function sendFault(reply: FastifyReply, fault: Fault): FastifyReply {
  reply.code(fault.status);
  if (fault.body === undefined) return reply.send();
  if (typeof fault.body === 'string') return reply.type('text/plain; charset=utf-8').send(fault.body);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(fault.body));
}

/**
 * Consults the fault list before any route runs. The control API itself is never faulted. Both
 * decisions are made on the routed path, so no other spelling of a path escapes a fault or faults
 * the control API.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request.url);
    if (isUnder(path, '/sandbox/control')) return;
    const fault = faults.take(request.method, path);
    if (fault) return sendFault(reply, fault);
  });
}
