import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import { databaseDir, openDatabaseAt, type Database } from './kernel/database/database.ts';
import { lockDataDir } from './kernel/database/data-dir-lock.ts';
import { exclusively } from './kernel/database/exclusive.ts';
import { loadSandboxSecrets } from './kernel/security/sandbox-secrets.ts';
import { isSeeded, prepareSeed, seedDatabase } from './seed/seed.ts';
import { buildProviderApp } from './services/game-provider/provider-app.ts';
import { buildLegacyApp } from './services/legacy-app/legacy-app.ts';
import { buildIdentityProviderApp } from './services/identity-provider/identity-provider-app.ts';
import type { RandomInt } from './services/game-provider/index.ts';
import type { LoginRateLimit } from './services/login/index.ts';

export interface SandboxOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  host?: string;
  /** Where PGlite keeps the database; created and seeded on first use, reused afterwards. */
  dataDir: string;
  /** A PostgreSQL server's database (`DATABASE_URL`) to use instead of PGlite; seeded on first use too. */
  databaseUrl?: string | null;
  /** A built site (e.g. `dist`) to serve next to the API, with the SPA fallback. */
  siteDir?: string | null;
  /** The test-control API under /sandbox. Default true. */
  control?: boolean;
  /** Log every request (default: errors only). */
  logger?: boolean;
  /** The clock behind session expiry, blocks, tokens and TOTP; tests move it instead of waiting. */
  now?: Clock;
  /**
   * Login attempts per source (client address): a token bucket of `burst`, refilled `perMinute`.
   * Default `defaultLoginRateLimit` (10, then 6 a minute); test harnesses pass a roomy one.
   */
  loginRateLimit?: LoginRateLimit;
  /** Where notices go, one line each (CSP reports). Default: the console. */
  print?: (line: string) => void;
  /** The game provider's own port (a second origin, as a real provider's). 0 picks a free port. Default 0. */
  providerPort?: number;
  /** The legacy application's own port (a third origin: cashier and sportsbook). 0 picks a free port. Default 0. */
  legacyPort?: number;
  /** The identity provider's own port (a fourth origin: document uploads). 0 picks a free port. Default 0. */
  identityPort?: number;
  /** Origins besides the sandbox's own that serve the site (Vite's dev server): they may frame the games. */
  extraSiteOrigins?: readonly string[];
  /** Origins of sites served by another server (the site server, `server/`): the API allows them by CORS, and they may frame the games. */
  siteOrigins?: readonly string[];
  /** Where the game provider draws every result from. Default: node's crypto. */
  random?: RandomInt;
  /**
   * One of several processes on one PostgreSQL database (`SANDBOX_PROCESSES`): the primary holds
   * the data dir's lock and prepared the database (`prepareSandboxData`), so this one takes no lock.
   */
  sharesDataDir?: boolean;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /** The game provider's origin, e.g. http://127.0.0.1:4174. */
  providerUrl: string;
  /** The legacy application's origin, e.g. http://127.0.0.1:4175. */
  legacyUrl: string;
  /** The identity provider's origin, e.g. http://127.0.0.1:4176. */
  identityUrl: string;
  close(): Promise<void>;
}

function portOf(address: AddressInfo | string | null, fallback: number): number {
  return typeof address === 'object' && address !== null ? address.port : fallback;
}

/** Seeds a database on its first start; of several processes starting at once on a server, one seeds. */
async function seedOnce(db: Database, nowMs: number): Promise<void> {
  await exclusively(db, 'sandbox:seed', async () => {
    if (!(await isSeeded(db))) await seedDatabase(db, nowMs);
  });
}

/**
 * What the primary of several processes does once before they start: migrates the database, seeds
 * it on first use, and makes the data dir's keys (every process then reads the same ones).
 */
export async function prepareSandboxData(options: Pick<SandboxOptions, 'dataDir' | 'databaseUrl' | 'now'>): Promise<void> {
  const db = await openDatabaseAt(options);
  try {
    await seedOnce(db, (options.now ?? systemClock)());
  } finally {
    await db.close();
  }
  await loadSandboxSecrets(options.dataDir);
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const now = options.now ?? systemClock;
  const unlock = options.sharesDataDir ? async () => undefined : await lockDataDir(options.dataDir);
  let db: Database | null = null;
  let provider: FastifyInstance | null = null;
  let legacy: FastifyInstance | null = null;
  let identity: FastifyInstance | null = null;
  try {
    // A new data dir will be seeded: hash the demo passwords while PGlite creates its cluster.
    if (!options.databaseUrl && !existsSync(databaseDir(options.dataDir))) prepareSeed();
    db = await openDatabaseAt(options);
    await seedOnce(db, now());
    const secrets = await loadSandboxSecrets(options.dataDir);
    const host = options.host ?? '127.0.0.1';
    const urlOf = (port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    // The provider listens first: the site's CSP, launch URLs and configuration name its origin.
    const siteOrigins: string[] = [...(options.extraSiteOrigins ?? []), ...(options.siteOrigins ?? [])];
    provider = await buildProviderApp({ db, now, secrets }, {
      logger: options.logger ?? false,
      siteOrigins: () => siteOrigins,
      ...(options.random === undefined ? {} : { random: options.random }),
    });
    await provider.listen({ port: options.providerPort ?? 0, host });
    const providerUrl = urlOf(portOf(provider.server.address(), options.providerPort ?? 0));
    // The legacy application too, framed by the same site origins; it calls the API once that listens.
    let apiUrl = '';
    legacy = await buildLegacyApp({ now, db, formKey: secrets.derivedKey('legacy-forms') }, { logger: options.logger ?? false, siteOrigins: () => siteOrigins, apiUrl: () => apiUrl });
    await legacy.listen({ port: options.legacyPort ?? 0, host });
    const legacyUrl = urlOf(portOf(legacy.server.address(), options.legacyPort ?? 0));
    identity = await buildIdentityProviderApp({ db, now, secrets }, { logger: options.logger ?? false, siteOrigins: () => siteOrigins });
    await identity.listen({ port: options.identityPort ?? 0, host });
    const identityUrl = urlOf(portOf(identity.server.address(), options.identityPort ?? 0));
    const app = await buildApp(
      { db, now, secrets },
      {
        providerOrigin: providerUrl,
        legacyOrigin: legacyUrl,
        identityOrigin: identityUrl,
        siteDir: options.siteDir ?? null,
        control: options.control ?? true,
        logger: options.logger ?? false,
        ...(options.loginRateLimit === undefined ? {} : { loginRateLimit: options.loginRateLimit }),
        print: options.print ?? ((line) => console.log(line)),
        corsOrigins: options.siteOrigins ?? [],
        siteOrigins: () => siteOrigins,
      },
    );
    await app.listen({ port: options.port ?? 0, host });
    const port = portOf(app.server.address(), options.port ?? 0);
    siteOrigins.unshift(urlOf(port));
    apiUrl = urlOf(port);
    const openDb = db;
    const openProvider = provider;
    const openLegacy = legacy;
    const openIdentity = identity;
    return {
      url: urlOf(port),
      port,
      providerUrl,
      legacyUrl,
      identityUrl,
      async close() {
        await openIdentity.close();
        await openLegacy.close();
        await app.close();
        await openProvider.close();
        await openDb.close();
        await unlock();
      },
    };
  } catch (error) {
    await identity?.close();
    await legacy?.close();
    await provider?.close();
    await db?.close();
    await unlock();
    throw error;
  }
}
