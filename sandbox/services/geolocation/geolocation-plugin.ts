import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { checkSession } from '../login/index.ts';
import { cookieValue, defaultLocation, playerLocation, readLocationOverride } from './geolocation.ts';

const sessionIdText = /^[A-Za-z0-9_.~%-]{1,512}$/;

/**
 * GEO-03: `GET /services/geolocation/subdivision` → 202 with the `st` cookie: the location the
 * test-control API set, else the logged-in player's address (read from the site's `sid` cookie,
 * without renewing the session), else the default.
 */
export const geolocationService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get('/services/geolocation/subdivision', async (request, reply) => {
    let location = await readLocationOverride(db);
    if (location === null) {
      const sessionId = cookieValue(headerText(request, 'cookie'), 'sid');
      const playerId = sessionId !== undefined && sessionIdText.test(sessionId) ? await checkSession(db, sessionId, now()) : null;
      location = playerId === null ? null : await playerLocation(db, playerId);
    }
    // Not HttpOnly: the site reads it.
    reply.header('Set-Cookie', `st=${location ?? defaultLocation}; Path=/; SameSite=Lax`);
    return reply.code(202).send();
  });
};
