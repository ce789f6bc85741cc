import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ENGLISH_PAGES } from './i18n-english-pages.generated';
import { FIRST_SCRIPT_ENGLISH, PAGE_NAMESPACES } from './i18n-first-script.generated';

export { FIRST_SCRIPT_ENGLISH } from './i18n-first-script.generated';

/*
 * One i18next namespace per context (the lists are gathered from the contexts' declarations into
 * `i18n-*.generated.ts`). English is in the site's first script, except the namespaces only deferred
 * contexts' pages use (`ENGLISH_PAGES`, loaded when one of them is first asked for); every other
 * language is a chunk of its own (`LANGUAGE_CHUNKS`), loaded when the player chooses it or arrives in
 * it, so a visitor downloads the messages of one language only.
 */

type AllEnglish = typeof FIRST_SCRIPT_ENGLISH & typeof ENGLISH_PAGES;
export type Namespace = keyof AllEnglish;
export type Messages = { readonly [N in Namespace]: object };

/**
 * Every language but English is a chunk of its own: adding a language is one entry here (and its
 * messages files), nothing else in the code names a language.
 */
const LANGUAGE_CHUNKS = {
  es: () => import('./i18n-es.generated').then((module) => module.MESSAGES),
  de: () => import('./i18n-de.generated').then((module) => module.MESSAGES),
} as const satisfies Record<string, () => Promise<Partial<Messages>>>;

type ChunkedLanguage = keyof typeof LANGUAGE_CHUNKS;
export type Language = 'en' | ChunkedLanguage;


export const DEFAULT_NAMESPACE: Namespace = 'app';
export const NAMESPACES: readonly Namespace[] = [...(Object.keys(FIRST_SCRIPT_ENGLISH) as Namespace[]), ...PAGE_NAMESPACES];
PAGE_NAMESPACES satisfies readonly (keyof typeof ENGLISH_PAGES)[];
/** The languages the site has messages in. */
export const LANGUAGES: readonly Language[] = ['en', ...(Object.keys(LANGUAGE_CHUNKS) as ChunkedLanguage[])];

/** Whether the site has its own messages in `language` (else its texts show in English). */
export const hasMessagesIn = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

const isChunkedLanguage = (language: string): language is ChunkedLanguage => Object.hasOwn(LANGUAGE_CHUNKS, language);

const loaded = new Map<string, Partial<Messages>>([['en', FIRST_SCRIPT_ENGLISH]]);
const loadingLanguages = new Map<ChunkedLanguage, Promise<void>>();
let loadingEnglishPages: Promise<void> | null = null;

/** Adds a language's messages (the chunk does it when it loads; tests and the pre-render load them all at once). */
export const registerLanguage = (language: string, messages: Partial<Messages>): void => {
  loaded.set(language, { ...loaded.get(language), ...messages });
};

/** Makes `language`'s messages available; settles (never rejects) once they are, or when they cannot be (English stays). */
export const loadLanguage = async (language: string): Promise<void> => {
  if (loaded.has(language) || !isChunkedLanguage(language)) return;
  const loading =
    loadingLanguages.get(language) ??
    LANGUAGE_CHUNKS[language]().then(
      (messages) => registerLanguage(language, messages),
      () => {
        loadingLanguages.delete(language);
      },
    );
  loadingLanguages.set(language, loading);
  await loading;
};

/** The English messages of the deferred contexts' pages; settles (never rejects), and may be tried again after a failure. */
export const loadEnglishPageMessages = async (): Promise<void> => {
  if (PAGE_NAMESPACES.every((namespace) => loaded.get('en')?.[namespace] !== undefined)) return;
  loadingEnglishPages ??= import('./i18n-english-pages.generated').then(
    (module) => registerLanguage('en', module.ENGLISH_PAGES),
    () => {
      loadingEnglishPages = null;
    },
  );
  await loadingEnglishPages;
};

const loadMessages = (language: string): Promise<void> => (language === 'en' ? loadEnglishPageMessages() : loadLanguage(language));

/** i18next asks for a language it does not hold yet (a change of language): loaded, then switched to. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    void loadMessages(language).then(() => callback(null, (loaded.get(language)?.[namespace as Namespace] ?? {}) as Record<string, unknown>));
  },
};

/**
 * One i18next instance per app (and per test), in the language the LanguageService chose, with the
 * messages loaded so far (`loadLanguage` first, for a language other than English).
 * Keys are unique across namespaces, so an unprefixed key (`t('login.title')`, or a notice key
 * from the application layer) resolves from any namespace through `fallbackNS`.
 */
export const createI18n = (language: string): i18n => {
  const instance = i18next.createInstance();
  void instance
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      resources: Object.fromEntries(loaded),
      partialBundledLanguages: true,
      // Only what is here already: a page namespace loads when a component first asks for it.
      ns: NAMESPACES.filter((namespace) => loaded.get(language)?.[namespace] !== undefined),
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: NAMESPACES.filter((namespace) => namespace !== DEFAULT_NAMESPACE),
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return instance;
};
