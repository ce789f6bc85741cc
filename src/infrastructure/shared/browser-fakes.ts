import type { LanguageStore } from '../../domain/i18n/ports';
import type { LastPageStore, SessionStore } from '../../domain/session/ports';
import type { SessionId } from '../../domain/session/session-id';
import type { Clock, Logger, PageVisibility } from '../../domain/shared/ports';

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

export class MemoryLanguageStore implements LanguageStore {
  constructor(public value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(language: string): void {
    this.value = language;
  }
}

export class MemoryLastPageStore implements LastPageStore {
  constructor(public value: string | null = null) {}
  read(): string | null {
    return this.value;
  }
  write(path: string): void {
    this.value = path;
  }
}

/** Visibility a test turns on and off. */
export class ManualPageVisibility implements PageVisibility {
  private visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of this.listeners) listener(visible);
  }
}

export class FixedClock implements Clock {
  constructor(public time = 0) {}
  now(): number {
    return this.time;
  }
}

export class RecordingLogger implements Logger {
  readonly warnings: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
}
