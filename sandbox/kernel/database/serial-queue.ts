/**
 * Runs tasks one at a time per key, in the order they arrive, within this process (`exclusively`
 * adds the database's lock for the other processes).
 */
export class SerialQueue {
  /** The last task queued per key, settled either way (never rejects). */
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget the key once the last queued task is done, so the map does not grow with every name tried.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
