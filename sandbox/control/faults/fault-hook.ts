import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from '../../kernel/http/paths.ts';
import type { Fault, FaultStore } from './fault-store.ts';

function sendFault(reply: FastifyReply, fault: Fault): FastifyReply {
  reply.code(fault.status);
  if (fault.body === undefined) return reply.send();
  if (typeof fault.body === 'string') return reply.type('text/plain; charset=utf-8').send(fault.body);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(fault.body));
}

/** Consults the fault list before any route runs. The control API itself is never faulted. */
export function registerFaultHook(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith('/sandbox/control')) return;
    const fault = faults.take(request.method, path);
    if (fault) return sendFault(reply, fault);
  });
}
