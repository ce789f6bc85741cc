import type { Logger } from '../../domain/shared/ports';

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    console.warn(message, detail ?? '');
  }
}
