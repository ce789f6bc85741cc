import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody, sessionExpiredBody } from '../../kernel/http/error-bodies.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject, readPinCode, readRequiredText, sendValidationError, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { registerCredentialResetRoutes } from './credential-reset-routes.ts';
import { attemptLogin, type Credential, type LoginHeaders } from './login-decision.ts';
import { endSession } from './sessions.ts';

const base = '/services/login-service/v1';

type CredentialReader = (body: JsonObject, errors: FieldError[]) => Credential | undefined;

const readPassword: CredentialReader = (body, errors) => {
  const password = readRequiredText(body, 'password', errors);
  return password === undefined ? undefined : { kind: 'password', password };
};

/** The `{variant}`s of `login/{variant}` the sandbox knows, and the credential each reads. */
const variantReaders: Readonly<Record<string, CredentialReader>> = {
  pin(body, errors) {
    const pinCode = readPinCode(body, 'pinCode', errors);
    return pinCode === undefined ? undefined : { kind: 'pin', pinCode };
  },
};

function credentialReaderFor(variant: string | undefined): CredentialReader | undefined {
  if (variant === undefined) return readPassword;
  return Object.hasOwn(variantReaders, variant) ? variantReaders[variant] : undefined;
}

function loginHeaders(request: FastifyRequest): LoginHeaders {
  return {
    captchaToken: headerText(request, 'x-captcha-token'),
    mfaCode: headerText(request, 'x-mfa-code'),
    enforcementMethod: headerText(request, 'x-enforcement-method'),
  };
}

/** Login, logout, and the credential resets a 428 leads to. */
export const loginService: FastifyPluginAsync<SandboxContext> = async (app, context) => {
  const login = async (request: FastifyRequest<{ Params: { variant?: string } }>, reply: FastifyReply) => {
    const readCredential = credentialReaderFor(request.params.variant);
    if (readCredential === undefined) return reply.code(404).send(notFoundBody);
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const username = readRequiredText(body, 'username', errors);
    const credential = readCredential(body, errors);
    if (username === undefined || credential === undefined) return sendValidationError(reply, errors);
    const outcome = await attemptLogin(context.db, { username, credential, headers: loginHeaders(request) }, context.now);
    return reply.code(outcome.status).send(outcome.body);
  };
  app.post(`${base}/login`, login);
  app.post(`${base}/login/:variant`, login);

  app.delete<{ Params: { session: string } }>(`${base}/sessions/:session`, async (request, reply) => {
    const ended = await endSession(context.db, request.params.session, context.now());
    return ended ? reply.code(204).send() : reply.code(401).send(sessionExpiredBody);
  });

  registerCredentialResetRoutes(app, context);
};
