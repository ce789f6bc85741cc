import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoPlayersTable, readCliSettings, repoRoot, type CliSettings } from './cli.ts';
import { lockDataDir } from './kernel/database/data-dir-lock.ts';
import { freePort, reportReady, startWorkers } from './processes.ts';
import { prepareSandboxData, startSandbox, type RunningSandbox } from './server.ts';

interface Running {
  url: string;
  providerUrl: string;
  legacyUrl: string;
  stop(): Promise<void>;
}

function withoutPassword(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const siteDir = join(repoRoot, 'dist');
const hasSite = (): boolean => existsSync(join(siteDir, 'index.html'));
const warnWithoutSite = () => {
  if (!hasSite()) console.warn('No built site: dist/index.html is missing. Run `npm run build` first; serving the API only for now.');
};

/** The API and the built site from dist/, on one port. */
async function startServing(settings: CliSettings, { sharesDataDir = false } = {}): Promise<Running> {
  if (!sharesDataDir) warnWithoutSite();
  const sandbox = await startSandbox({
    port: settings.port,
    host: settings.host,
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    siteDir: hasSite() ? siteDir : null,
    control: settings.control,
    logger: process.env.SANDBOX_LOG === 'on',
    loginRateLimit: settings.loginRateLimit,
    providerPort: settings.providerPort,
    legacyPort: settings.legacyPort,
    identityPort: settings.identityPort,
    siteOrigins: settings.siteOrigins,
    sharesDataDir,
  });
  return { url: sandbox.url, providerUrl: sandbox.providerUrl, legacyUrl: sandbox.legacyUrl, stop: () => sandbox.close() };
}

/**
 * `SANDBOX_PROCESSES` sandboxes behind the same ports: this primary holds the data dir, migrates and
 * seeds the database once, then forks the workers (this script again, `runWorker`) and replaces any
 * that dies. Ports left to chance (0) are chosen here, so that every worker listens on the same ones.
 */
async function startProcesses(settings: CliSettings): Promise<Running> {
  warnWithoutSite();
  const unlock = await lockDataDir(settings.dataDir);
  try {
    await prepareSandboxData({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
    const chosen = async (port: number) => String(port === 0 ? await freePort(settings.host) : port);
    const workers = await startWorkers(settings.processes, {
      PORT: await chosen(settings.port),
      GAME_PROVIDER_PORT: await chosen(settings.providerPort),
      LEGACY_APP_PORT: await chosen(settings.legacyPort),
      IDENTITY_PROVIDER_PORT: await chosen(settings.identityPort),
    });
    return {
      ...workers.ready,
      async stop() {
        await workers.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** One of the primary's workers: serves until told to stop; the primary prints for all of them. */
async function runWorker(settings: CliSettings): Promise<void> {
  const running = await startServing(settings, { sharesDataDir: true });
  reportReady({ url: running.url, providerUrl: running.providerUrl, legacyUrl: running.legacyUrl });
  stopOnSignals(running, () => undefined);
}

function stopOnSignals(running: Running, say: (line: string) => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: stopping the sandbox…`);
    try {
      await running.stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** The API on SANDBOX_PORT and Vite's dev server (which proxies the API paths to it) on PORT. */
async function startDev(settings: CliSettings): Promise<Running> {
  // vite.config.ts reads SANDBOX_PORT when it loads, to point its proxy at the API.
  process.env.SANDBOX_PORT = String(settings.sandboxPort);
  const sandbox: RunningSandbox = await startSandbox({
    port: settings.sandboxPort,
    host: settings.host,
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    siteDir: null,
    control: settings.control,
    logger: process.env.SANDBOX_LOG === 'on',
    loginRateLimit: settings.loginRateLimit,
    providerPort: settings.providerPort,
    legacyPort: settings.legacyPort,
    identityPort: settings.identityPort,
    // The site comes from Vite's port: the games may be framed there.
    extraSiteOrigins: [`http://${hostForUrl(settings.host)}:${settings.port}`],
  });
  try {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      server: { port: settings.port, host: settings.host, strictPort: true },
    });
    await vite.listen();
    return {
      url: `http://${hostForUrl(settings.host)}:${settings.port}`,
      providerUrl: sandbox.providerUrl,
      legacyUrl: sandbox.legacyUrl,
      async stop() {
        await vite.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const settings = readCliSettings();
  if (dev && settings.processes > 1) throw new Error('--dev runs one sandbox process: unset SANDBOX_PROCESSES.');
  if (cluster.isWorker) return runWorker(settings);
  const running = dev ? await startDev(settings) : settings.processes > 1 ? await startProcesses(settings) : await startServing(settings);

  const processes = settings.processes > 1 ? ` (${settings.processes} processes)` : '';
  console.log(`\nCasino site sandbox${dev ? ' (dev, hot reload)' : ''}${processes} running at ${running.url}`);
  console.log(`Games are served by the sandbox's game provider at ${running.providerUrl}`);
  console.log(`The legacy application (cashier and sportsbook) is served at ${running.legacyUrl}`);
  const store = settings.databaseUrl ? `PostgreSQL ${withoutPassword(settings.databaseUrl)} (lock in ${settings.dataDir})` : settings.dataDir;
  console.log(`Data: ${store}${settings.control ? '' : '   (test-control API off)'}\n`);
  console.log(`Demo players (every one has PIN 1234 unless it says otherwise):\n${demoPlayersTable()}\n`);
  stopOnSignals(running, (line) => console.log(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
