import type { LanguageStore } from '../../domain/i18n';

export class MemoryLanguageStore implements LanguageStore {
  constructor(public value: string | null = null) {}

  read(): string | null {
    return this.value;
  }

  write(language: string): void {
    this.value = language;
  }
}
