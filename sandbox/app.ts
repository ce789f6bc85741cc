import Fastify, { type FastifyInstance } from 'fastify';
import { controlApi } from './control/control-plugin.ts';
import { registerFaultHook } from './control/faults/fault-hook.ts';
import { FaultStore } from './control/faults/fault-store.ts';
import type { SandboxContext } from './kernel/context.ts';
import { registerAuthorisedRoutes } from './kernel/http/authorised-routes.ts';
import { clientErrorHandler, frameworkErrorsFor, registerErrorHandler } from './kernel/http/error-handler.ts';
import { registerResponseHeaders } from './kernel/http/headers.ts';
import { registerJsonParser } from './kernel/http/json-parser.ts';
import { registerCors } from './kernel/http/cors.ts';
import { registerRequestHygiene } from './kernel/http/request-hygiene.ts';
import { captchaService } from './services/captcha/captcha-plugin.ts';
import { casinoLobbyService } from './services/casino-lobby/casino-lobby-plugin.ts';
import { documentsService } from './services/documents/documents-plugin.ts';
import { contentService, defaultCategory, defaultGamePage } from './services/content/content-plugin.ts';
import { defaultContentPage, hasBucket } from './services/content/index.ts';
import { defaultHelpCategories } from './services/help/index.ts';
import { cspReportsService } from './services/csp-reports/csp-reports-plugin.ts';
import { gameLaunchService } from './services/game-launch/game-launch-plugin.ts';
import { geolocationService } from './services/geolocation/geolocation-plugin.ts';
import { helpService } from './services/help/help-plugin.ts';
import { loginService } from './services/login/login-plugin.ts';
import { defaultLoginRateLimit, type LoginRateLimit, LoginThrottle, sessionLookup } from './services/login/index.ts';
import { loyaltyService } from './services/loyalty/loyalty-plugin.ts';
import { playerGamesService } from './services/player-games/player-games-plugin.ts';
import { playerMessagesService } from './services/player-messages/player-messages-plugin.ts';
import { notificationsService } from './services/notifications/notifications-plugin.ts';
import { paymentsService } from './services/payments/payments-plugin.ts';
import { playerVerificationService } from './services/player-verification/player-verification-plugin.ts';
import { profileService } from './services/profile/profile-plugin.ts';
import { referralService } from './services/referral/referral-plugin.ts';
import { registrationService } from './services/registration/registration-plugin.ts';
import { registerSessionTimeLimit, responsibleGamblingService } from './services/responsible-gambling/responsible-gambling-plugin.ts';
import { sessionTimeLimitSetOf } from './services/responsible-gambling/index.ts';
import { siteConfigService } from './services/site-config/site-config-plugin.ts';
import { sportsbookService } from './services/sportsbook/sportsbook-plugin.ts';
import { supportService } from './services/support/support-plugin.ts';
import { twoFactorService } from './services/player-verification/two-factor-routes.ts';
import { servedSiteConfig } from './services/site-config/index.ts';
import { walletService } from './services/wallet/wallet-plugin.ts';
import { bonusesService } from './services/bonuses/index.ts';
import { registerNotFound } from './site/not-found-handler.ts';
import { registerSite } from '../server/site/static-site.ts';

/** The largest request body accepted (413 beyond). */
export const maxBodyBytes = 64 * 1024;

export interface AppOptions {
  siteDir: string | null;
  control: boolean;
  logger: boolean;
  /** Login attempts per source; the login service's default when absent. */
  loginRateLimit?: LoginRateLimit;
  /** Where the sandbox prints notices (a line per CSP report). */
  print: (line: string) => void;
  /** The game provider's origin (its own port), for the launch URLs, the CSP's frame-src and the site config. */
  providerOrigin: string | null;
  /** The legacy application's origin (its own port), for the CSP's frame-src and the site config's embeddedAppOrigins. */
  legacyOrigin?: string | null;
  /** The identity provider's origin (its own port), for the verification URLs, the CSP's frame-src and the site config's identityProviderOrigins. */
  identityOrigin?: string | null;
  /** Origins of sites served elsewhere (the site server) that the API allows by CORS (`SITE_ORIGINS`). */
  corsOrigins?: readonly string[];
  /**
   * Every origin the site may be served from (the sandbox's own, Vite's in development, SITE_ORIGINS),
   * known once the sandbox listens: a game launch is bound to one of them. Without it, `corsOrigins`.
   */
  siteOrigins?: () => readonly string[];
}

/** The HTTP plumbing on the root instance (so it covers every service), then one plugin per service. */
export async function buildApp(context: SandboxContext, options: AppOptions): Promise<FastifyInstance> {
  const servesSite = options.siteDir !== null;
  const app = Fastify({
    // Without the logger option only errors are logged, so a 500 never passes silently.
    logger: { level: options.logger ? 'info' : 'error' },
    // The platform's bodies are small; a bound keeps a flood of large bodies cheap to refuse (413).
    bodyLimit: maxBodyBytes,
    // A username in a control path may be 254 characters, percent-encoded.
    routerOptions: { maxParamLength: 1024 },
    // The router's own errors and the HTTP parser's, in the platform's error body.
    frameworkErrors: frameworkErrorsFor(servesSite, options.providerOrigin, options.legacyOrigin ?? null, options.identityOrigin ?? null),
    clientErrorHandler,
  });
  const faults = new FaultStore();
  registerJsonParser(app);
  registerErrorHandler(app);
  registerResponseHeaders(app, servesSite, options.providerOrigin, options.legacyOrigin ?? null, options.identityOrigin ?? null);
  const corsOrigins = options.corsOrigins ?? [];
  registerCors(app, corsOrigins);
  registerRequestHygiene(app, () => corsOrigins, servesSite);
  registerFaultHook(app, faults);
  registerAuthorisedRoutes(app, sessionLookup(context.db, sessionTimeLimitSetOf), context.now);
  registerSessionTimeLimit(app, context.db, context.now);

  const runtime = {
    gameProviderOrigin: options.providerOrigin,
    embeddedAppOrigin: options.legacyOrigin ?? null,
    identityProviderOrigin: options.identityOrigin ?? null,
  };
  await app.register(siteConfigService, { ...context, ...runtime });
  // Every request that makes the sandbox hash a secret (login, credential resets, PIN change) takes
  // a token from its source's bucket; minting captcha tokens has buckets of its own, as large.
  const rateLimit = options.loginRateLimit ?? defaultLoginRateLimit;
  const loginThrottle = new LoginThrottle(context.db, 'login', rateLimit, context.now);
  await app.register(captchaService, { ...context, throttle: new LoginThrottle(context.db, 'captcha', rateLimit, context.now) });
  await app.register(loginService, { ...context, loginThrottle });
  await app.register(profileService, { ...context, loginThrottle });
  await app.register(walletService, context);
  await app.register(bonusesService, context);
  await app.register(notificationsService, context);
  await app.register(playerMessagesService, context);
  await app.register(loyaltyService, context);
  await app.register(paymentsService, context);
  await app.register(responsibleGamblingService, context);
  await app.register(contentService, context);
  await app.register(helpService, context);
  await app.register(casinoLobbyService, context);
  await app.register(geolocationService, context);
  await app.register(playerGamesService, context);
  await app.register(sportsbookService, context);
  await app.register(playerVerificationService, context);
  await app.register(twoFactorService, context);
  await app.register(documentsService, { ...context, identityProviderOrigin: options.identityOrigin ?? null });
  if (options.providerOrigin !== null) await app.register(gameLaunchService, { ...context, providerOrigin: options.providerOrigin, siteOrigins: options.siteOrigins ?? (() => corsOrigins) });
  await app.register(cspReportsService, { ...context, print: options.print });
  await app.register(supportService, context);
  await app.register(registrationService, context);
  await app.register(referralService, context);
  if (options.control) await app.register(controlApi, { ...context, ...runtime, faults, prefix: '/sandbox' });

  const sitePage =
    options.siteDir === null
      ? null
      : await registerSite(app, options.siteDir, {
          siteConfig: () => servedSiteConfig(context.db, runtime),
          contentPage: (config, slug) => defaultContentPage(context.db, config, slug),
          helpCategories: (config) => defaultHelpCategories(config, (bucket) => hasBucket(context.db, bucket, 'en')),
          category: (config, category) => defaultCategory(context.db, config, category),
          gamePage: (config, slug) => defaultGamePage(context.db, config, slug),
        });
  registerNotFound(app, sitePage);
  return app;
}
