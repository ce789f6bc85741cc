import type { LanguageMessages } from './en';

export const de: LanguageMessages = {
  language: { label: 'Sprache', en: 'English', es: 'Español', de: 'Deutsch' },
};
