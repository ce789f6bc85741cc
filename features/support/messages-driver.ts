import type { i18n as I18n } from 'i18next';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { Notice, NoticeService } from '../../src/application/shared/notices';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { LoginError } from '../../src/domain/session';
import { createI18n } from '../../src/presentation/app/i18n';
import { fieldErrorMessage, loginErrorMessage } from '../../src/presentation/session/login-messages';
import type { SiteEnvironment } from './site-environment';

export type Language = 'en' | 'es' | 'de';

export const languageNamed = (name: string): Language => {
  const languages: Record<string, Language> = { english: 'en', spanish: 'es', german: 'de' };
  const language = languages[name.toLowerCase()];
  if (language === undefined) throw new Error(`no language called ${name}`);
  return language;
};

/** The words the player reads, in their language, through the site's own translations. */
export class MessagesDriver {
  private readonly translations = new Map<Language, I18n>();

  constructor(private readonly env: SiteEnvironment) {}

  private i18n(language: string): I18n {
    const key = language as Language;
    let instance = this.translations.get(key);
    if (instance === undefined) {
      instance = createI18n(language);
      this.translations.set(key, instance);
    }
    return instance;
  }

  t(key: string, language: string = this.currentLanguage(), params?: Record<string, unknown>): string {
    return this.i18n(language).t(key, params ?? {});
  }

  currentLanguage(): string {
    return this.env.site.get<LanguageService>(I18nTokens.LanguageService).current();
  }

  loginError(error: LoginError, language: Language): string {
    return loginErrorMessage(error, this.i18n(language).t);
  }

  fieldError(cause: string, language: Language): string {
    return fieldErrorMessage(cause, this.i18n(language).t);
  }

  notices(): readonly Notice[] {
    return this.env.site.get<NoticeService>(SharedTokens.Notices).current();
  }

  /** A notice as the notices area shows it: the platform's own words, else the translation. */
  noticeText(notice: Notice, language: string = this.currentLanguage()): string {
    return notice.text ?? this.t(notice.key, language, notice.params);
  }

  /** A translation exists: the text is not the key echoed back. */
  isTranslated(key: string, text: string): boolean {
    return text.trim() !== '' && !text.includes(key);
  }
}
