import type { Clock } from '../../domain/shared/ports';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
