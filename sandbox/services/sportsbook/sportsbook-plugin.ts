import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject } from '../../kernel/http/validation.ts';
import { findProfile } from '../profile/index.ts';
import { listBets, placeBet, type BetRequest } from './bets.ts';
import { findFixture, isSelection, listFixtures } from './fixtures.ts';
import { positiveMinorUnits, stakeLimits } from './money.ts';

export const idempotencyKeyFormat = /^[A-Za-z0-9_-]{8,64}$/;
const oddsFormat = /^\d{1,3}\.\d{2}$/;

/** A field error of the money paths (docs/api.md, "Money"): their causes go beyond the profile's. */
export interface MoneyFieldError {
  field: string;
  cause: 'INVALID_FORMAT' | 'TOO_SMALL' | 'TOO_LARGE' | 'CURRENCY_MISMATCH' | 'UNKNOWN_FIXTURE';
}

const sendFieldErrors = (reply: FastifyReply, fieldErrors: MoneyFieldError[]) => reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'Some fields are not valid.', fieldErrors });

const keyReused = { errorCode: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was used for another bet.' } as const;

/** The sportsbook the legacy application serves (docs/api.md, "Sportsbook"). */
export const sportsbookService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get('/services/sportsbook/v1/fixtures', async (_request, reply) => reply.send(await listFixtures(db)));

  app.get<{ Params: SessionParams }>('/services/sportsbook/v1/profiles/:session/bets', authorised, async (request, reply) =>
    reply.send(await listBets(db, authorisedPlayer(request))),
  );

  app.post<{ Params: SessionParams }>('/services/sportsbook/v1/profiles/:session/bets', authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const body = bodyObject(request.body);
    const errors: MoneyFieldError[] = [];
    const idempotencyKey = headerText(request, 'idempotency-key');
    if (idempotencyKey === undefined || !idempotencyKeyFormat.test(idempotencyKey)) errors.push({ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' });

    const { fixtureId, selection, odds, currency } = body;
    const fixture = typeof fixtureId === 'string' && fixtureId.length <= 64 ? await findFixture(db, fixtureId) : null;
    if (typeof fixtureId !== 'string') errors.push({ field: 'fixtureId', cause: 'INVALID_FORMAT' });
    else if (fixture === null) errors.push({ field: 'fixtureId', cause: 'UNKNOWN_FIXTURE' });
    if (!isSelection(selection) || (fixture !== null && fixture.odds[selection] === undefined)) errors.push({ field: 'selection', cause: 'INVALID_FORMAT' });
    if (typeof odds !== 'string' || !oddsFormat.test(odds)) errors.push({ field: 'odds', cause: 'INVALID_FORMAT' });

    const walletCurrency = (await findProfile(db, playerId)).currency;
    if (typeof currency !== 'string') errors.push({ field: 'currency', cause: 'INVALID_FORMAT' });
    else if (currency !== walletCurrency) errors.push({ field: 'currency', cause: 'CURRENCY_MISMATCH' });

    const stake = positiveMinorUnits(body.stake);
    const limits = stakeLimits(walletCurrency);
    if (stake === null) errors.push({ field: 'stake', cause: 'INVALID_FORMAT' });
    else if (stake < limits.min) errors.push({ field: 'stake', cause: 'TOO_SMALL' });
    else if (stake > limits.max) errors.push({ field: 'stake', cause: 'TOO_LARGE' });

    if (errors.length > 0 || idempotencyKey === undefined || typeof fixtureId !== 'string' || !isSelection(selection) || typeof odds !== 'string' || stake === null) {
      return sendFieldErrors(reply, errors);
    }
    const bet: BetRequest = { fixtureId, selection, odds, stake, currency: walletCurrency };
    const outcome = await placeBet(db, playerId, idempotencyKey, bet, now());
    if (outcome.status === 'key-reused') return reply.code(409).send(keyReused);
    return reply.code(outcome.status).send(outcome.body);
  });
};
