import type { InMemoryPlatform } from '../shared/in-memory-platform';
import { InfrastructureTokens } from '../shared/tokens';
import type { HelpGateways } from './help.module';
import { InMemoryHelpContentGateway } from './in-memory-help-content-gateway';
import { InMemoryHelpFeedbackGateway } from './in-memory-help-feedback-gateway';

// Public paths: no session, so nothing to report a refusal to.
export const helpInMemory: HelpGateways = {
  content: (context) => new InMemoryHelpContentGateway(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform)),
  feedback: (context) => new InMemoryHelpFeedbackGateway(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform)),
};
