import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as cashier } from '../cashier/translations/en';
import { en as content } from '../content/translations/en';
import { en as embedded } from '../embedded/translations/en';
import { en as games } from '../games/translations/en';
import { en as i18nMessages } from '../i18n/translations/en';
import { en as loyalty } from '../loyalty/translations/en';
import { en as play } from '../play/translations/en';
import { en as session } from '../session/translations/en';
import { en as twofactor } from '../twofactor/translations/en';
import { en as verification } from '../verification/translations/en';
import { en as wallet } from '../wallet/translations/en';
import { en as app } from './translations/en';

/**
 * One i18next namespace per context. English is in the site's first script; every other language
 * is a chunk of its own (`i18n-languages.ts`), loaded when the player chooses it or arrives in it,
 * so a visitor downloads the messages of one language only.
 */
export const ENGLISH = { app, session, wallet, loyalty, verification, cashier, i18n: i18nMessages, content, play, games, embedded, twofactor } as const;

export type Namespace = keyof typeof ENGLISH;
export type Language = 'en' | 'es';
export type Messages = { readonly [N in Namespace]: object };

export const DEFAULT_NAMESPACE: Namespace = 'app';
export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
/** The languages the site has messages in. */
export const LANGUAGES: readonly Language[] = ['en', 'es'];

const loaded = new Map<string, Messages>([['en', ENGLISH]]);
let loadingOthers: Promise<void> | null = null;

/** Adds a language's messages (the chunk does it when it loads; tests and the pre-render load them all at once). */
export const registerLanguage = (language: string, messages: Messages): void => {
  loaded.set(language, messages);
};

/** Makes `language`'s messages available; settles (never rejects) once they are, or when they cannot be (English stays). */
export const loadLanguage = async (language: string): Promise<void> => {
  if (loaded.has(language) || !LANGUAGES.includes(language as Language)) return;
  loadingOthers ??= import('./i18n-languages').then(
    (module) => registerLanguage('es', module.SPANISH),
    () => {
      loadingOthers = null;
    },
  );
  await loadingOthers;
};

/** i18next asks for a language it does not hold yet (a change of language): loaded, then switched to. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    void loadLanguage(language).then(() => callback(null, (loaded.get(language)?.[namespace as Namespace] ?? {}) as Record<string, unknown>));
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
      ns: NAMESPACES,
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
