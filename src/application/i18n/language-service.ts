import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { chooseLanguage, type LanguageStore } from '../../domain/i18n';
import { ConfigTokens } from '../config/tokens';
import { I18nTokens } from './tokens';

/** LANG-01: one of `languagesPublished`, from `?lang`, the `LANG` cookie, or `languageDefault`. */
@injectable()
export class LanguageService {
  private readonly language: BehaviorSubject<string>;
  readonly language$: Observable<string>;

  constructor(
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(I18nTokens.LanguageStore) private readonly store: LanguageStore,
  ) {
    this.language = new BehaviorSubject(this.choose([store.read()]));
    this.language$ = this.language.pipe(distinctUntilChanged());
  }

  get published(): readonly string[] {
    return this.config.languagesPublished;
  }

  current(): string {
    return this.language.value;
  }

  /** The `lang` query key wins over the cookie when it names a published language. */
  arrive(queryLanguage: string | null): void {
    if (queryLanguage !== null && this.isPublished(queryLanguage)) this.select(queryLanguage);
  }

  select(language: string): boolean {
    if (!this.isPublished(language)) return false;
    const chosen = this.choose([language]);
    this.store.write(chosen);
    this.language.next(chosen);
    return true;
  }

  /** AUTH-11: the language of the player who just logged in. */
  applyPlayerLanguage(language: string | null): void {
    if (language !== null) this.select(language);
  }

  private isPublished(language: string): boolean {
    return this.config.languagesPublished.some((code) => code.toLowerCase() === language.trim().toLowerCase());
  }

  private choose(requested: readonly (string | null)[]): string {
    return chooseLanguage({ published: this.config.languagesPublished, fallback: this.config.languageDefault, requested });
  }
}
