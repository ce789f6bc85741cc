import { ContainerModule } from 'inversify';
import { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import type { LanguageStore } from '../../domain/i18n';
import type { AdapterFactory } from '../shared/adapter-factory';

export const i18nModule = (languageStore: AdapterFactory<LanguageStore>) =>
  new ContainerModule(({ bind }) => {
    bind<LanguageStore>(I18nTokens.LanguageStore).toDynamicValue(languageStore).inSingletonScope();
    bind(I18nTokens.LanguageService).to(LanguageService).inSingletonScope();
  });
