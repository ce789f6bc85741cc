import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES, NAMESPACES, type Language } from './i18n';
import { MESSAGES } from './i18n-all';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a messages tree as [key path, text]. */
const leaves = (tree: Tree, prefix = ''): (readonly [string, string])[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value] as const] : leaves(value, path);
  });

const keysOf = (tree: Tree) => leaves(tree).map(([path]) => path).sort();

/** Each key's interpolation placeholders (`{{amount}}`), which a translation must keep as they are. */
const placeholdersOf = (tree: Tree) =>
  Object.fromEntries(leaves(tree).map(([path, text]) => [path, [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()]));

const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');

/**
 * Texts rightly the same as the English, and the languages where they are. Anything else identical to
 * the English is an untranslated text. Placeholders and punctuation are left out before comparing,
 * so `{{period}}: {{value}}` has nothing to translate.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly Language[]>> = {
  // The brand's name.
  'Aurora Casino': ['es', 'de'],
  // The Spanish and German word for a casino.
  Casino: ['es', 'de'],
  // Each language is named in its own words whatever the page's language (the language menu).
  English: ['es', 'de'],
  Español: ['es', 'de'],
  Deutsch: ['es', 'de'],
  // The short label of practice play: the same loanword in Spanish and German.
  Demo: ['es', 'de'],
  // A sort order named by the alphabet's ends.
  'A–Z': ['es', 'de'],
  // Spanish "no".
  No: ['es'],
  // German loanwords and cognates, written the same (der Jackpot, das Limit, der Status, der Bonus).
  Jackpot: ['de'],
  Jackpots: ['de'],
  Limits: ['de'],
  Status: ['de'],
  Bonus: ['de'],
};

/** What a text says once its placeholders are out: `Jackpot {{amount}}` says `Jackpot`. */
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\s+/g, ' ').trim();

type Namespaces = { readonly [namespace: string]: Tree };

/** `namespace:key` of each English text that the translation into `language` lacks or leaves in English. */
const untranslated = (english: Namespaces, translation: Namespaces, language: Language): string[] =>
  Object.keys(english).flatMap((namespace) => {
    const translated = new Map(leaves(translation[namespace] ?? {}));
    return leaves(english[namespace] ?? {})
      .filter(([path, text]) => {
        const translatedText = translated.get(path);
        if (translatedText === undefined) return true;
        const words = wordsOf(translatedText);
        return translatedText === text && /\p{L}/u.test(words) && !(SAME_AS_ENGLISH[words]?.includes(language) ?? false);
      })
      .map(([path]) => `${namespace}:${path}`);
  });

const everyNamespaceOfEveryTranslation = TRANSLATIONS.flatMap((language) => NAMESPACES.map((namespace) => [namespace, language] as const));

describe('translations', () => {
  it('holds every language the site can load, each with every namespace', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(Object.keys(MESSAGES[language]).sort(), language).toEqual([...NAMESPACES].sort());
  });

  it.each(everyNamespaceOfEveryTranslation)('the %s namespace has exactly the English keys in %s, none missing and none extra', (namespace, language) => {
    expect(keysOf(MESSAGES[language][namespace])).toEqual(keysOf(MESSAGES.en[namespace]));
  });

  it.each(everyNamespaceOfEveryTranslation)('the %s namespace keeps the English placeholders in %s', (namespace, language) => {
    expect(placeholdersOf(MESSAGES[language][namespace])).toEqual(placeholdersOf(MESSAGES.en[namespace]));
  });

  it('gives each top-level key to one namespace only, so unprefixed keys are unambiguous', () => {
    const owners = new Map<string, string[]>();
    for (const namespace of NAMESPACES) {
      for (const group of Object.keys(MESSAGES.en[namespace])) owners.set(group, [...(owners.get(group) ?? []), namespace]);
    }
    expect([...owners].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });

  it.each(everyNamespaceOfEveryTranslation)('translates every text of the %s namespace into %s rather than leaving its key', (namespace, language) => {
    const untranslated = leaves(MESSAGES[language][namespace]).filter(([path, text]) => text === path || text === `${namespace}:${path}`);
    expect(untranslated).toEqual([]);
  });

  // EDGE-05: every namespace the contexts declare (the generated lists), so a new one is covered at once.
  it.each(TRANSLATIONS)('leaves no English text untranslated in %s: none missing, none the same as the English but names and shared words', (language) => {
    expect(untranslated(MESSAGES.en, MESSAGES[language], language)).toEqual([]);
  });

  it('finds a text missing or left in English, but not a name, a shared word or placeholders alone', () => {
    const english = {
      contact: { affiliate: { websiteLabel: 'Website (optional)', title: 'Become an affiliate' } },
      app: { nav: { casino: 'Casino', home: 'Home' }, current: '{{period}}: {{value}}' },
    };
    const german = { contact: { affiliate: { websiteLabel: 'Website (optional)' } }, app: { nav: { casino: 'Casino', home: 'Home' }, current: '{{period}}: {{value}}' } };
    expect(untranslated(english, german, 'de')).toEqual(['contact:affiliate.websiteLabel', 'contact:affiliate.title', 'app:nav.home']);
    expect(untranslated({ help: { no: 'No' } }, { help: { no: 'No' } }, 'de'), 'a shared word only where it is one').toEqual(['help:no']);
  });

  it.each(NAMESPACES)('addresses the player formally (Sie) in the German of the %s namespace', (namespace) => {
    const informal = leaves(MESSAGES.de[namespace]).filter(([, text]) => /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i.test(text));
    expect(informal).toEqual([]);
  });

  it.each(LANGUAGES)('resolves every key without its namespace, as the application layer and the domain name them (%s)', (language) => {
    const i18n = createI18n(language);
    for (const namespace of NAMESPACES) {
      for (const [path] of leaves(MESSAGES.en[namespace])) {
        expect(i18n.t(path), path).toBe(i18n.t(path, { ns: namespace }));
        expect(i18n.t(path), path).not.toBe(path);
      }
    }
  });

  it('keeps the texts that other layers rely on', () => {
    const { t } = createI18n('en');
    expect(t('login.username')).toBe('Email');
    expect(t('logout.success')).toBe('You have been logged out. See you soon!');
    expect(t('wallet.balance')).toBe('Balance');
    expect(t('wallet.pendingWithdrawal', { amount: '€50.00' })).toBe('You have a pending withdrawal of €50.00.');
    expect(t('notifications.unread', { count: 2 })).toBe('2 unread messages');
    expect(createI18n('es').t('pin.success')).toBe('Tu código PIN se ha guardado.');
    expect(createI18n('de').t('wallet.balance')).toBe('Guthaben');
    expect(createI18n('de').t('notifications.unread', { count: 1 })).toBe('1 ungelesene Nachricht');
  });

  it('names each language in its own words, whatever the language of the page', () => {
    for (const language of LANGUAGES) {
      const { t } = createI18n(language);
      expect(LANGUAGES.map((code) => t(`language.${code}`)), language).toEqual(LANGUAGES.map((code) => ({ en: 'English', es: 'Español', de: 'Deutsch' })[code]));
    }
  });
});
