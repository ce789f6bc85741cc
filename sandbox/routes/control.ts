import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { demoPlayers } from '../demo-players.ts';
import type { Fault } from '../http/faults.ts';
import { isJsonObject, sendValidationError, type FieldError, type JsonObject } from '../http/validation.ts';
import { listOutbox } from '../outbox.ts';
import { seedDatabase } from '../seed.ts';
import { mergeConfig, readSiteConfig, writeSiteConfig } from '../site-config.ts';
import { registerControlPlayerRoutes } from './control-players.ts';

const httpMethod = /^([A-Z]+|\*)$/;

function parseFault(body: JsonObject): { fault?: Fault; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const { method, path, status, body: faultBody, times = 1 } = body;
  if (typeof method !== 'string' || !httpMethod.test(method.toUpperCase())) {
    errors.push({ field: 'method', cause: method === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof path !== 'string' || !path.startsWith('/')) {
    errors.push({ field: 'path', cause: path === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    errors.push({ field: 'status', cause: status === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    errors.push({ field: 'times', cause: 'INVALID_FORMAT' });
  }
  if (errors.length > 0 || typeof method !== 'string' || typeof path !== 'string' || typeof status !== 'number' || typeof times !== 'number') {
    return { errors };
  }
  const fault: Fault = { method: method.toUpperCase(), path, status, remaining: times };
  if (faultBody !== undefined) fault.body = faultBody;
  return { fault, errors };
}

/** The test-control API (api.md, "Sandbox only"). Registered only when control is on. */
export function registerControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db } = context;
  registerControlPlayerRoutes(app, context);

  app.patch('/sandbox/control/site-config', async (request, reply) => {
    if (!isJsonObject(request.body)) return sendValidationError(reply, [{ field: 'body', cause: 'INVALID_FORMAT' }]);
    const merged = mergeConfig(await readSiteConfig(db), request.body);
    await writeSiteConfig(db, merged);
    return reply.send(merged);
  });

  app.post('/sandbox/control/faults', async (request, reply) => {
    const { fault, errors } = parseFault(isJsonObject(request.body) ? request.body : {});
    if (!fault) return sendValidationError(reply, errors);
    context.faults.add(fault);
    return reply.code(201).send(fault);
  });

  app.get('/sandbox/control/faults', async (_request, reply) => reply.send(context.faults.list()));

  app.delete('/sandbox/control/faults', async (_request, reply) => {
    context.faults.clear();
    return reply.code(204).send();
  });

  app.post('/sandbox/control/reset', async (_request, reply) => {
    context.faults.clear();
    await seedDatabase(db, context.now());
    return reply.code(204).send();
  });

  app.get<{ Querystring: { to?: string } }>('/sandbox/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to : null;
    return reply.send(await listOutbox(db, to));
  });

  app.get('/sandbox/players', async (_request, reply) =>
    reply.send(
      demoPlayers.map((player) => ({
        username: player.email,
        password: player.password,
        firstName: player.firstName,
        lastName: player.lastName,
        shows: player.shows,
      })),
    ),
  );
}
