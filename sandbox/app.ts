import Fastify, { type FastifyInstance } from 'fastify';
import { registerControlGuard } from './control/control-guard.ts';
import { controlApi } from './control/control-plugin.ts';
import { registerFaultHook } from './control/faults/fault-hook.ts';
import { FaultStore } from './control/faults/fault-store.ts';
import type { SandboxContext } from './kernel/context.ts';
import { registerAuthorisedRoutes } from './kernel/http/authorised-routes.ts';
import { registerErrorHandler } from './kernel/http/error-handler.ts';
import { registerResponseHeaders } from './kernel/http/headers.ts';
import { registerJsonParser } from './kernel/http/json-parser.ts';
import { captchaService } from './services/captcha/captcha-plugin.ts';
import { loginService } from './services/login/login-plugin.ts';
import { sessionLookup } from './services/login/sessions.ts';
import { loyaltyService } from './services/loyalty/loyalty-plugin.ts';
import { notificationsService } from './services/notifications/notifications-plugin.ts';
import { profileService } from './services/profile/profile-plugin.ts';
import { siteConfigService } from './services/site-config/site-config-plugin.ts';
import { readSiteConfig } from './services/site-config/site-config-repository.ts';
import { walletService } from './services/wallet/wallet-plugin.ts';
import { registerNotFound } from './site/not-found-handler.ts';
import { registerSite } from './site/static-site.ts';

export interface AppOptions {
  siteDir: string | null;
  control: boolean;
  logger: boolean;
}

/** The HTTP plumbing on the root instance (so it covers every service), then one plugin per service. */
export async function buildApp(context: SandboxContext, options: AppOptions): Promise<FastifyInstance> {
  // Without the logger option only errors are logged, so a 500 never passes silently.
  const app = Fastify({ logger: { level: options.logger ? 'info' : 'error' } });
  const servesSite = options.siteDir !== null;
  const faults = new FaultStore();
  registerJsonParser(app);
  registerErrorHandler(app);
  registerResponseHeaders(app, servesSite);
  if (options.control) registerControlGuard(app);
  registerFaultHook(app, faults);
  registerAuthorisedRoutes(app, sessionLookup(context.db), context.now);

  await app.register(siteConfigService, context);
  await app.register(captchaService, context);
  await app.register(loginService, context);
  await app.register(profileService, context);
  await app.register(walletService, context);
  await app.register(notificationsService, context);
  await app.register(loyaltyService, context);
  if (options.control) await app.register(controlApi, { ...context, faults });

  const sitePage = options.siteDir === null ? null : await registerSite(app, options.siteDir, () => readSiteConfig(context.db));
  registerNotFound(app, sitePage);
  return app;
}
