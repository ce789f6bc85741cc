export const en = {
  // A language's own name, the same in every language, so a player finds theirs whatever the page shows.
  language: { label: 'Language', en: 'English', es: 'Español', de: 'Deutsch' },
};

export type LanguageMessages = typeof en;
