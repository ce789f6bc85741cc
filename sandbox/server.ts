import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import { databaseDir, openDatabase, type Database } from './kernel/database/database.ts';
import { lockDataDir } from './kernel/database/data-dir-lock.ts';
import { isSeeded, prepareSeed, seedDatabase } from './seed/seed.ts';
import type { LoginRateLimit } from './services/login/login-throttle.ts';

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
  /**
   * Login attempts per source (client address): a token bucket of `burst`, refilled `perMinute`.
   * Default `defaultLoginRateLimit` (10, then 6 a minute); test harnesses pass a roomy one.
   */
  loginRateLimit?: LoginRateLimit;
  /** Where notices go, one line each (CSP reports). Default: the console. */
  print?: (line: string) => void;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const now = options.now ?? systemClock;
  const unlock = await lockDataDir(options.dataDir);
  let db: Database | null = null;
  try {
    // A new data dir will be seeded: hash the demo passwords while PGlite creates its cluster.
    if (!existsSync(databaseDir(options.dataDir))) prepareSeed();
    db = await openDatabase(options.dataDir);
    if (!(await isSeeded(db))) await seedDatabase(db, now());
    const app = await buildApp(
      { db, now },
      {
        siteDir: options.siteDir ?? null,
        control: options.control ?? true,
        logger: options.logger ?? false,
        ...(options.loginRateLimit === undefined ? {} : { loginRateLimit: options.loginRateLimit }),
        print: options.print ?? ((line) => console.log(line)),
      },
    );
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
