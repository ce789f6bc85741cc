import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import { databaseDir, openDatabase } from './db/database.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { registerControlGuard } from './http/control-guard.ts';
import { FaultStore, registerFaultHook } from './http/faults.ts';
import { registerResponseHeaders } from './http/headers.ts';
import { registerErrorHandler, registerJsonParser } from './http/plumbing.ts';
import { registerCaptchaRoute } from './routes/captcha.ts';
import { registerControlRoutes } from './routes/control.ts';
import { registerLoginRoutes } from './routes/login.ts';
import { registerLoyaltyRoute } from './routes/loyalty.ts';
import { registerPinResetRoute } from './routes/pin-reset.ts';
import { registerNotificationsRoute } from './routes/notifications.ts';
import { registerPasswordResetRoute } from './routes/password-reset.ts';
import { registerProfileRoutes } from './routes/profile.ts';
import { registerSiteConfigRoute } from './routes/site-config.ts';
import { registerWalletRoutes } from './routes/wallet.ts';
import { isSeeded, prepareSeed, seedDatabase } from './seed.ts';
import { registerNotFound, registerSite } from './site.ts';

export interface SandboxOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  host?: string;
  /** Where PGlite keeps the database; created and seeded on first use, reused afterwards. */
  dataDir: string;
  /** A built site (e.g. `dist`) to serve next to the API, with the SPA fallback. */
  siteDir?: string | null;
  /** The test-control API under /sandbox. Default true. */
  control?: boolean;
  /** Log every request (default: errors only). */
  logger?: boolean;
  /** The clock behind session expiry, blocks, tokens and TOTP; tests move it instead of waiting. */
  now?: Clock;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function buildApp(context: SandboxContext, options: SandboxOptions): Promise<FastifyInstance> {
  // Without the logger option only errors are logged, so a 500 never passes silently.
  const app = Fastify({ logger: { level: options.logger ? 'info' : 'error' } });
  const siteDir = options.siteDir ?? null;
  const control = options.control ?? true;
  registerJsonParser(app);
  registerErrorHandler(app);
  registerResponseHeaders(app, siteDir !== null);
  if (control) registerControlGuard(app);
  registerFaultHook(app, context.faults);

  registerSiteConfigRoute(app, context);
  registerCaptchaRoute(app, context);
  registerLoginRoutes(app, context);
  registerPasswordResetRoute(app, context);
  registerProfileRoutes(app, context);
  registerWalletRoutes(app, context);
  registerNotificationsRoute(app, context);
  registerLoyaltyRoute(app, context);
  registerPinResetRoute(app, context);
  if (control) registerControlRoutes(app, context);

  if (siteDir !== null) await registerSite(app, siteDir);
  registerNotFound(app, siteDir !== null);
  return app;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const now = options.now ?? systemClock;
  const unlock = await lockDataDir(options.dataDir);
  let db: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    // A new data dir will be seeded: hash the demo passwords while PGlite creates its cluster.
    if (!existsSync(databaseDir(options.dataDir))) prepareSeed();
    db = await openDatabase(options.dataDir);
    if (!(await isSeeded(db))) await seedDatabase(db, now());
    const context: SandboxContext = { db, now, faults: new FaultStore() };
    const app = await buildApp(context, options);
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 0);
    const openDb = db;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      async close() {
        await app.close();
        await openDb.close();
        await unlock();
      },
    };
  } catch (error) {
    await db?.close();
    await unlock();
    throw error;
  }
}
