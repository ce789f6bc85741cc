import assert from 'node:assert/strict';
import type { i18n as I18n } from 'i18next';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { Notice, NoticeService } from '../../src/application/shared/notices';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { LoginError } from '../../src/domain/session';
import { createI18n } from '../../src/presentation/app/i18n';
import { fieldErrorMessage, loginErrorMessage } from '../../src/presentation/session/login-messages';
import type { SiteEnvironment } from './site-environment';

export type Language = 'en' | 'es';

export const languageNamed = (name: string): Language => {
  const languages: Record<string, Language> = { english: 'en', spanish: 'es' };
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

/** The messages the notices area shows the player (logout, failures, …). */
export class NoticesDriver {
  constructor(private readonly messages: MessagesDriver) {}

  /**
   * The one notice of this kind, as the player reads it now. `translated`: a real text in each
   * language, different between them. `english`: what an English-speaking player reads instead.
   */
  expectOne(kind: Notice['kind'], options: { readonly translated?: boolean; readonly english?: string } = {}): { readonly text: string } {
    const matching = this.messages.notices().filter((notice) => notice.kind === kind);
    assert.equal(matching.length, 1, `expected one ${kind} message, got ${JSON.stringify(this.messages.notices())}`);
    const notice = matching[0] as Notice;
    const text = this.messages.noticeText(notice);
    if (options.translated === true) {
      const [en, es] = [this.messages.noticeText(notice, 'en'), this.messages.noticeText(notice, 'es')];
      assert.ok(this.messages.isTranslated(notice.key, en) && this.messages.isTranslated(notice.key, es), `untranslated message ${notice.key}`);
      assert.notEqual(en, es, 'the message reads the same in English and Spanish');
    }
    if (options.english !== undefined) {
      assert.equal(this.messages.noticeText(notice, 'en'), options.english, 'an English-speaking player would read something else');
      assert.notEqual(text, options.english, 'the player reads the English text');
    }
    return { text };
  }
}
