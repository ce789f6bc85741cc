import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { bodyObject, type JsonObject } from '../../kernel/http/validation.ts';
import { appliedOperationTotpRefusal, operationTotpApplies } from '../player-verification/index.ts';
import { exclusionAnswer } from '../responsible-gambling/index.ts';
import { heldByPlayer } from '../wallet/index.ts';
import { confirmDeposit, depositAtOnce, depositMethods, depositOwner, hasCompletedDeposit, makeDeposit, type DepositToMake } from './deposits.ts';
import { readDepositPayment } from './deposit-payment.ts';
import { forgetCard, savedCardsOf } from './saved-cards.ts';
import { historyCsv } from './history-csv.ts';
import { readHistoryQuery, readMethodGroupQuery, readWithdrawalStatus, type QueryString } from './payment-queries.ts';
import { isAnsweredKey, runIdempotentMovement, type MoneyAnswer } from './idempotent-movement.ts';
import { linkedAccountsOf } from './linked-accounts.ts';
import { methodGroups, offeredGroup, offersGroup } from './method-groups.ts';
import { registerMonthlyStatement } from './monthly-statement.ts';
import { checkCurrency, readAmount, readIdempotencyKey, sendFieldErrors, type MoneyFieldError } from './money-request.ts';
import { jurisdictionOf, paymentPlayer } from './payment-players.ts';
import { findRecipient } from './recipients.ts';
import { historyCount, historyPage } from './transaction-history.ts';
import { makeTransfer } from './transfers.ts';
import { endWithdrawal, listWithdrawals, requestWithdrawal, withdrawalAtOnce, withdrawalView, type WithdrawalMethod, type WithdrawalToRequest } from './withdrawals.ts';

const payment = '/services/payment/v1/profiles/:session';

interface IdParams extends SessionParams {
  id: string;
}

const send = (reply: FastifyReply, answer: MoneyAnswer): FastifyReply => reply.code(answer.status).send(answer.body);

const methodNotAvailable: MoneyAnswer = { status: 403, body: { errorCode: 'METHOD_NOT_AVAILABLE', message: 'This payment method is not offered to the player.' } };

function readWithdrawalMethod(body: JsonObject, errors: MoneyFieldError[]): WithdrawalMethod | undefined {
  const { method } = body;
  if (method === 'CARD' || method === 'CBT') return method;
  errors.push({ field: 'method', cause: method === undefined || method === null ? 'REQUIRED' : 'INVALID_FORMAT' });
  return undefined;
}

/**
 * The payment service (docs/api.md, "Money"): payment profile and method groups (CASH-02,
 * CASH-03), card deposits in test mode, withdrawals and their reversal (CASH-05), player-to-player
 * transfers and the transaction history. Every movement is one ledger transaction, decided under
 * the lock of the players' accounts, once per Idempotency-Key.
 */
export const paymentsService: FastifyPluginAsync<SandboxContext> = async (app, { db, now, secrets }) => {
  app.get<{ Params: SessionParams }>('/services/payment/profiles/:session/info', authorised, async (request, reply) => {
    const ftd = await hasCompletedDeposit(db, authorisedPlayer(request));
    return reply.send({ cp: ['STANDARD'], ct: 'REGULAR', ftd });
  });

  app.get<{ Querystring: QueryString }>('/services/routing/config/payment-methods/method-groups', async (request, reply) => {
    const read = readMethodGroupQuery(request.query);
    if (!read.ok) return sendFieldErrors(reply, read.errors);
    return reply.send(await methodGroups(db, read.query));
  });

  app.post<{ Params: SessionParams }>(`${payment}/deposits`, authorised, async (request, reply) => {
    const player = await paymentPlayer(db, authorisedPlayer(request));
    const body = bodyObject(request.body);
    const at = new Date(now());
    const errors: MoneyFieldError[] = [];
    const key = readIdempotencyKey(request, errors);
    checkCurrency(body, player.currency, errors);
    const amount = readAmount(body, 'deposit', player.currency, errors);
    const method = depositMethods.find((known) => known === body.method);
    if (method === undefined) errors.push({ field: 'method', cause: body.method === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
    const payment = method === undefined ? undefined : await readDepositPayment(db, player.id, method, body, at, errors);
    if (errors.length > 0 || key === undefined || amount === undefined || method === undefined || payment === undefined) return sendFieldErrors(reply, errors);
    // CSH-01, CSH-02: the method must be offered to the player, and the amount within its own limits.
    const group = await offeredGroup(db, method, { paymentType: 'D', currency: player.currency, region: player.region });
    if (group === null) return send(reply, methodNotAvailable);
    if (amount < group.limits.min || amount > group.limits.max) return sendFieldErrors(reply, [{ field: 'amount', cause: amount < group.limits.min ? 'TOO_SMALL' : 'TOO_LARGE' }]);
    const deposit: DepositToMake = { playerId: player.id, amount, currency: player.currency, payment, at };
    // The key's fingerprint is of what the platform keeps (CSH-05): never the card's number or CVC.
    const parameters = { amount, currency: player.currency, method, payment };
    const answer = await runIdempotentMovement(
      db,
      { playerId: player.id, idempotencyKey: key, operation: 'deposit', parameters, playerIds: [player.id], currency: player.currency, at },
      (tx) => makeDeposit(tx, deposit),
      (keyed) => depositAtOnce(db, deposit, keyed),
    );
    return send(reply, answer);
  });

  app.get<{ Params: SessionParams; Querystring: QueryString }>(`${payment}/payment-methods`, authorised, async (request, reply) => {
    const type = request.query.paymentType;
    if (type !== 'D' && type !== 'W') return sendFieldErrors(reply, [{ field: 'paymentType', cause: type === undefined ? 'REQUIRED' : 'INVALID_FORMAT' }]);
    const player = await paymentPlayer(db, authorisedPlayer(request));
    return reply.send(await methodGroups(db, { paymentType: type, currency: player.currency, region: player.region }));
  });

  app.get<{ Params: SessionParams }>(`${payment}/saved-cards`, authorised, async (request, reply) => reply.send(await savedCardsOf(db, authorisedPlayer(request))));

  app.delete<{ Params: IdParams }>(`${payment}/saved-cards/:id`, authorised, async (request, reply) => {
    const forgotten = await forgetCard(db, authorisedPlayer(request), request.params.id);
    return forgotten ? reply.code(204).send() : reply.code(404).send(notFoundBody);
  });

  app.post<{ Params: IdParams }>(`${payment}/deposits/:id/confirmation`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const { code } = bodyObject(request.body);
    if (typeof code !== 'string' || code === '') return sendFieldErrors(reply, [{ field: 'code', cause: code === undefined ? 'REQUIRED' : 'INVALID_FORMAT' }]);
    const owner = await depositOwner(db, request.params.id);
    if (owner !== playerId) return reply.code(404).send(notFoundBody);
    const result = await db.transaction(async (tx) => {
      await heldByPlayer(tx, playerId, { lock: true });
      return confirmDeposit(tx, playerId, request.params.id, code, new Date(now()));
    });
    switch (result.outcome) {
      case 'CONFIRMED':
        return reply.send(result.deposit);
      case 'NOT_FOUND':
        return reply.code(404).send(notFoundBody);
      case 'NOT_CONFIRMABLE':
        return reply.code(409).send({ errorCode: 'NOT_CONFIRMABLE', message: 'This deposit is not waiting for a confirmation.' });
      case 'WRONG_CODE':
        return sendFieldErrors(reply, [{ field: 'code', cause: 'INVALID_CODE' }]);
      case 'LIMIT_EXCEEDED':
        return reply.code(409).send(result.refusal);
      case 'EXCLUDED':
        return reply.code(403).send(result.refusal);
      case 'FAILED':
        return reply.code(409).send({ errorCode: 'DEPOSIT_FAILED', message: 'Too many wrong codes: the deposit failed.', deposit: result.deposit });
    }
  });

  app.post<{ Params: SessionParams }>(`${payment}/withdrawals`, authorised, async (request, reply) => {
    const player = await paymentPlayer(db, authorisedPlayer(request));
    const body = bodyObject(request.body);
    const errors: MoneyFieldError[] = [];
    const key = readIdempotencyKey(request, errors);
    checkCurrency(body, player.currency, errors);
    const amount = readAmount(body, 'withdrawal', player.currency, errors);
    const method = readWithdrawalMethod(body, errors);
    let accountId: string | null = null;
    if (method === 'CBT') {
      const linked = await linkedAccountsOf(db, player.id);
      const asked = body.accountId;
      if (typeof asked === 'string' && linked.some((account) => account.id === asked)) accountId = asked;
      else errors.push({ field: 'accountId', cause: 'INVALID_FORMAT' });
    }
    if (errors.length > 0 || key === undefined || amount === undefined || method === undefined) return sendFieldErrors(reply, errors);
    if (method === 'CBT' && !(await offersGroup(db, 'CBT', { paymentType: 'W', currency: player.currency, region: player.region }))) {
      return send(reply, methodNotAvailable);
    }
    // A player with two-factor enabled confirms a withdrawal with a TOTP; a retry of an answered
    // key moves nothing and gets its first answer, so it is not asked again (its code is used up).
    // The key is read only when a TOTP is asked for (one statement less for everyone else).
    if ((await operationTotpApplies(db, player.id, 'withdraw')) && !(await isAnsweredKey(db, player.id, key))) {
      const mfaRefusal = await appliedOperationTotpRefusal(db, secrets, request, player.id, 'withdraw', now());
      if (mfaRefusal !== null) return send(reply, mfaRefusal);
    }
    const { withdrawalReversal } = await jurisdictionOf(db, player);
    const at = new Date(now());
    const withdrawal: WithdrawalToRequest = { playerId: player.id, amount, currency: player.currency, method, accountId, reversalAllowed: withdrawalReversal, at };
    const answer = await runIdempotentMovement(
      db,
      { playerId: player.id, idempotencyKey: key, operation: 'withdrawal', parameters: body, playerIds: [player.id], currency: player.currency, at },
      (tx, holdings) => requestWithdrawal(tx, holdings.get(player.id) ?? [], withdrawal),
      (keyed) => withdrawalAtOnce(db, withdrawal, keyed),
    );
    return send(reply, answer);
  });

  app.get<{ Params: SessionParams; Querystring: QueryString }>(`${payment}/withdrawals`, authorised, async (request, reply) => {
    const status = readWithdrawalStatus(request.query);
    if (!status.ok) return sendFieldErrors(reply, status.errors);
    const player = await paymentPlayer(db, authorisedPlayer(request));
    const { withdrawalReversal } = await jurisdictionOf(db, player);
    const rows = await listWithdrawals(db, player.id, status.status);
    return reply.send(rows.map((row) => withdrawalView(row, withdrawalReversal)));
  });

  app.post<{ Params: IdParams }>(`${payment}/withdrawals/:id/reversal`, authorised, async (request, reply) => {
    const errors: MoneyFieldError[] = [];
    const key = readIdempotencyKey(request, errors);
    if (key === undefined) return sendFieldErrors(reply, errors);
    const player = await paymentPlayer(db, authorisedPlayer(request));
    const { withdrawalReversal } = await jurisdictionOf(db, player);
    const at = new Date(now());
    const withdrawalId = request.params.id;
    const answer = await runIdempotentMovement(
      db,
      { playerId: player.id, idempotencyKey: key, operation: `withdrawal-reversal:${withdrawalId}`, parameters: {}, playerIds: [player.id], currency: player.currency, at },
      async (tx): Promise<MoneyAnswer> => {
        const pending = await tx.query('SELECT 1 FROM withdrawals WHERE id = $1 AND player_id = $2', [withdrawalId, player.id]);
        if (pending.rows.length === 0) return { status: 404, body: notFoundBody };
        if (!withdrawalReversal) {
          return { status: 403, body: { errorCode: 'REVERSAL_NOT_ALLOWED', message: "The player's jurisdiction does not allow cancelling a withdrawal." } };
        }
        const ended = await endWithdrawal(tx, withdrawalId, player.id, 'REVERSED', at);
        if (ended.ended) return { status: 200, body: withdrawalView(ended.row, withdrawalReversal) };
        if (ended.reason === 'NOT_FOUND') return { status: 404, body: notFoundBody };
        if (ended.reason === 'LIMIT_EXCEEDED') return { status: 409, body: ended.refusal };
        if (ended.reason === 'EXCLUDED') return { status: 403, body: ended.refusal };
        return { status: 409, body: { errorCode: 'NOT_PENDING', message: 'The withdrawal is no longer pending.' } };
      },
    );
    return send(reply, answer);
  });

  app.post<{ Params: SessionParams }>(`${payment}/transfers`, authorised, async (request, reply) => {
    const player = await paymentPlayer(db, authorisedPlayer(request));
    const body = bodyObject(request.body);
    const errors: MoneyFieldError[] = [];
    const key = readIdempotencyKey(request, errors);
    checkCurrency(body, player.currency, errors);
    const amount = readAmount(body, 'transfer', player.currency, errors);
    const recipient = await findRecipient(db, player, body.recipient, errors);
    if (errors.length > 0 || key === undefined || amount === undefined || recipient === undefined) return sendFieldErrors(reply, errors);
    if (!(await offersGroup(db, 'TTP', { paymentType: 'W', currency: player.currency, region: player.region }))) return send(reply, methodNotAvailable);
    const at = new Date(now());
    const answer = await runIdempotentMovement(
      db,
      { playerId: player.id, idempotencyKey: key, operation: 'transfer', parameters: body, playerIds: [player.id, recipient.id], currency: player.currency, at },
      async (tx, holdings) =>
        (await exclusionAnswer(tx, player.id, at.getTime())) ?? makeTransfer(tx, holdings, { senderId: player.id, recipient, amount, currency: player.currency, at }),
    );
    return send(reply, answer);
  });

  app.get<{ Params: SessionParams; Querystring: QueryString }>(`${payment}/transactions`, authorised, async (request, reply) => {
    const read = readHistoryQuery(request.query, { paged: true });
    if (!read.ok) return sendFieldErrors(reply, read.errors);
    const { filter, page, pageSize } = read.query;
    const playerId = authorisedPlayer(request);
    const [items, total] = await Promise.all([historyPage(db, playerId, filter, pageSize, (page - 1) * pageSize), historyCount(db, playerId, filter)]);
    return reply.send({ items, page, pageSize, total });
  });

  app.get<{ Params: SessionParams; Querystring: QueryString }>(`${payment}/transactions.csv`, authorised, async (request, reply) => {
    const read = readHistoryQuery(request.query, { paged: false });
    if (!read.ok) return sendFieldErrors(reply, read.errors);
    const lines = await historyPage(db, authorisedPlayer(request), read.query.filter, csvLineLimit, 0);
    const day = new Date(now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="transactions-${day}.csv"`)
      .send(historyCsv(lines));
  });

  registerMonthlyStatement(app, payment, { db, now });
};

/** The most lines one CSV export holds. */
const csvLineLimit = 10_000;
