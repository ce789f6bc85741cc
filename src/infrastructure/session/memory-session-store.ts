import type { SessionId, SessionStore } from '../../domain/session';

export class MemorySessionStore implements SessionStore {
  constructor(public value: SessionId | null = null) {}

  read(): SessionId | null {
    return this.value;
  }

  write(session: SessionId): void {
    this.value = session;
  }

  clear(): void {
    this.value = null;
  }
}
