import { ContainerModule } from 'inversify';
import { HelpCentreService } from '../../application/help/help-centre-service';
import { HelpFeedbackService } from '../../application/help/help-feedback-service';
import { HelpSuggestionsService } from '../../application/help/help-suggestions-service';
import { HelpTokens } from '../../application/help/tokens';
import type { HelpContentGateway, HelpFeedbackGateway } from '../../domain/help';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface HelpGateways {
  readonly content: AdapterFactory<HelpContentGateway>;
  readonly feedback: AdapterFactory<HelpFeedbackGateway>;
}

/** A deferred context (application/shared/deferred-contexts.ts): bound when a help page first opens. */
export const helpModule = (gateways: HelpGateways) =>
  new ContainerModule(({ bind }) => {
    bind<HelpContentGateway>(HelpTokens.HelpContentGateway).toDynamicValue(gateways.content).inSingletonScope();
    bind<HelpFeedbackGateway>(HelpTokens.HelpFeedbackGateway).toDynamicValue(gateways.feedback).inSingletonScope();
    bind(HelpTokens.HelpCentreService).to(HelpCentreService).inSingletonScope();
    bind(HelpTokens.HelpSuggestionsService).to(HelpSuggestionsService).inSingletonScope();
    bind(HelpTokens.HelpFeedbackService).to(HelpFeedbackService).inSingletonScope();
  });
