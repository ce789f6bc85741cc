import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './messages-en';
import { es } from './messages-es';

export const RESOURCES = { en: { translation: en }, es: { translation: es } } as const;

/** One i18next instance per app (and per test), in the language the LanguageService chose. */
export const createI18n = (language: string): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
};
