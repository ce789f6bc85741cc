import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface SandboxProcessOptions {
  dataDir: string;
  /** A PostgreSQL database; PGlite in `dataDir` when absent. */
  databaseUrl?: string | null;
  /** How long a start may take before it counts as failed. Default 60 s. */
  startTimeoutMs?: number;
}

/**
 * The sandbox as the operator runs it (`node --import tsx sandbox/main.ts`), in a child process
 * that can be killed outright and started again on the same data and the same ports.
 */
export class SandboxProcess {
  readonly url: string;
  readonly providerUrl: string;
  private child: ChildProcess | null = null;
  private output: string[] = [];

  private constructor(
    private readonly options: SandboxProcessOptions,
    private readonly ports: { api: number; provider: number; legacy: number },
  ) {
    this.url = `http://127.0.0.1:${ports.api}`;
    this.providerUrl = `http://127.0.0.1:${ports.provider}`;
  }

  static async create(options: SandboxProcessOptions): Promise<SandboxProcess> {
    return new SandboxProcess(options, { api: await freePort(), provider: await freePort(), legacy: await freePort() });
  }

  /** The last lines the process printed, for a failure's message. */
  lastOutput(): string {
    return this.output.slice(-40).join('');
  }

  /** Starts the process and waits until its API answers. */
  async start(): Promise<void> {
    if (this.child !== null) throw new Error('The sandbox process is already running');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.ports.api),
      GAME_PROVIDER_PORT: String(this.ports.provider),
      LEGACY_APP_PORT: String(this.ports.legacy),
      DATA_DIR: this.options.dataDir,
      SANDBOX_LOGIN_RATE: '10000/10000',
    };
    delete env.DATABASE_URL;
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'sandbox', 'main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 200) this.output.splice(0, this.output.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', () => {
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 60_000);
    while (Date.now() < deadline) {
      if (this.child !== child) throw new Error(`The sandbox process exited while starting:\n${this.lastOutput()}`);
      try {
        const response = await fetch(`${this.url}/services/site-config/v1/site-config`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill();
    throw new Error(`The sandbox process did not answer within the start timeout:\n${this.lastOutput()}`);
  }

  /** SIGKILL: no shutdown, no flush, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: the sandbox closes its servers and its database. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child === null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
    this.child = null;
  }
}
