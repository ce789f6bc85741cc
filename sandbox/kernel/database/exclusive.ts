import type { Database } from './queryable.ts';
import { SerialQueue } from './serial-queue.ts';

/** Runs a task while no other process on the same database runs one under the same key. */
export type SharedLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

const sharedLocks = new WeakMap<Database, SharedLock>();
const queues = new WeakMap<Database, SerialQueue>();

/** A PostgreSQL server's database says how its processes exclude each other (session advisory locks). */
export function registerSharedLock(db: Database, lock: SharedLock): void {
  sharedLocks.set(db, lock);
}

/**
 * Runs `task` while no other task under `key` runs, in this process or any other on the same
 * database, in arrival order within a process. A process queues its own tasks first, so it holds
 * at most one database lock per key. PGlite has no other process (its data dir is locked), so
 * the queue alone is enough there; an advisory lock would not do on its single connection
 * (session locks are re-entrant, and a transaction held open would stop every other query).
 */
export function exclusively<T>(db: Database, key: string, task: () => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (queue === undefined) {
    queue = new SerialQueue();
    queues.set(db, queue);
  }
  const shared = sharedLocks.get(db);
  return queue.run(key, shared === undefined ? task : () => shared(key, task));
}
