import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';
import type { FieldCause, JsonObject } from '../../kernel/http/validation.ts';
import { boundsOf, type MoneyOperation } from './payment-limits.ts';

/** The causes of docs/api.md's money paths, beyond the kernel's. */
export type MoneyFieldCause = FieldCause | 'TOO_SMALL' | 'TOO_LARGE' | 'CURRENCY_MISMATCH' | 'INVALID_CODE' | 'UNKNOWN_RECIPIENT' | 'SAME_PLAYER';

export interface MoneyFieldError {
  field: string;
  cause: MoneyFieldCause;
}

export function sendFieldErrors(reply: FastifyReply, fieldErrors: readonly MoneyFieldError[]): FastifyReply {
  return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'Some fields are not valid.', fieldErrors });
}

/**
 * The amount of a money request: a positive safe integer of minor units within the operation's
 * bounds. Anything else (a float, a string, NaN, zero, negative) is a field error.
 */
export function readAmount(body: JsonObject, operation: MoneyOperation, currency: string, errors: MoneyFieldError[]): number | undefined {
  const amount = body.amount;
  if (amount === undefined || amount === null) {
    errors.push({ field: 'amount', cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    errors.push({ field: 'amount', cause: 'INVALID_FORMAT' });
    return undefined;
  }
  const bounds = boundsOf(operation, currency);
  if (amount < bounds.min) errors.push({ field: 'amount', cause: 'TOO_SMALL' });
  else if (amount > bounds.max) errors.push({ field: 'amount', cause: 'TOO_LARGE' });
  else return amount;
  return undefined;
}

/** The request's `currency` must be the player's wallet currency. */
export function checkCurrency(body: JsonObject, walletCurrency: string, errors: MoneyFieldError[]): void {
  const currency = body.currency;
  if (currency === undefined || currency === null) errors.push({ field: 'currency', cause: 'REQUIRED' });
  else if (typeof currency !== 'string') errors.push({ field: 'currency', cause: 'INVALID_FORMAT' });
  else if (currency !== walletCurrency) errors.push({ field: 'currency', cause: 'CURRENCY_MISMATCH' });
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** The `Idempotency-Key` header every money-moving POST carries. */
export function readIdempotencyKey(request: FastifyRequest, errors: MoneyFieldError[]): string | undefined {
  const key = headerText(request, 'idempotency-key');
  if (key === undefined || !idempotencyKeyPattern.test(key)) {
    errors.push({ field: 'Idempotency-Key', cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return key;
}
