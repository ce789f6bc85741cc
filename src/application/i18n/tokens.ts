export const I18nTokens = {
  LanguageStore: Symbol.for('i18n.LanguageStore'),
  LanguageService: Symbol.for('i18n.LanguageService'),
} as const;
