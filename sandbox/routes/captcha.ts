import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { issueCaptchaToken } from '../security/captcha.ts';

/** The sandbox's stand-in for the captcha provider's widget: every call "solves" one captcha. */
export function registerCaptchaRoute(app: FastifyInstance, context: SandboxContext): void {
  app.post('/services/captcha/v1/tokens', async (_request, reply) => {
    const token = await issueCaptchaToken(context.db, context.now());
    return reply.code(201).send({ token });
  });
}
