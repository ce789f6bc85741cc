#!/usr/bin/env node
// A throwaway PostgreSQL cluster for a test run: initdb in a temp dir, a unix socket in that dir
// only (no TCP), a free port number, stopped and deleted afterwards. As root, the server runs as
// the `postgres` user (PostgreSQL refuses to run as root).
//
//   node scripts/postgres-cluster.mjs -- <command> [args…]
// runs the command with SANDBOX_TEST_POSTGRES_URL set to the cluster's `postgres` database, then
// stops the cluster and exits with the command's code. The sandbox's test harness gives each test
// file a database of its own on that server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const postgresUrlVariable = 'SANDBOX_TEST_POSTGRES_URL';

const versionOf = (name) => Number(name.split('.')[0]) || 0;

/** The directory holding initdb and pg_ctl: POSTGRES_BIN, Debian's newest /usr/lib/postgresql/<v>/bin, or the PATH. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.POSTGRES_BIN) candidates.push(process.env.POSTGRES_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => versionOf(b) - versionOf(a))) candidates.push(join(debian, version, 'bin'));
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) candidates.push(onPath.replace(/\/initdb$/, ''));
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function runAsOwner(binDir, program, args) {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', join(binDir, program), ...args]] : [join(binDir, program), args];
  return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/**
 * Starts a cluster and answers `{ url, dataDir, stop }`; throws (with the server's log) when it cannot start.
 * The server is tuned for tests (no fsync): it is never the process the tests kill. With
 * `durable: true` it keeps PostgreSQL's defaults (fsync, synchronous_commit and full_page_writes
 * on), as a bench of money requests must: a commit is on disk before the answer. `settings`:
 * more `name=value` server settings (say `commit_delay=200`).
 */
export async function startThrowawayPostgres({ durable = false, settings = [] } = {}) {
  const binDir = postgresBinDir();
  if (binDir === null) throw new Error('PostgreSQL is not installed (no initdb): apt-get install -y postgresql, or set POSTGRES_BIN.');
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const stop = () => {
    if (!existsSync(dir)) return;
    try {
      runAsOwner(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (it never started, or was stopped already).
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsOwner(binDir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const serverOptions = [
      "-c listen_addresses=''",
      `-k ${dir}`,
      `-p ${port}`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    runAsOwner(binDir, 'pg_ctl', ['-D', data, '-o', serverOptions, '-l', log, '-w', '-t', '60', 'start']);
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    const output = [error.stdout, error.stderr, serverLog].filter(Boolean).join('\n');
    stop();
    throw new Error(`PostgreSQL did not start: ${error.message}\n${output}`, { cause: error });
  }
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
  return { url, binDir, dataDir: data, stop };
}

const isMain = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  if (command.length === 0) {
    console.error('Usage: node scripts/postgres-cluster.mjs -- <command> [args…]');
    process.exit(2);
  }
  const cluster = await startThrowawayPostgres();
  console.error(`PostgreSQL (${cluster.binDir}) at ${cluster.url}`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, [postgresUrlVariable]: cluster.url } });
  const stopAndExit = (code) => {
    cluster.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('close', (code) => stopAndExit(code ?? 1));
}
