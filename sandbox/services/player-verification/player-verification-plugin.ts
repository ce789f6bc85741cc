import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import {
  checkSmsCode,
  codeCheckReply,
  isOperation,
  mfaRequiredReply,
  operationStatus,
  readCodeHeader,
  sendCode,
  sendCodeReply,
  type Reply,
} from './confirmation-codes.ts';
import { requestPinReset } from './pin-reset-request.ts';
import { registerPhoneResetRoutes } from './phone-reset-routes.ts';
import { readPhoneNumber } from './phone-number.ts';
import { identityPhoneChanged } from '../responsible-gambling/index.ts';
import { fullPhonePattern, markPhoneValidated, playerPhone, setUnvalidatedPhone } from './player-phones.ts';

const prefix = '/services/player-verification/v1/profiles/:session';

interface OperationParams extends SessionParams {
  operation: string;
}

function send(reply: FastifyReply, answer: Reply): FastifyReply {
  return reply.code(answer.status).send(answer.body);
}

/**
 * The origin the PIN-reset link points at: the site that asked (its `Origin`), else the origin the
 * request came to (the sandbox serving the site itself).
 */
function siteOrigin(request: FastifyRequest): string {
  const origin = headerText(request, 'origin');
  if (origin !== undefined) {
    try {
      const parsed = new URL(origin);
      if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin) return origin;
    } catch {
      // Not an origin: fall back to where the request came.
    }
  }
  return `${request.protocol}://${request.host}`;
}

/** Confirmation codes, operation status, phone validation, the forced phone reset and the PIN-reset e-mail (api.md, issue 9). */
export const playerVerificationService: FastifyPluginAsync<SandboxContext> = async (app, context) => {
  const { db, now, secrets } = context;

  app.post<{ Params: OperationParams }>(`${prefix}/operation/:operation/confirmationCode`, authorised, async (request, reply) => {
    const { operation } = request.params;
    if (!isOperation(operation)) return reply.code(404).send(notFoundBody);
    const playerId = authorisedPlayer(request);
    const phone = await playerPhone(db, playerId);
    if (operation === 'validatePhone' && phone.validated) return reply.code(422).send({ errorCode: 'PLAYER_VALIDATED' });
    if (operation === 'validatePhone' && phone.recipient === null) return reply.code(404).send({ errorCode: 'PHONE_NOT_FOUND' });
    if (operation !== 'validatePhone' && !phone.validated) return reply.code(422).send({ errorCode: 'PLAYER_NOT_VALIDATED' });
    if (phone.recipient === null) return reply.code(422).send({ errorCode: 'PLAYER_NOT_VALIDATED' });
    return send(reply, sendCodeReply(await sendCode(db, secrets, phone.recipient, operation, now())));
  });

  app.get<{ Params: OperationParams }>(`${prefix}/operations/:operation/status`, authorised, async (request, reply) => {
    const { operation } = request.params;
    if (!isOperation(operation)) return reply.code(404).send(notFoundBody);
    return reply.send(await operationStatus(db, authorisedPlayer(request), operation, now()));
  });

  app.post<{ Params: SessionParams & { phone: string } }>(
    '/services/profile/v1/validated-phones/:phone/profile/:session',
    authorised,
    async (request, reply) => {
      const { phone: fullPhone } = request.params;
      if (!fullPhonePattern.test(fullPhone)) return sendValidationError(reply, [{ field: 'phone', cause: 'INVALID_FORMAT' }]);
      const playerId = authorisedPlayer(request);
      const phone = await playerPhone(db, playerId);
      if (phone.recipient === null || phone.recipient.phone !== fullPhone) return reply.code(404).send({ errorCode: 'PHONE_NOT_FOUND' });
      if (phone.validated) return reply.code(422).send({ errorCode: 'PLAYER_VALIDATED' });
      const header = readCodeHeader(headerText(request, 'x-mfa-code'), 6);
      if (header.kind === 'missing') return send(reply, mfaRequiredReply('SMS'));
      if (header.kind === 'malformed') return send(reply, header.reply);
      const check = await checkSmsCode(db, secrets, playerId, 'validatePhone', header.code, now(), fullPhone);
      if (check.kind !== 'accepted') return send(reply, codeCheckReply(check));
      await markPhoneValidated(db, playerId);
      return reply.code(204).send();
    },
  );

  /**
   * The player's mobile number (decided, issue 19): added by a player who has none, or corrected
   * before it is validated; it then waits for a `validatePhone` code. A validated number is kept:
   * replacing it is the forced reset's job.
   */
  app.put<{ Params: SessionParams }>(`${prefix}/phone`, authorised, async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const number = readPhoneNumber(body.phonePrefix, body.phone, errors, true);
    if (number === null) return sendValidationError(reply, errors);
    const playerId = authorisedPlayer(request);
    if ((await playerPhone(db, playerId)).validated) return reply.code(422).send({ errorCode: 'PLAYER_VALIDATED' });
    await setUnvalidatedPhone(db, playerId, number.phonePrefix, number.phone);
    // The self-exclusion register compares the number the player now gives.
    await identityPhoneChanged(db, playerId, number, now());
    return reply.code(204).send();
  });

  app.post<{ Params: SessionParams }>(`${prefix}/verifications/PIN_CODE/request-reset`, authorised, async (request, reply) => {
    const answer = await requestPinReset(db, authorisedPlayer(request), siteOrigin(request), now());
    if (answer.kind === 'too-many') {
      return reply
        .code(429)
        .header('Retry-After', String(answer.retryAfterSeconds))
        .send({ errorCode: 'TOO_MANY_REQUESTS', message: `Too many PIN resets: try again in ${answer.retryAfterSeconds} s.` });
    }
    return reply.code(204).send();
  });

  registerPhoneResetRoutes(app, context);
};
