import type { LastPageStore } from '../../domain/session';

export class MemoryLastPageStore implements LastPageStore {
  constructor(public value: string | null = null) {}

  read(): string | null {
    return this.value;
  }

  write(path: string): void {
    this.value = path;
  }
}
