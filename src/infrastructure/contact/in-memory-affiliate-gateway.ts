import { left, right, type Either } from 'fp-ts/Either';
import type { AffiliateApplication, AffiliateGateway, SubmissionFailure, SubmissionReference } from '../../domain/contact';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryAffiliateGateway implements AffiliateGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async apply(application: AffiliateApplication, language: string): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const { contact } = this.platform;
    const scripted = contact.scriptedApplications.shift();
    if (scripted !== undefined) return left(scripted.code === 'TRANSPORT' ? { code: 'UNAVAILABLE', cause: scripted.error } : scripted);
    const reference = contact.nextReference('A');
    contact.applications.push({ application, language, reference });
    return right(reference as SubmissionReference);
  }
}
