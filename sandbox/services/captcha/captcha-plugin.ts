import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { issueCaptchaToken } from './captcha-tokens.ts';

/** The sandbox's stand-in for the captcha provider's widget: every call "solves" one captcha. */
export const captchaService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.post('/services/captcha/v1/tokens', async (_request, reply) => {
    const token = await issueCaptchaToken(db, now());
    return reply.code(201).send({ token });
  });
};
