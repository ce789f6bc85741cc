export const en = {
  language: { label: 'Language', en: 'English', es: 'Español' },
};

export type LanguageMessages = typeof en;
