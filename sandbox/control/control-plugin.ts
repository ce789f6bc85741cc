import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { isJsonObject, sendValidationError } from '../kernel/http/validation.ts';
import { demoPlayers } from '../seed/demo-players.ts';
import { seedDatabase } from '../seed/seed.ts';
import { clearCspReports, listCspReports } from '../services/csp-reports/index.ts';
import { listOutbox } from '../services/login/index.ts';
import { mergeConfig, readSiteConfig, servedSiteConfig, writeSiteConfig, type SiteConfigRuntime } from '../services/site-config/index.ts';
import { registerControlGuard } from './control-guard.ts';
import { registerDocumentRoutes } from './documents-routes.ts';
import { registerFaultRoutes } from './faults/fault-routes.ts';
import { registerHelpRoutes } from './help-routes.ts';
import type { FaultStore } from './faults/fault-store.ts';
import { registerLedgerRoutes } from './ledger-routes.ts';
import { registerLobbyRoutes } from './lobby-routes.ts';
import { registerMessagesRoutes } from './messages-routes.ts';
import { registerPaymentsRoutes } from './payments-routes.ts';
import { registerPlayerRoutes } from './players/player-routes.ts';
import { registerRegistrationRoutes } from './registration-routes.ts';
import { registerRoundRoutes } from './round-routes.ts';
import { registerSportsbookRoutes } from './sportsbook-routes.ts';
import { registerSupportRoutes } from './support-routes.ts';

export interface ControlOptions extends SandboxContext, SiteConfigRuntime {
  faults: FaultStore;
}

/**
 * The test-control API (api.md, "Sandbox only"), registered with the prefix `/sandbox` and only
 * when control is on. Its guard is a hook of this plugin, so it covers every request the router
 * gives to these routes or to the plugin's own not-found handler (any other path under /sandbox).
 */
export const controlApi: FastifyPluginAsync<ControlOptions> = async (app, options) => {
  const { db, now, secrets, faults } = options;
  registerControlGuard(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
  registerPlayerRoutes(app, { db, now, secrets });
  registerFaultRoutes(app, faults);
  registerLobbyRoutes(app, { db, now, secrets });
  registerLedgerRoutes(app, { db, now, secrets });
  registerRoundRoutes(app, { db, now, secrets });
  registerPaymentsRoutes(app, { db, now, secrets });
  registerSportsbookRoutes(app, { db, now, secrets });
  registerDocumentRoutes(app, { db, now, secrets });
  registerSupportRoutes(app, { db, now, secrets });
  registerRegistrationRoutes(app, { db, now, secrets });
  registerHelpRoutes(app, { db, now, secrets });
  registerMessagesRoutes(app, { db, now, secrets });

  app.patch('/control/site-config', async (request, reply) => {
    if (!isJsonObject(request.body)) return sendValidationError(reply, [{ field: 'body', cause: 'INVALID_FORMAT' }]);
    const merged = mergeConfig(await readSiteConfig(db), request.body);
    await writeSiteConfig(db, merged);
    // Answered as the site reads it: with the running game provider's origin, never stored.
    return reply.send(await servedSiteConfig(db, { gameProviderOrigin: options.gameProviderOrigin, embeddedAppOrigin: options.embeddedAppOrigin ?? null, identityProviderOrigin: options.identityProviderOrigin ?? null }));
  });

  app.post('/control/reset', async (_request, reply) => {
    faults.clear();
    await seedDatabase(db, now());
    return reply.code(204).send();
  });

  app.get<{ Querystring: { to?: string } }>('/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to : null;
    return reply.send(await listOutbox(db, to));
  });

  app.get('/control/csp-reports', async (_request, reply) => reply.send(await listCspReports(db)));

  app.delete('/control/csp-reports', async (_request, reply) => {
    await clearCspReports(db);
    return reply.code(204).send();
  });

  app.get('/players', async (_request, reply) =>
    reply.send(
      demoPlayers.map((player) => ({
        username: player.email,
        password: player.password,
        firstName: player.firstName,
        lastName: player.lastName,
        shows: player.shows,
      })),
    ),
  );
};
