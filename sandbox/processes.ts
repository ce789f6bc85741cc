import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** What a worker tells the primary once its servers listen. */
export interface WorkerReady {
  type: 'sandbox-ready';
  url: string;
  providerUrl: string;
  legacyUrl: string;
}

const isReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'sandbox-ready';

/** A port nobody listens on now, so that every worker is given the same one. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A worker that dies sooner than this after its start is replaced only after a pause, so a broken start does not spin. */
const youngMs = 5_000;
const pauseMs = 1_000;

export interface Workers {
  /** The first worker's answer (every worker listens on the same ports). */
  ready: WorkerReady;
  /** SIGTERM to every worker (each closes its servers and its database), and waits for them. */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers of this script (node:cluster: they share the listening sockets, and the
 * primary hands each new connection to one in turn), waits until each listens, and replaces any
 * worker that dies until `stop`. Each start and end is printed with its pid (the chaos run reads them).
 */
export async function startWorkers(count: number, env: NodeJS.ProcessEnv): Promise<Workers> {
  let stopping = false;
  let starting = true;
  const live = new Set<Worker>();

  const fork = (): Promise<WorkerReady> => {
    const worker = cluster.fork(env);
    const bornAt = Date.now();
    let ready = false;
    live.add(worker);
    const answered = new Promise<WorkerReady>((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (!isReady(message)) return;
        ready = true;
        console.log(`sandbox process ${worker.process.pid} ready`);
        resolve(message);
      });
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        const how = signal ?? `code ${code}`;
        console.log(`sandbox process ${worker.process.pid} exited (${how})`);
        if (stopping) return;
        // A first start that fails fails the whole start; any other loss is replaced.
        if (!ready && starting) return reject(new Error(`A sandbox process exited while starting (${how})`));
        const pause = Date.now() - bornAt < youngMs ? pauseMs : 0;
        setTimeout(() => {
          if (!stopping) fork().catch(() => undefined);
        }, pause);
      });
    });
    answered.catch(() => undefined);
    return answered;
  };

  const stop = async () => {
    stopping = true;
    const exits = [...live].map((worker) => once(worker, 'exit'));
    for (const worker of live) worker.process.kill('SIGTERM');
    await Promise.all(exits);
  };

  try {
    const answers = await Promise.all(Array.from({ length: count }, fork));
    starting = false;
    return { ready: answers[0] as WorkerReady, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** In a worker: tells the primary it listens. */
export function reportReady(ready: Omit<WorkerReady, 'type'>): void {
  process.send?.({ type: 'sandbox-ready', ...ready } satisfies WorkerReady);
}
