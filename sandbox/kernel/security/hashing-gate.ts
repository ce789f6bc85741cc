import type { RetryableError } from '../http/error-handler.ts';

/**
 * `priority`: requests from a source in good standing (no recent wrong guesses) and the sandbox's
 * own work; `normal`: everything else. Waiting priority tasks always go first.
 */
export type HashLane = 'priority' | 'normal';

export interface HashingOptions {
  lane?: HashLane;
  /** A task from a request: refused (503) when its lane's queue is full, instead of waiting. */
  bounded?: boolean;
}

/** scrypt (N=2^17) at once: one per core of a small machine; each also holds 128 MiB. */
export const hashingConcurrency = 2;
/** Tasks from requests that may wait per lane; beyond, 503 with Retry-After (about 2 s of work each). */
export const maxWaitingPerLane = 16;

function busy(): RetryableError {
  return Object.assign(new Error('The password checker is busy'), { statusCode: 503, retryAfterSeconds: 1 });
}

/**
 * Bounded concurrency for the slow hash: at most `concurrency` run, the rest wait in two FIFO lanes.
 * The normal lane may use all slots but one, so a player in good standing never waits for a slot
 * behind a spray; a spray fills the normal lane and is then refused at once (503).
 */
export class HashingGate {
  private readonly running: Record<HashLane, number> = { priority: 0, normal: 0 };
  private readonly waiting: Record<HashLane, (() => void)[]> = { priority: [], normal: [] };

  constructor(
    private readonly concurrency: number = hashingConcurrency,
    private readonly maxWaiting: number = maxWaitingPerLane,
  ) {}

  async run<T>(task: () => Promise<T>, { lane = 'priority', bounded = false }: HashingOptions = {}): Promise<T> {
    if (this.canStart(lane)) {
      this.running[lane] += 1;
    } else {
      const queue = this.waiting[lane];
      if (bounded && queue.length >= this.maxWaiting) throw busy();
      // Whoever wakes this task has already counted it as running.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.running[lane] -= 1;
      this.wakeWaiting();
    }
  }

  /** Tasks running and waiting (for tests). */
  get load(): { running: number; priority: number; normal: number } {
    return { running: this.running.priority + this.running.normal, priority: this.waiting.priority.length, normal: this.waiting.normal.length };
  }

  private canStart(lane: HashLane): boolean {
    if (this.running.priority + this.running.normal >= this.concurrency) return false;
    return lane === 'priority' || this.running.normal < Math.max(1, this.concurrency - 1);
  }

  private wakeWaiting(): void {
    for (const lane of ['priority', 'normal'] as const) {
      while (this.waiting[lane].length > 0 && this.canStart(lane)) {
        this.running[lane] += 1;
        this.waiting[lane].shift()?.();
      }
    }
  }
}

/** One gate per process: the CPU and memory it protects are the process's. */
export const hashingGate = new HashingGate();
