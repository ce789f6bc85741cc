import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabaseAt, type Database } from '../kernel/database/database.ts';
import { findDemoPlayer } from '../seed/demo-players.ts';
import { startSandbox, type SandboxOptions } from '../server.ts';
import { roomyLoginRateLimit } from '../services/login/index.ts';
import { copySeededDatabase } from './seeded-template.ts';
import { forgetTestPostgresDatabase, testPostgresDatabaseFor } from './test-postgres.ts';

/** Every non-GET call to the test-control API needs this header (docs/api.md, test control). */
export const controlHeaders = { 'X-Sandbox-Control': '1' } as const;

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when there is none (or it is not JSON). */
  body: unknown;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LegacyRequestOptions {
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A sandbox on a random port over a fresh temp data dir, with a clock the test can move. */
export interface TestSandbox {
  url: string;
  /** The game provider's origin (the second port). */
  providerUrl: string;
  /** The legacy application's origin (the third port: cashier and sportsbook pages). */
  legacyUrl: string;
  /** The identity provider's origin (the fourth port: document uploads). */
  identityUrl: string;
  dataDir: string;
  advanceClock(ms: number): void;
  now(): number;
  /** A plain request: no headers beyond the ones given (and the JSON content type for a body). */
  request(method: string, path: string, options?: RequestOptions): Promise<HttpResult>;
  /** A plain request to the game provider's origin (`/play/{token}`, `/rounds`, its assets). */
  providerRequest(method: string, path: string, options?: RequestOptions): Promise<HttpResult>;
  /**
   * A plain request to the legacy application's origin. A `form` body is sent as
   * `application/x-www-form-urlencoded`, as its pages' forms are; redirects are not followed.
   */
  legacyRequest(method: string, path: string, options?: LegacyRequestOptions): Promise<HttpResult>;
  /** A call to the test-control API (`/sandbox/...`), with its required header. */
  control(method: string, path: string, body?: unknown): Promise<HttpResult>;
  login(username: string, password: string, headers?: Record<string, string>): Promise<HttpResult>;
  /** Logs in and returns the session id, failing the test when the login does not succeed. */
  sessionFor(username: string, password: string): Promise<string>;
  createPlayer(body?: Record<string, unknown>): Promise<{ username: string; password: string }>;
  patchPlayer(username: string, patch: Record<string, unknown>): Promise<HttpResult>;
  /** Deletes a player and everything it owns: 204, or 404 when unknown. */
  deletePlayer(username: string): Promise<HttpResult>;
  /** The lines the sandbox printed (CSP reports), oldest first; a test sandbox prints nothing to the console. */
  printed(): readonly string[];
  /** Closes the server; the data dir is removed unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`Expected a string, got ${JSON.stringify(value)}`);
  return value;
}

/** The password of a seeded demo player. */
export function demoPassword(username: string): string {
  const demo = findDemoPlayer(username);
  if (!demo) throw new Error(`${username} is not a demo player`);
  return demo.password;
}

export async function newDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sandbox-test-'));
}

export interface TestSandboxOptions extends Partial<Omit<SandboxOptions, 'now' | 'print'>> {
  /**
   * A new data dir starts as a copy of a seeded template (fast) unless this is false, in which
   * case the sandbox creates and seeds it itself, as on a first start.
   */
  fromTemplate?: boolean;
}

export async function startTestSandbox({ fromTemplate = true, ...options }: TestSandboxOptions = {}): Promise<TestSandbox> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await newDataDir());
  let offsetMs = 0;
  const printed: string[] = [];
  const now = () => Date.now() + offsetMs;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    // With SANDBOX_TEST_POSTGRES_URL set, the data dir's database is on that server.
    const databaseUrl = options.databaseUrl ?? (await testPostgresDatabaseFor(dataDir, { seeded: ownsDataDir && fromTemplate }));
    if (ownsDataDir && fromTemplate && !databaseUrl) await copySeededDatabase(dataDir);
    // A roomy login rate limit unless the test gives one: suites log in from 127.0.0.1 in quick succession.
    sandbox = await startSandbox({
      port: 0,
      loginRateLimit: roomyLoginRateLimit,
      ...options,
      dataDir,
      databaseUrl,
      now,
      print: (line) => printed.push(line),
    });
  } catch (error) {
    if (ownsDataDir) {
      await rm(dataDir, { recursive: true, force: true });
      await forgetTestPostgresDatabase(dataDir);
    }
    throw error;
  }

  const request = (method: string, path: string, options: RequestOptions = {}) => requestTo(sandbox.url, method, path, options);

  async function requestTo(base: string, method: string, path: string, { body, headers = {} }: RequestOptions = {}): Promise<HttpResult> {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const responseText = await response.text();
    let parsed: unknown;
    try {
      parsed = responseText === '' ? undefined : JSON.parse(responseText);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text: responseText, body: parsed };
  }

  const control = (method: string, path: string, body?: unknown) =>
    request(method, path, body === undefined ? { headers: controlHeaders } : { body, headers: controlHeaders });

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    request('POST', '/services/login-service/v1/login', { body: { username, password }, headers });

  return {
    url: sandbox.url,
    providerUrl: sandbox.providerUrl,
    dataDir,
    advanceClock(ms) {
      offsetMs += ms;
    },
    now,
    request,
    providerRequest: (method, path, options) => requestTo(sandbox.providerUrl, method, path, options),
    legacyUrl: sandbox.legacyUrl,
    identityUrl: sandbox.identityUrl,
    async legacyRequest(method, path, { form, headers = {} } = {}) {
      const response = await fetch(sandbox.legacyUrl + path, {
        method,
        redirect: 'manual',
        headers: form === undefined ? headers : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form === undefined ? null : new URLSearchParams(form).toString(),
      });
      const responseText = await response.text();
      return { status: response.status, headers: response.headers, text: responseText, body: undefined };
    },
    control,
    login,
    async sessionFor(username, password) {
      const result = await login(username, password);
      if (result.status !== 200) throw new Error(`Login of ${username} answered ${result.status} ${result.text}`);
      return text(record(result.body).sessionId);
    },
    async createPlayer(body = {}) {
      const result = await control('POST', '/sandbox/control/players', body);
      if (result.status !== 201) throw new Error(`Creating a player answered ${result.status} ${result.text}`);
      const created = record(result.body);
      return { username: text(created.username), password: text(created.password) };
    },
    patchPlayer(username, patch) {
      return control('PATCH', `/sandbox/control/players/${encodeURIComponent(username)}`, patch);
    },
    printed: () => printed,
    deletePlayer(username) {
      return control('DELETE', `/sandbox/control/players/${encodeURIComponent(username)}`);
    },
    async close({ keepData = false } = {}) {
      await sandbox.close();
      if (!keepData) {
        await rm(dataDir, { recursive: true, force: true });
        await forgetTestPostgresDatabase(dataDir);
      }
    },
  };
}

/** A database of its own (a copy of the seeded template), for tests that call sandbox code directly. */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const dataDir = await newDataDir();
  try {
    const databaseUrl = await testPostgresDatabaseFor(dataDir, { seeded: true });
    if (!databaseUrl) await copySeededDatabase(dataDir);
    const db = await openDatabaseAt({ dataDir, databaseUrl });
    return {
      db,
      async close() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
        await forgetTestPostgresDatabase(dataDir);
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    await forgetTestPostgresDatabase(dataDir);
    throw error;
  }
}
