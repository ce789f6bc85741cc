import type { EnrolmentUriStore } from '../../domain/twofactor';

export class MemoryEnrolmentUriStore implements EnrolmentUriStore {
  private uri: string | null = null;

  read(): string | null {
    return this.uri;
  }

  write(uri: string): void {
    this.uri = uri;
  }

  clear(): void {
    this.uri = null;
  }
}
