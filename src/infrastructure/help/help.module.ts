import { ContainerModule } from 'inversify';
import { HelpCentreService } from '../../application/help/help-centre-service';
import { HelpFeedbackService } from '../../application/help/help-feedback-service';
import { HelpSuggestionsService } from '../../application/help/help-suggestions-service';
import { HelpTokens } from '../../application/help/tokens';
import { ConfigTokens } from '../../application/config/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { SiteConfig } from '../../domain/config';
import type { HelpContentGateway, HelpFeedbackGateway, PreloadedHelpCategories } from '../../domain/help';
import type { Logger } from '../../domain/shared/ports';
import type { AdapterFactory } from '../shared/adapter-factory';
import type { InlinedData } from '../shared/document-inlined-data';
import { InlinedHelpCategories } from './inlined-help-categories';

export interface HelpGateways {
  readonly content: AdapterFactory<HelpContentGateway>;
  readonly feedback: AdapterFactory<HelpFeedbackGateway>;
}

/** The page the site was served in: the server may have inlined the help home's categories. */
export interface HelpBrowserAdapters {
  readonly inlinedData: AdapterFactory<InlinedData>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when a help page first opens. */
export const helpModule = (gateways: HelpGateways, browser: HelpBrowserAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<PreloadedHelpCategories>(HelpTokens.PreloadedHelpCategories)
      .toDynamicValue((context) => new InlinedHelpCategories(browser.inlinedData(context), context.get<SiteConfig>(ConfigTokens.SiteConfig).languageDefault, context.get<Logger>(SharedTokens.Logger)))
      .inSingletonScope();
    bind<HelpContentGateway>(HelpTokens.HelpContentGateway).toDynamicValue(gateways.content).inSingletonScope();
    bind<HelpFeedbackGateway>(HelpTokens.HelpFeedbackGateway).toDynamicValue(gateways.feedback).inSingletonScope();
    bind(HelpTokens.HelpCentreService).to(HelpCentreService).inSingletonScope();
    bind(HelpTokens.HelpSuggestionsService).to(HelpSuggestionsService).inSingletonScope();
    bind(HelpTokens.HelpFeedbackService).to(HelpFeedbackService).inSingletonScope();
  });
