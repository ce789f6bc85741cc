import type { Either } from 'fp-ts/Either';
import type { HelpFeedbackGateway } from '../../domain/help';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { HttpClient } from '../shared/http-client';

export const HELP_FEEDBACK_PATH = '/services/help/v1/feedback';

/** HELP-04: `POST /services/help/v1/feedback` `{contentId, helpful}` with the page's language in `X-Language`; anonymous. */
export class HttpHelpFeedbackGateway implements HelpFeedbackGateway {
  constructor(private readonly http: HttpClient) {}

  send(contentId: string, helpful: boolean, language: string): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: HELP_FEEDBACK_PATH, headers: { 'X-Language': language }, body: { contentId, helpful } });
  }
}
