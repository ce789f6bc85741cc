import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject } from '../../kernel/http/validation.ts';
import { verifySecret } from '../../kernel/security/passwords.ts';
import { findAccountById } from '../login/index.ts';
import { findProfile } from '../profile/index.ts';
import {
  checkCounted,
  checkSmsCode,
  codeCheckReply,
  mfaRequiredReply,
  readCodeHeader,
  type CodeCheck,
  type Operation,
  type Reply,
} from './confirmation-codes.ts';
import { operationHeaderMismatch, twoFactorSettings, type EnrolmentMethod } from './two-factor-operations.ts';
import {
  beginEnrolment,
  completeEnrolment,
  isEnrolling,
  removeTwoFactor,
  sealCarriedOverSecrets,
  storedStatus,
  totpCheck,
} from './two-factor-store.ts';

const prefix = '/services/player-verification/v1/profiles/:session';

const send = (reply: FastifyReply, answer: Reply): FastifyReply => reply.code(answer.status).send(answer.body);
const refusal = (status: number, errorCode: string, message: string): Reply => ({ status, body: { errorCode, message } });

const notAvailable = refusal(404, 'NOT_AVAILABLE', 'Two-factor authentication is not offered.');
const configurationError = refusal(422, 'MFA_CONFIGURATION_ERROR', 'Two-factor cannot be set up this way.');

/**
 * Two-factor authentication with an authenticator app (docs/api.md "Two-factor", MFA-01..13):
 * status, enrolment (a code of the enrolment method, then the first TOTP), disable (a TOTP) and
 * reset (a code of the enrolment method, for a lost phone). The session decides the player, so
 * no call can touch another player's enrolment.
 */
export const twoFactorService: FastifyPluginAsync<SandboxContext> = async (app, { db, now, secrets }) => {
  await sealCarriedOverSecrets(db, secrets);

  /** A code of the enrolment method for `operation`: the SMS code sent for it, or the player's PIN. */
  async function checkEnrolmentCode(playerId: number, method: EnrolmentMethod, operation: Operation, rawCode: string | undefined): Promise<Reply | null> {
    const account = await findAccountById(db, playerId);
    if (account === null) throw new Error(`The session's player ${playerId} has no account`);
    const pinHash = account.pin_hash;
    if (method === 'PIN_CODE' && pinHash === null) return configurationError;
    const header = readCodeHeader(rawCode, method === 'PIN_CODE' ? 4 : 6);
    if (header.kind === 'missing') return mfaRequiredReply(method);
    if (header.kind === 'malformed') return header.reply;
    const nowMs = now();
    const check: CodeCheck =
      pinHash !== null && method === 'PIN_CODE'
        ? await checkCounted(db, playerId, operation, nowMs, () => verifySecret(header.code, pinHash))
        : await checkSmsCode(db, secrets, playerId, operation, header.code, nowMs);
    return check.kind === 'accepted' ? null : codeCheckReply(check);
  }

  app.get<{ Params: SessionParams }>(`${prefix}/two-factor/status`, authorised, async (request, reply) => {
    const settings = await twoFactorSettings(db);
    return reply.send({ status: settings.available ? await storedStatus(db, authorisedPlayer(request)) : 'NOT_AVAILABLE' });
  });

  app.post<{ Params: SessionParams }>(`${prefix}/two-factor/enrol`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const settings = await twoFactorSettings(db);
    if (!settings.available) return send(reply, notAvailable);
    if ((await storedStatus(db, playerId)) === 'ENABLED') return send(reply, refusal(409, 'MFA_ALREADY_ENABLED', 'Two-factor is already enabled.'));
    const mismatch = operationHeaderMismatch(request, 'enable2fa');
    if (mismatch !== null) return send(reply, mismatch);
    const codeRefusal = await checkEnrolmentCode(playerId, settings.enrolmentMethod, 'enable2fa', headerText(request, 'x-mfa-code'));
    if (codeRefusal !== null) return send(reply, codeRefusal);
    const { email } = await findProfile(db, playerId);
    return reply.send({ otpAuthUri: await beginEnrolment(db, secrets, playerId, email) });
  });

  app.put<{ Params: SessionParams }>(`${prefix}/verifications/verify`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    if (!(await twoFactorSettings(db)).available) return send(reply, notAvailable);
    // This platform checks every code for real: a client asking for a mocked verification is misconfigured.
    if (headerText(request, 'x-mock-2fa-verification')?.trim().toLowerCase() === 'true') return send(reply, configurationError);
    const { code } = bodyObject(request.body);
    const trimmed = typeof code === 'string' ? code.trim() : '';
    if (!/^\d{6}$/.test(trimmed)) {
      return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'code', cause: code === undefined ? 'REQUIRED' : 'INVALID_FORMAT' }] });
    }
    if (!(await isEnrolling(db, playerId))) return send(reply, refusal(409, 'MFA_NOT_ENROLLING', 'There is no enrolment to verify.'));
    const nowMs = now();
    const check = await checkCounted(db, playerId, 'enable2fa', nowMs, (tx) => totpCheck(tx, secrets, playerId, trimmed, nowMs, { pending: true }));
    if (check.kind !== 'accepted') return send(reply, codeCheckReply(check));
    await db.transaction((tx) => completeEnrolment(tx, playerId));
    return reply.code(204).send();
  });

  app.post<{ Params: SessionParams }>(`${prefix}/two-factor/disable`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    if (!(await twoFactorSettings(db)).available) return send(reply, notAvailable);
    if ((await storedStatus(db, playerId)) !== 'ENABLED') return send(reply, refusal(409, 'MFA_NOT_ENABLED', 'Two-factor is not enabled.'));
    const mismatch = operationHeaderMismatch(request, 'disable2FA');
    if (mismatch !== null) return send(reply, mismatch);
    const header = readCodeHeader(headerText(request, 'x-mfa-code'), 6);
    if (header.kind === 'missing') return send(reply, mfaRequiredReply('TWO_FACTOR_AUTHENTICATION'));
    if (header.kind === 'malformed') return send(reply, header.reply);
    const nowMs = now();
    const check = await checkCounted(db, playerId, 'disable2FA', nowMs, (tx) => totpCheck(tx, secrets, playerId, header.code, nowMs));
    if (check.kind !== 'accepted') return send(reply, codeCheckReply(check));
    await db.transaction((tx) => removeTwoFactor(tx, playerId, 'DISABLED'));
    return reply.code(204).send();
  });

  app.post<{ Params: SessionParams }>(`${prefix}/two-factor/reset`, authorised, async (request, reply) => {
    const playerId = authorisedPlayer(request);
    const settings = await twoFactorSettings(db);
    if (!settings.available) return send(reply, notAvailable);
    const mismatch = operationHeaderMismatch(request, 'changeStatus2FA');
    if (mismatch !== null) return send(reply, mismatch);
    const codeRefusal = await checkEnrolmentCode(playerId, settings.enrolmentMethod, 'changeStatus2FA', headerText(request, 'x-mfa-code'));
    if (codeRefusal !== null) return send(reply, codeRefusal);
    await db.transaction((tx) => removeTwoFactor(tx, playerId, 'PENDING'));
    return reply.code(204).send();
  });
};
