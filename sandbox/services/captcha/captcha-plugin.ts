import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { LoginThrottle, defaultLoginRateLimit, sendTooManyRequests } from '../login/index.ts';
import { issueCaptchaToken } from './captcha-tokens.ts';

export interface CaptchaServiceOptions extends SandboxContext {
  /** Tokens minted per source (default: buckets as large as the login's default). */
  throttle?: LoginThrottle;
}

/**
 * The sandbox's stand-in for the captcha provider's widget: every call "solves" one captcha. Each
 * token costs a token of the source's bucket (as a real provider makes every solve cost), so a
 * source cannot mint tokens, and rows, faster than it could spend them on login attempts.
 */
export const captchaService: FastifyPluginAsync<CaptchaServiceOptions> = async (app, { db, now, throttle: given }) => {
  const throttle = given ?? new LoginThrottle(db, 'captcha', defaultLoginRateLimit, now);
  app.post('/services/captcha/v1/tokens', async (request, reply) => {
    const verdict = await throttle.take(clientSource(request));
    if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds, 'captcha tokens');
    const token = await issueCaptchaToken(db, now());
    return reply.code(201).send({ token });
  });
};
