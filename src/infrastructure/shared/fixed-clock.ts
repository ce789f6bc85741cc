import type { Clock } from '../../domain/shared/ports';

export class FixedClock implements Clock {
  constructor(public time = 0) {}

  now(): number {
    return this.time;
  }
}
