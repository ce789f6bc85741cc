import type { Either } from 'fp-ts/Either';
import type { ContactGateway, ContactMessage, SubmissionFailure, SubmissionReference } from '../../domain/contact';
import type { SessionId } from '../../domain/session';
import type { HttpClient } from '../shared/http-client';
import { submissionAnswer } from './submission-answers';

export const CONTACT_PATH = '/services/site-config/v1/contact-us';

/** HELP-07: `POST /services/site-config/v1/contact-us` with `X-Language`, and `X-Session-Id` for a logged-in player. */
export class HttpContactGateway implements ContactGateway {
  constructor(private readonly http: HttpClient) {}

  async send(message: ContactMessage, language: string, session: SessionId | null): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const reply = await this.http.send({
      method: 'POST',
      path: CONTACT_PATH,
      headers: { 'X-Language': language, ...(session === null ? {} : { 'X-Session-Id': session }) },
      body: message,
    });
    return submissionAnswer(reply, 'C');
  }
}
