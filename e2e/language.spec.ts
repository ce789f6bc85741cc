import type { BrowserContext, Page } from '@playwright/test';
import { axeProblems, expect, pageChecked, test } from './fixtures';

/** What each language shows: the page's `lang`, the language menu's label, a header word and a text of the platform's content. */
const LANGUAGES = {
  en: { menu: 'Language', login: 'Log in', content: 'Our licences' },
  es: { menu: 'Idioma', login: 'Iniciar sesión', content: 'Nuestras licencias' },
  de: { menu: 'Sprache', login: 'Anmelden', content: 'Unsere Lizenzen' },
} as const;
type Language = keyof typeof LANGUAGES;

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The language menu the player can see (the page may hold another, for the other screen size). */
const languageMenu = (page: Page, label: string) => page.getByRole('combobox', { name: label }).filter({ visible: true }).first();

/** The page speaks `language`: its `lang`, the language menu, a header word and the platform's content. */
const expectPageIn = async (page: Page, language: Language) => {
  const words = LANGUAGES[language];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(languageMenu(page, words.menu)).toHaveValue(language);
  await expect(page.getByRole('banner').getByRole('link', { name: words.login, exact: true })).toBeVisible();
  await expect(page.getByText(words.content)).toBeVisible();
};

/** The page passes axe in this language too (the journey's own check reads each address once). */
const expectAccessible = async (page: Page) => {
  // The journey's own check of this address first (one axe run at a time), then the page as it is now,
  // read as the journey reads every page (violations only, in the page; a document read before is not
  // read again): a full analysis of each language was most of the journey's time.
  await pageChecked(page);
  expect(await axeProblems(page)).toEqual([]);
};

const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'LANG');

/** Remembers, from before the first paint on, whether any English header word was ever on screen. */
const watchForEnglish = (page: Page) =>
  page.addInitScript((english: string) => {
    const seen = { english: false };
    (window as unknown as { englishSeen: typeof seen }).englishSeen = seen;
    const look = () => {
      if ((document.body?.innerText ?? '').includes(english)) seen.english = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', look);
  }, LANGUAGES.en.login);

const englishWasSeen = (page: Page) => page.evaluate(() => (window as unknown as { englishSeen: { english: boolean } }).englishSeen.english);

test(`a visitor switches the site to Spanish, to German and back to English (LANG-01)`, async ({ page, context }) => {
  await page.goto('/');
  await expectPageIn(page, 'en');

  for (const [from, to] of [['en', 'es'], ['es', 'de'], ['de', 'en']] as const) {
    await languageMenu(page, LANGUAGES[from].menu).selectOption(to);
    await expectPageIn(page, to);
    await expectAccessible(page);
    const cookie = await languageCookie(context);
    expect(cookie).toMatchObject({ value: to, path: '/', sameSite: 'Lax' });
    // Kept for a year (a minute's leeway for the time the test takes).
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_IN_SECONDS))).toBeLessThan(24 * 60 * 60);
  }
  // The menu names each language in its own words, whichever language the page is in.
  await expect(languageMenu(page, LANGUAGES.en.menu).getByRole('option')).toHaveText(['English', 'Español', 'Deutsch']);
});

test(`a link with ?lang=de opens the site in German, with no English on screen before it (LANG-01)`, async ({ page, context }) => {
  await watchForEnglish(page);
  await page.goto('/?lang=de');
  await expectPageIn(page, 'de');
  await expectAccessible(page);
  expect(await englishWasSeen(page)).toBe(false);
  expect((await languageCookie(context))?.value).toBe('de');

  // Back later without the key: the cookie keeps German, and the server's first answer holds no English page.
  const answer = await page.goto('/');
  expect(await answer?.text()).not.toContain(`>${LANGUAGES.en.login}<`);
  await expectPageIn(page, 'de');
  expect(await englishWasSeen(page)).toBe(false);
});

test(`a lang key naming no published language is ignored (LANG-01)`, async ({ page, context }) => {
  await context.addCookies([{ name: 'LANG', value: 'es', url: test.info().project.use.baseURL ?? '' }]);
  await page.goto('/?lang=fr');
  await expectPageIn(page, 'es');
  expect((await languageCookie(context))?.value).toBe('es');
});
