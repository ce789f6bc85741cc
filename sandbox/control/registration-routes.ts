import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { forgetRegistrationAttempts, latestRegistrations } from '../services/registration/index.ts';

/** Joining's test control: the latest sign-ups, and a fresh hour of sign-ups for every source (journeys all come from 127.0.0.1). */
export function registerRegistrationRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  app.get('/control/registrations', async (_request, reply) => reply.send(await latestRegistrations(db)));

  app.delete('/control/registration-attempts', async (_request, reply) => {
    await forgetRegistrationAttempts(db);
    return reply.code(204).send();
  });
}
