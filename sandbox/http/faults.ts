import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from './paths.ts';

export interface Fault {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** A path prefix, matched against the path without the query string. */
  path: string;
  status: number;
  /** Sent as JSON; a string is sent as text; absent sends no body. */
  body?: unknown;
  remaining: number;
}

/** Faults the test-control API arms: the next matching requests get a canned answer instead. */
export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first armed fault matching the request, used up by one; null when none matches. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find(
      (candidate) => (candidate.method === '*' || candidate.method === method.toUpperCase()) && path.startsWith(candidate.path),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}

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
