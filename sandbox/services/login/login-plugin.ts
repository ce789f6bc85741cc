import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { notFoundBody, sessionExpiredBody } from '../../kernel/http/error-bodies.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject, readPinCode, readRequiredText, sendValidationError, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { registerCredentialResetRoutes } from './credential-reset-routes.ts';
import { registerPasswordRecoveryRoutes } from './password-recovery-routes.ts';
import { attemptLogin, type Credential, type LoginHeaders } from './login-decision.ts';
import * as replies from './login-replies.ts';
import { LoginThrottle, defaultLoginRateLimit, sendTooManyRequests, type LoginRateLimit } from './login-throttle.ts';
import { endSession } from './sessions.ts';

export interface LoginServiceOptions extends SandboxContext {
  /** Login attempts per source (default `defaultLoginRateLimit`); ignored when `loginThrottle` is given. */
  loginRateLimit?: LoginRateLimit;
  /** The buckets of login attempts, shared with the other services that hash a secret (PIN change). */
  loginThrottle?: LoginThrottle;
}

/**
 * What logout asks the browser to wipe: the site's storage (localStorage, sessionStorage,
 * IndexedDB, service workers). Not "cache": the page is `no-cache` and the API `no-store`, so the
 * cache holds nothing of the player's, only the year-long hashed assets, which it would throw away
 * for nothing. Not "cookies": that would also drop the language cookie, which is the visitor's, not
 * the session's; the site removes its own session cookie. Sent on the 401 of a session already
 * ended too: the browser wipes what is left whichever way the session ended.
 */
export const logoutClearSiteData = '"storage"';


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
export const loginService: FastifyPluginAsync<LoginServiceOptions> = async (app, context) => {
  const throttle = context.loginThrottle ?? new LoginThrottle(context.db, 'login', context.loginRateLimit ?? defaultLoginRateLimit, context.now);

  const login = async (request: FastifyRequest<{ Params: { variant?: string } }>, reply: FastifyReply) => {
    const readCredential = credentialReaderFor(request.params.variant);
    if (readCredential === undefined) return reply.code(404).send(notFoundBody);
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const username = readRequiredText(body, 'username', errors);
    const credential = readCredential(body, errors);
    if (username === undefined || credential === undefined) return sendValidationError(reply, errors);
    // One token per attempt, taken before any work; a right credential gives it back.
    const source = clientSource(request);
    const hashLane = (await throttle.inGoodStanding(source)) ? 'priority' : 'normal';
    const verdict = await throttle.take(source);
    if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds);
    const outcome = await attemptLogin(context.db, { username, credential, headers: loginHeaders(request), source, hashLane }, context.now, { secrets: context.secrets });
    if (!replies.isGuess(outcome)) await throttle.refund(source);
    return reply.code(outcome.status).send(outcome.body);
  };
  app.post(`${base}/login`, login);
  app.post(`${base}/login/:variant`, login);

  app.delete<{ Params: { session: string } }>(`${base}/sessions/:session`, async (request, reply) => {
    const ended = await endSession(context.db, request.params.session, context.now());
    reply.header('Clear-Site-Data', logoutClearSiteData);
    if (!ended) return reply.code(401).send(sessionExpiredBody);
    return reply.code(204).send();
  });

  registerCredentialResetRoutes(app, context, throttle);
  registerPasswordRecoveryRoutes(app, context);
};
