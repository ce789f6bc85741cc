import { VirtualAction, VirtualTimeScheduler } from 'rxjs';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Virtual time for the RxJS streams: `advance(30_000)` runs every timer due in the next 30 s, letting
 * the (promise-based) calls they start settle in between, without waiting for real time.
 */
export class ManualTime {
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, 0);

  get now(): number {
    return this.scheduler.frame;
  }

  async advance(ms: number): Promise<void> {
    const target = this.scheduler.frame + ms;
    await settle();
    for (let round = 0; round < 10_000; round += 1) {
      const next = Math.min(...this.scheduler.actions.map((action) => action.delay ?? 0));
      if (!(next <= target)) break;
      // One moment at a time: the calls its timers start settle, and schedule what follows from
      // that moment, before the clock reaches any later timer.
      this.scheduler.maxFrames = next;
      this.scheduler.flush();
      await settle();
    }
    this.scheduler.frame = target;
    await settle();
  }

  /** Lets calls already started settle, without moving time. */
  settle(): Promise<void> {
    return this.advance(0);
  }
}
