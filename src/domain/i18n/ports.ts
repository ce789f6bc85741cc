/** LANG-01: the `LANG` cookie. */
export interface LanguageStore {
  read(): string | null;
  write(language: string): void;
}
