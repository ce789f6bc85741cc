import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { findToken, recordClick, referralProfileOf } from './referrals.ts';

const hostAndPort = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the site was loaded from, for the player's link; the sandbox serves the site itself. */
function siteOriginOf(request: FastifyRequest): string {
  return hostAndPort.test(request.host) ? `${request.protocol}://${request.host}` : 'http://localhost';
}

/**
 * Referral and affiliates (docs/api.md "Referral and affiliates", REF-06): the public tracking call a
 * site makes when a visitor arrives with a token (counted, 404 for an unknown one), and the player's
 * own refer-a-friend profile.
 */
export const referralService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: { token: string } }>('/services/referral/v1/profiles/tracking/:token', async (request, reply) => {
    const known = await findToken(db, request.params.token);
    if (known === null) return reply.code(404).send(notFoundBody);
    await recordClick(db, known.token, now());
    return reply.send({ token: known.token, type: known.type, valid: true, referringSites: known.referringSites });
  });

  app.get<{ Params: SessionParams }>('/services/referral/v1/profiles/:session', authorised, async (request, reply) => {
    const profile = await referralProfileOf(db, authorisedPlayer(request), now());
    return reply.send({ ...profile, referralLink: `${siteOriginOf(request)}/welcome/${profile.referralCode}` });
  });
};
