import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server.ts';
import { copySeededDatabase } from '../../sandbox/test-support/seeded-template.ts';
import { HttpClient } from '../../src/infrastructure/shared/http-client';
import type { SessionId } from '../../src/domain/session';

const controlHeaders = { 'X-Sandbox-Control': '1' } as const;

export interface SandboxFixture {
  readonly url: string;
  readonly http: HttpClient;
  readonly rejected: SessionId[];
  /** A fresh player, copied from a seeded one, so tests never share state. */
  newPlayer(template?: string, patch?: Record<string, unknown>): Promise<{ username: string; password: string }>;
  /** A call to the test-control API (`/sandbox/...`), with the header it requires. */
  control(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/** A real sandbox on a random port with a fresh database: a copy of the seeded template, as the sandbox's own tests use. */
export const startFixture = async (): Promise<SandboxFixture> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'contract-'));
  await copySeededDatabase(dataDir);
  const sandbox = await startSandbox({ port: 0, dataDir, siteDir: null, control: true, logger: false });
  const rejected: SessionId[] = [];
  const http = new HttpClient({ baseUrl: sandbox.url, fetch: globalThis.fetch.bind(globalThis), rejections: { reject: (id: SessionId) => rejected.push(id) } });
  // The test-control API refuses anything but GET without this header (docs/api.md).
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.url}${path}`, {
      method,
      headers: body === undefined ? controlHeaders : { ...controlHeaders, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    url: sandbox.url,
    http,
    rejected,
    control,
    async newPlayer(template = 'ready@demo.test', patch = {}) {
      const response = await control('POST', '/sandbox/control/players', { template, ...patch });
      if (response.status !== 201) throw new Error(`player not created: ${response.status} ${await response.text()}`);
      return (await response.json()) as { username: string; password: string };
    },
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
