import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cashierTranslations } from '../cashier/translations';
import { contentTranslations } from '../content/translations';
import { gamesTranslations } from '../games/translations';
import { languageTranslations } from '../i18n/translations';
import { loyaltyTranslations } from '../loyalty/translations';
import { playTranslations } from '../play/translations';
import { sessionTranslations } from '../session/translations';
import { verificationTranslations } from '../verification/translations';
import { walletTranslations } from '../wallet/translations';
import { appTranslations } from './translations';

/** One i18next namespace per context, each with its English and Spanish messages. */
export const TRANSLATIONS = {
  app: appTranslations,
  session: sessionTranslations,
  wallet: walletTranslations,
  loyalty: loyaltyTranslations,
  verification: verificationTranslations,
  cashier: cashierTranslations,
  i18n: languageTranslations,
  content: contentTranslations,
  play: playTranslations,
  games: gamesTranslations,
} as const;

export type Namespace = keyof typeof TRANSLATIONS;
export type Language = 'en' | 'es';

export const DEFAULT_NAMESPACE: Namespace = 'app';
export const NAMESPACES = Object.keys(TRANSLATIONS) as Namespace[];

const inLanguage = (language: Language) =>
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, TRANSLATIONS[namespace][language]]));

export const RESOURCES = { en: inLanguage('en'), es: inLanguage('es') };

/**
 * One i18next instance per app (and per test), in the language the LanguageService chose.
 * Keys are unique across namespaces, so an unprefixed key (`t('login.title')`, or a notice key
 * from the application layer) resolves from any namespace through `fallbackNS`.
 */
export const createI18n = (language: string): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
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
