import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { bodyObject, readRequiredText, sendValidationError, type FieldError } from '../../kernel/http/validation.ts';
import { normaliseUsername } from './accounts.ts';
import { LoginThrottle, sendTooManyRequests } from './login-throttle.ts';
import { requestPasswordReset, resetRequestsPerAddress, resetRequestsPerSource } from './password-reset-request.ts';

const emailMaxLength = 254;

/**
 * Where the e-mailed link points: the origin the request came to (the sandbox serves the site). A
 * real platform takes the site's address from its configuration, never from the request's headers.
 */
function siteOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * `POST /services/login-service/v1/password-reset-request` `{email}`: 202 whether or not an account
 * has the address (no enumeration); 429 beyond the limits per address and per client address, which
 * are counted for unknown addresses too, so the 429 tells nothing either.
 */
export function registerPasswordRecoveryRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  const perAddress = new LoginThrottle(db, 'password-reset-address', resetRequestsPerAddress, now);
  const perSource = new LoginThrottle(db, 'password-reset-source', resetRequestsPerSource, now);

  app.post('/services/login-service/v1/password-reset-request', async (request, reply) => {
    const errors: FieldError[] = [];
    const email = readRequiredText(bodyObject(request.body), 'email', errors, emailMaxLength);
    if (email === undefined) return sendValidationError(reply, errors);
    const bySource = await perSource.take(clientSource(request));
    if (!bySource.allowed) return sendTooManyRequests(reply, bySource.retryAfterSeconds, 'password reset requests');
    const address = normaliseUsername(email.normalize('NFKC'));
    const byAddress = await perAddress.take(address);
    if (!byAddress.allowed) return sendTooManyRequests(reply, byAddress.retryAfterSeconds, 'password reset requests');
    await requestPasswordReset(db, address, siteOriginOf(request), now());
    return reply.code(202).send({});
  });
}
