import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { bodyObject } from '../../kernel/http/validation.ts';
import { hashSecret } from '../../kernel/security/passwords.ts';
import { loggedIn, sendTooManyRequests, startSession } from '../login/index.ts';
import { findToken } from '../referral/index.ts';
import { readSiteConfig } from '../site-config/index.ts';
import { takeRegistrationAttempt } from './registration-attempts.ts';
import { registrationOptions } from './registration-options.ts';
import { backfillIdentities, registerPlayer } from './registrations.ts';
import { readSignUp, type Referral, type SignUpFieldError } from './sign-up-form.ts';

const base = '/services/registration/v1';

const emailUnavailable: SignUpFieldError = { field: 'email', cause: 'EMAIL_UNAVAILABLE' };

/** The language the player is registered in: the one the site sent when it is published, else the site's default. */
async function chosenLanguage(context: SandboxContext, sent: string | null): Promise<string> {
  const config = await readSiteConfig(context.db);
  const published = Array.isArray(config.languagesPublished) ? config.languagesPublished : [];
  if (sent !== null && published.includes(sent)) return sent;
  return typeof config.languageDefault === 'string' ? config.languageDefault : 'en';
}

/**
 * The referral as the platform knows it: a token it never issued is dropped (ignored, as a malformed
 * one), and the type is the platform's, not the one the browser claimed, so nobody credits a made-up
 * token or passes an affiliate's token off as a player's.
 */
async function knownReferral(context: SandboxContext, referral: Referral | null): Promise<Referral | null> {
  if (referral === null) return null;
  const known = await findToken(context.db, referral.token);
  return known === null ? null : { ...referral, type: known.type };
}

/**
 * Joining (docs/api.md "Joining"): the form's options, and the sign-up that creates the player in
 * every service and logs it in. Nothing in an answer tells more about an existing address than
 * EMAIL_UNAVAILABLE, and that answer costs the same work (and the same attempt) as a sign-up.
 */
export const registrationService: FastifyPluginAsync<SandboxContext> = async (app, context) => {
  await backfillIdentities(context.db);
  app.get(`${base}/options`, async (_request, reply) => reply.send(registrationOptions));

  app.post(`${base}/players`, async (request, reply) => {
    const nowMs = context.now();
    const read = readSignUp(bodyObject(request.body), nowMs);
    if ('errors' in read) return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'The sign-up has errors.', fieldErrors: read.errors });
    const signUp = { ...read.signUp, referral: await knownReferral(context, read.signUp.referral) };

    // Only a sign-up that could succeed is counted: each one may learn whether its address is taken.
    const verdict = await takeRegistrationAttempt(context.db, clientSource(request), nowMs);
    if (!verdict.allowed) return sendTooManyRequests(reply, verdict.retryAfterSeconds, 'sign-ups');

    // Hashed before the address is looked up, so a taken address answers no sooner than a free one.
    const passwordHash = await hashSecret(signUp.password, { lane: 'normal', bounded: true });
    const language = await chosenLanguage(context, signUp.language);
    const outcome = await registerPlayer(context.db, { signUp, passwordHash, language, nowMs });
    if (!outcome.created && outcome.refusal === 'SELF_EXCLUDED') {
      return reply.code(403).send({ errorCode: 'SELF_EXCLUDED', message: 'An account cannot be opened: the details given match a self-exclusion in force.' });
    }
    if (!outcome.created) {
      return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', message: 'The sign-up has errors.', fieldErrors: [emailUnavailable] });
    }
    const sessionId = await startSession(context.db, outcome.playerId, context.now());
    const answer = loggedIn(sessionId, signUp.country, language);
    return reply.code(201).send(answer.body);
  });
};
