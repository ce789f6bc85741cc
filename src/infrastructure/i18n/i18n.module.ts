import { ContainerModule } from 'inversify';
import { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import type { LanguageStore } from '../../domain/i18n';
import type { AdapterFactory } from '../shared/adapter-factory';

/** The language is the browser's business only (a cookie): no platform adapters. */
export const i18nModule = (_platform: unknown, browser: { readonly languageStore: AdapterFactory<LanguageStore> }) =>
  new ContainerModule(({ bind }) => {
    bind<LanguageStore>(I18nTokens.LanguageStore).toDynamicValue(browser.languageStore).inSingletonScope();
    bind(I18nTokens.LanguageService).to(LanguageService).inSingletonScope();
  });
