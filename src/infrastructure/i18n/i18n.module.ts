import { ContainerModule } from 'inversify';
import { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import type { LanguageStore } from '../../domain/i18n';
import { bindBrowser, type Wiring } from '../shared/wiring';
import { CookieLanguageStore } from './cookie-language-store';
import { MemoryLanguageStore } from './memory-language-store';

export const i18nModule = (wiring: Wiring) =>
  new ContainerModule(({ bind }) => {
    bindBrowser<LanguageStore>(bind, I18nTokens.LanguageStore, wiring, { real: CookieLanguageStore, fake: MemoryLanguageStore });
    bind(I18nTokens.LanguageService).to(LanguageService).inSingletonScope();
  });
