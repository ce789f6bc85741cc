import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError } from '../kernel/http/validation.ts';
import { findJackpot, setJackpot } from '../services/casino-lobby/index.ts';
import { readLocationOverride, subdivisionCode, writeLocationOverride } from '../services/geolocation/index.ts';

const currencyCode = /^[A-Z]{3}$/;
const gameIdText = /^[1-9]\d{0,8}$/;

/** Test control for the lobby: where the geolocation service places everyone, and a jackpot's amount. */
export function registerLobbyRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  app.put('/control/geolocation', async (request, reply) => {
    const body = bodyObject(request.body);
    const location = body.location;
    if (!('location' in body) || (location !== null && (typeof location !== 'string' || !subdivisionCode.test(location)))) {
      return sendValidationError(reply, [{ field: 'location', cause: 'INVALID_FORMAT' }]);
    }
    await writeLocationOverride(db, location);
    return reply.send({ location: await readLocationOverride(db) });
  });

  app.get('/control/geolocation', async (_request, reply) => reply.send({ location: await readLocationOverride(db) }));

  app.put<{ Params: { gameId: string } }>('/control/jackpots/:gameId', async (request, reply) => {
    const body = bodyObject(request.body);
    const currency = body.currency ?? 'EUR';
    const amount = body.amount;
    if (typeof currency !== 'string' || !currencyCode.test(currency)) return sendValidationError(reply, [{ field: 'currency', cause: 'INVALID_FORMAT' }]);
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return sendValidationError(reply, [{ field: 'amount', cause: 'INVALID_FORMAT' }]);
    const gameId = gameIdText.test(request.params.gameId) ? Number(request.params.gameId) : 0;
    const at = now();
    if ((await findJackpot(db, gameId, currency, at)) === undefined) return reply.code(404).send(notFoundBody);
    await setJackpot(db, gameId, currency, amount, at);
    return reply.send(await findJackpot(db, gameId, currency, at));
  });
}
