import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPlayers } from './seed/demo-players.ts';
import { parseLoginRateLimit, type LoginRateLimit } from './services/login/index.ts';

/** The repository root, so the CLIs find vite.config.ts and dist/ whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface CliSettings {
  port: number;
  host: string;
  dataDir: string;
  /** `DATABASE_URL`: a PostgreSQL server's database instead of PGlite in the data dir. */
  databaseUrl: string | null;
  control: boolean;
  sandboxPort: number;
  /** The game provider's own port (`GAME_PROVIDER_PORT`); 0, the default, picks a free one at each start. */
  providerPort: number;
  /** The legacy application's own port (`LEGACY_APP_PORT`); 0, the default, picks a free one at each start. */
  legacyPort: number;
  /** The identity provider's own port (`IDENTITY_PROVIDER_PORT`); 0, the default, picks a free one at each start. */
  identityPort: number;
  /** `SANDBOX_LOGIN_RATE=<burst>/<perMinute>`, default 10/6. */
  loginRateLimit: LoginRateLimit;
  /** `SITE_ORIGINS`: origins of sites served by the site server (`npm run serve`), allowed by CORS; comma-separated. */
  siteOrigins: string[];
  /** `SANDBOX_PROCESSES`: sandbox processes behind the ports (1, the default; more needs `DATABASE_URL`). */
  processes: number;
}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name}=${value} is not a port number`);
  return port;
}

/** A sanity bound: beyond a few per core, processes only contend for the CPU and the database's connections. */
const maxProcesses = 64;

function processesFrom(value: string | undefined, databaseUrl: string | null): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > maxProcesses) throw new Error(`SANDBOX_PROCESSES=${value} is not a whole number from 1 to ${maxProcesses}`);
  if (count > 1 && databaseUrl === null) {
    throw new Error(
      `SANDBOX_PROCESSES=${count} needs DATABASE_URL: PGlite is an embedded database that only one process may open. ` +
        'Set DATABASE_URL to a PostgreSQL database (docs/sandbox.md, "On a PostgreSQL server"), or run one process.',
    );
  }
  return count;
}

function siteOriginsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`SITE_ORIGINS: ${item} is not an http(s) origin`);
      return url.origin;
    });
}

export function readCliSettings(env: NodeJS.ProcessEnv = process.env): CliSettings {
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port: portFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    // Relative to where the command runs (npm scripts run at the repository root).
    dataDir: resolve(env.DATA_DIR || '.data/sandbox'),
    databaseUrl,
    control: env.SANDBOX_CONTROL !== 'off',
    sandboxPort: portFrom(env.SANDBOX_PORT, 8081, 'SANDBOX_PORT'),
    providerPort: portFrom(env.GAME_PROVIDER_PORT, 0, 'GAME_PROVIDER_PORT'),
    legacyPort: portFrom(env.LEGACY_APP_PORT, 0, 'LEGACY_APP_PORT'),
    identityPort: portFrom(env.IDENTITY_PROVIDER_PORT, 0, 'IDENTITY_PROVIDER_PORT'),
    loginRateLimit: parseLoginRateLimit(env.SANDBOX_LOGIN_RATE),
    siteOrigins: siteOriginsFrom(env.SITE_ORIGINS),
    processes: processesFrom(env.SANDBOX_PROCESSES, databaseUrl),
  };
}

export function demoPlayersTable(): string {
  const rows = demoPlayers.map((player) => [player.email, player.password, player.shows]);
  const header = ['username (email)', 'password', 'shows'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
