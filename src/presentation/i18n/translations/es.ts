import type { LanguageMessages } from './en';

export const es: LanguageMessages = {
  language: { label: 'Idioma', en: 'English', es: 'Español', de: 'Deutsch' },
};
