import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { headerText, sessionExpired } from '../http/session-guard.ts';
import { notFoundBody } from '../http/plumbing.ts';
import { bodyObject, readPinCode, readRequiredText, sendValidationError, type FieldError } from '../http/validation.ts';
import { attemptLogin, type Credential, type LoginHeaders } from '../login/login-flow.ts';
import { endSession } from '../security/sessions.ts';

const base = '/services/login-service/v1';

function loginHeaders(request: Parameters<typeof headerText>[0]): LoginHeaders {
  return {
    captchaToken: headerText(request, 'x-captcha-token'),
    mfaCode: headerText(request, 'x-mfa-code'),
    enforcementMethod: headerText(request, 'x-enforcement-method'),
  };
}

export function registerLoginRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post(`${base}/login`, async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const username = readRequiredText(body, 'username', errors);
    const password = readRequiredText(body, 'password', errors);
    if (username === undefined || password === undefined) return sendValidationError(reply, errors);
    const credential: Credential = { kind: 'password', password };
    const outcome = await attemptLogin(context.db, { username, credential, headers: loginHeaders(request) }, context.now);
    return reply.code(outcome.status).send(outcome.body);
  });

  app.post<{ Params: { variant: string } }>(`${base}/login/:variant`, async (request, reply) => {
    if (request.params.variant !== 'pin') return reply.code(404).send(notFoundBody);
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const username = readRequiredText(body, 'username', errors);
    const pinCode = readPinCode(body, 'pinCode', errors);
    if (username === undefined || pinCode === undefined) return sendValidationError(reply, errors);
    const credential: Credential = { kind: 'pin', pinCode };
    const outcome = await attemptLogin(context.db, { username, credential, headers: loginHeaders(request) }, context.now);
    return reply.code(outcome.status).send(outcome.body);
  });

  app.delete<{ Params: { session: string } }>(`${base}/sessions/:session`, async (request, reply) => {
    const ended = await endSession(context.db, request.params.session, context.now());
    return ended ? reply.code(204).send() : reply.code(401).send(sessionExpired);
  });
}
