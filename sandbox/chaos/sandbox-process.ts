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
  /** `SANDBOX_PROCESSES`: more than 1 runs a primary and its workers (needs `databaseUrl`). Default 1. */
  processes?: number;
  /** More environment for the process (say `SANDBOX_DB_POOL`). */
  env?: NodeJS.ProcessEnv;
  /** More options for node (say `--cpu-prof`). */
  nodeArgs?: readonly string[];
}

const readyLine = /^sandbox process (\d+) ready$/;
const exitedLine = /^sandbox process (\d+) exited/;

/**
 * The sandbox as the operator runs it (`node --import tsx sandbox/main.ts`), in a child process
 * that can be killed outright and started again on the same data and the same ports.
 */
export class SandboxProcess {
  readonly url: string;
  readonly providerUrl: string;
  private child: ChildProcess | null = null;
  private output: string[] = [];
  private partialLine = '';
  /** The workers (`SANDBOX_PROCESSES` > 1) the primary said are ready and not yet exited. */
  private readonly workers = new Set<number>();
  private bannerSeen = false;

  private constructor(
    private readonly options: SandboxProcessOptions,
    private readonly ports: { api: number; provider: number; legacy: number },
  ) {
    this.url = `http://127.0.0.1:${ports.api}`;
    this.providerUrl = `http://127.0.0.1:${ports.provider}`;
  }

  static async create(options: SandboxProcessOptions): Promise<SandboxProcess> {
    const ports: number[] = [];
    // Three different ones: the OS may hand the same free port out twice in a row.
    while (ports.length < 3) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const [api, provider, legacy] = ports as [number, number, number];
    return new SandboxProcess(options, { api, provider, legacy });
  }

  /** The running process's pid (the primary's, with several processes), or null. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  private get processes(): number {
    return this.options.processes ?? 1;
  }

  /** Follows the primary's lines about its workers. */
  private read(text: string): void {
    const lines = (this.partialLine + text).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) {
      const ready = readyLine.exec(line.trim());
      if (ready) this.workers.add(Number(ready[1]));
      const exited = exitedLine.exec(line.trim());
      if (exited) this.workers.delete(Number(exited[1]));
      if (line.includes(' running at ')) this.bannerSeen = true;
    }
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
      SANDBOX_PROCESSES: String(this.processes),
      ...this.options.env,
    };
    delete env.DATABASE_URL;
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    this.workers.clear();
    this.bannerSeen = false;
    this.partialLine = '';
    // Several processes get a process group of their own, so that a kill takes the primary and every worker at once.
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), '--import', 'tsx', join(repoRoot, 'sandbox', 'main.ts')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.processes > 1,
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.read(chunk.toString('utf8'));
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
        // Several processes: the primary's banner comes once every worker listens.
        if (response.ok && (this.processes === 1 || this.bannerSeen)) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill();
    throw new Error(`The sandbox process did not answer within the start timeout:\n${this.lastOutput()}`);
  }

  /** SIGKILL (to the primary and every worker): no shutdown, no flush, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGKILL to one worker while the others serve on; the primary starts another. Its pid. */
  killWorker(): number {
    const [pid] = [...this.workers];
    if (pid === undefined) throw new Error('No sandbox worker is ready to be killed');
    this.workers.delete(pid);
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  /** Waits until every worker serves again (after `killWorker`). */
  async allWorkersReady(timeoutMs = 60_000): Promise<void> {
    if (this.processes === 1) return;
    const deadline = Date.now() + timeoutMs;
    while (this.workers.size < this.processes) {
      if (Date.now() > deadline) throw new Error(`Only ${this.workers.size} of ${this.processes} sandbox processes serve:\n${this.lastOutput()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM: the sandbox closes its servers and its database. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child === null) return;
    const exited = once(child, 'exit');
    if (this.processes > 1 && child.pid !== undefined) process.kill(-child.pid, signal);
    else child.kill(signal);
    await exited;
    this.child = null;
  }
}
