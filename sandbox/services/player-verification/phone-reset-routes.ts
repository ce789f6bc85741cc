import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { bodyObject, readRequiredText, sendValidationError, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { consumeActionToken, findAccountById, findLiveActionToken } from '../login/index.ts';
import { checkSmsCode, codeCheckReply, sendCode, sendCodeReply } from './confirmation-codes.ts';
import { identityPhoneChanged } from '../responsible-gambling/index.ts';
import { phoneNumberPattern, phonePrefixPattern, replacePhone } from './player-phones.ts';

const maxTokenLength = 512;
const action = 'forcePhoneNumberReset';

interface NewPhone {
  token: string;
  phonePrefix: string;
  phone: string;
}

function readNewPhone(body: JsonObject, errors: FieldError[]): NewPhone | null {
  const token = readRequiredText(body, 'token', errors, maxTokenLength);
  const phonePrefix = readRequiredText(body, 'phonePrefix', errors, 5);
  const phone = readRequiredText(body, 'phone', errors, 14);
  if (phonePrefix !== undefined && !phonePrefixPattern.test(phonePrefix)) errors.push({ field: 'phonePrefix', cause: 'INVALID_FORMAT' });
  if (phone !== undefined && !phoneNumberPattern.test(phone)) errors.push({ field: 'phone', cause: 'INVALID_FORMAT' });
  return token === undefined || phonePrefix === undefined || phone === undefined || errors.length > 0 ? null : { token, phonePrefix, phone };
}

async function usernameOf(db: SandboxContext['db'], playerId: number): Promise<string> {
  return (await findAccountById(db, playerId))?.username ?? '';
}

/**
 * The forced phone reset (428 forcePhoneNumberReset, no session yet): the token of the 428 sends a
 * `validatePhone` code to the NEW number, then the token and that code replace the number. A code
 * proves only the number it went to. Validation (422) comes before the token (404).
 */
export function registerPhoneResetRoutes(app: FastifyInstance, { db, now, secrets }: SandboxContext): void {
  app.post('/services/login-service/v1/phone-reset/confirmationCode', async (request, reply) => {
    const errors: FieldError[] = [];
    const newPhone = readNewPhone(bodyObject(request.body), errors);
    if (newPhone === null) return sendValidationError(reply, errors);
    const nowMs = now();
    const owner = await findLiveActionToken(db, newPhone.token, nowMs, action);
    if (owner === null) return reply.code(404).send(notFoundBody);
    const recipient = { id: owner.playerId, username: await usernameOf(db, owner.playerId), phone: `${newPhone.phonePrefix}${newPhone.phone}` };
    const answer = sendCodeReply(await sendCode(db, secrets, recipient, 'validatePhone', nowMs));
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/services/login-service/v1/phone-reset', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const newPhone = readNewPhone(body, errors);
    const code = readRequiredText(body, 'code', errors, 6);
    if (code !== undefined && !/^\d{6}$/.test(code.trim())) errors.push({ field: 'code', cause: 'INVALID_FORMAT' });
    if (newPhone === null || code === undefined || errors.length > 0) return sendValidationError(reply, errors);
    const nowMs = now();
    const owner = await findLiveActionToken(db, newPhone.token, nowMs, action);
    if (owner === null) return reply.code(404).send(notFoundBody);
    const check = await checkSmsCode(db, secrets, owner.playerId, 'validatePhone', code.trim(), nowMs, `${newPhone.phonePrefix}${newPhone.phone}`);
    if (check.kind !== 'accepted') {
      const answer = codeCheckReply(check);
      return reply.code(answer.status).send(answer.body);
    }
    const done = await db.transaction(async (tx) => {
      const used = await consumeActionToken(tx, newPhone.token, nowMs, action);
      if (used) await replacePhone(tx, used.playerId, newPhone.phonePrefix, newPhone.phone);
      return used?.playerId ?? null;
    });
    if (done === null) return reply.code(404).send(notFoundBody);
    await identityPhoneChanged(db, done, newPhone, now());
    return reply.code(204).send();
  });
}
