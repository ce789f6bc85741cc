import type { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useLanguageService = () => useService<LanguageService>(I18nTokens.LanguageService);

export const useLanguage = (): string => {
  const language = useLanguageService();
  return useObservable(language.language$, language.current());
};
