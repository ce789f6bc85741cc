import type { Logger } from '../../domain/shared/ports';

export class RecordingLogger implements Logger {
  readonly warnings: string[] = [];

  warn(message: string): void {
    this.warnings.push(message);
  }
}
