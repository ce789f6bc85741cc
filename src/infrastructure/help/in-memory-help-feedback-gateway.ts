import { left, right, type Either } from 'fp-ts/Either';
import type { HelpFeedbackGateway } from '../../domain/help';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryHelpFeedbackGateway implements HelpFeedbackGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async send(contentId: string, helpful: boolean, language: string): Promise<Either<GatewayError, void>> {
    const failure = this.platform.help.receive('feedback');
    if (failure !== null) return left(failure);
    this.platform.help.feedback.push({ contentId, helpful, language });
    return right(undefined);
  }
}
