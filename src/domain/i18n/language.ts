export interface LanguageChoice {
  readonly published: readonly string[];
  readonly fallback: string;
  readonly requested: readonly (string | null | undefined)[];
}

const normalise = (code: string): string => code.trim().toLowerCase();

/** LANG-01: the first requested language that is published, else the default. */
export const chooseLanguage = ({ published, fallback, requested }: LanguageChoice): string => {
  const publishedCodes = published.map(normalise);
  const match = requested.find((code): code is string => typeof code === 'string' && publishedCodes.includes(normalise(code)));
  if (match !== undefined) return normalise(match);
  return publishedCodes.includes(normalise(fallback)) ? normalise(fallback) : (publishedCodes[0] ?? 'en');
};
