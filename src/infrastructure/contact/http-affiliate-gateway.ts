import type { Either } from 'fp-ts/Either';
import type { AffiliateApplication, AffiliateGateway, SubmissionFailure, SubmissionReference } from '../../domain/contact';
import type { HttpClient } from '../shared/http-client';
import { submissionAnswer } from './submission-answers';

export const AFFILIATE_APPLICATIONS_PATH = '/services/affiliates/v1/applications';

/** REF-08: `POST /services/affiliates/v1/applications` (decided, docs/api.md). */
export class HttpAffiliateGateway implements AffiliateGateway {
  constructor(private readonly http: HttpClient) {}

  async apply(application: AffiliateApplication, language: string): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const reply = await this.http.send({ method: 'POST', path: AFFILIATE_APPLICATIONS_PATH, headers: { 'X-Language': language }, body: application });
    return submissionAnswer(reply, 'A');
  }
}
