// The document must exist before Testing Library is loaded: keep this import first.
import { browserCookies, browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** How the home page greets the player, per language: content the platform sends in that language. */
const GREETINGS: Readonly<Record<string, string>> = {
  en: 'Welcome to Aurora',
  es: 'Bienvenido a Aurora',
  de: 'Willkommen bei Aurora',
  fr: 'Bienvenue chez Aurora',
};

export const greetingIn = (language: string): string => {
  const greeting = GREETINGS[language];
  assert.ok(greeting, `no greeting written in ${language}`);
  return greeting;
};

/** A home page with the language menu, the login button and a greeting in `language`. */
const greetingPage = (language: string) => ({
  slug: 'home',
  title: greetingIn(language),
  pageType: 'marketing_page',
  geoTargetingFilter: null,
  scripts: [],
  regions: {
    miniHeader: [{ type: 'functional', id: 'mini-language', name: 'language-menu' }],
    header: [{ type: 'functional', id: 'header-login', name: 'login-button' }],
    channelHeader: [],
    mainContent: [{ type: 'content_block', id: 'greeting', title: greetingIn(language), body: '' }],
    channelFooter: [],
    footer: [],
    accountMenu: [],
  },
});

/** LANG-01 as the player meets it: the language menu, the `?lang` key, the `LANG` cookie, the page's words. */
export class LanguageDriver {
  private published: readonly string[] = [];

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  /** The operator's published languages and default; the language lives in the browser's real cookie. */
  publish(languages: readonly string[], languageDefault: string): void {
    this.published = languages;
    this.env.configure({ languagesPublished: languages, languageDefault });
    this.env.useLanguageCookie();
  }

  greetInEachPublishedLanguage(): void {
    for (const language of this.published) this.env.memoryPlatform.content.setPage(language, 'home', greetingPage(language));
  }

  /** A `LANG` cookie left by an earlier visit, as the site writes it. */
  keptFromEarlierVisit(language: string): void {
    browserWindow.document.cookie = `LANG=${encodeURIComponent(language)}; path=/`;
  }

  async comeBackLater(path: string): Promise<void> {
    this.ui.close();
    this.env.reopen();
    await this.ui.open(path);
  }

  async choose(name: string): Promise<void> {
    await userEvent.setup({ document: browserWindow.document }).selectOptions(this.menu(), name);
    await this.ui.settle();
  }

  menuOptions(): string[] {
    return within(this.menu())
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
  }

  cookie(): string | undefined {
    return browserCookies().LANG;
  }

  documentLanguage(): string {
    return browserWindow.document.documentElement.lang;
  }

  /** The site's choice and what the player sees of it: the document, the menu, the header's words, the platform's content. */
  async expectPageIn(language: string): Promise<void> {
    await this.ui.settle();
    assert.equal(this.env.site.get<LanguageService>(I18nTokens.LanguageService).current(), language);
    assert.equal(this.documentLanguage(), language);
    assert.equal((this.menu() as HTMLSelectElement).value, language);
    await this.expectHeaderOffers(this.messages.t('nav.login', language));
    await this.expectGreeting(language);
  }

  async expectHeaderOffers(text: string): Promise<void> {
    const header = await waitFor(() => {
      const banner = browserWindow.document.querySelector('header');
      assert.ok(banner, 'the page has no header');
      return banner;
    });
    await within(header as HTMLElement).findByRole('link', { name: text });
  }

  async expectGreeting(language: string): Promise<void> {
    await within(browserWindow.document.body).findByText(greetingIn(language));
  }

  warnings(): readonly string[] {
    return this.env.site.get<RecordingLogger>(SharedTokens.Logger).warnings;
  }

  private menu(): HTMLElement {
    // The menu's label is in the page's language, whichever it is.
    const labels = new Set(['en', 'es', 'de'].map((language) => this.messages.t('language.label', language)));
    const menu = within(browserWindow.document.body)
      .getAllByRole('combobox')
      .find((element) => labels.has(element.getAttribute('aria-label') ?? browserWindow.document.querySelector(`label[for="${element.id}"]`)?.textContent ?? ''));
    assert.ok(menu, 'the page shows no language menu');
    return menu;
  }
}
