import { left, right, type Either } from 'fp-ts/Either';
import type { ContactGateway, ContactMessage, SubmissionFailure, SubmissionReference } from '../../domain/contact';
import type { SessionId } from '../../domain/session';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryContactGateway implements ContactGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async send(message: ContactMessage, language: string, session: SessionId | null): Promise<Either<SubmissionFailure, SubmissionReference | null>> {
    const { contact } = this.platform;
    const scripted = contact.scriptedMessages.shift();
    if (scripted !== undefined) return left(scripted.code === 'TRANSPORT' ? { code: 'UNAVAILABLE', cause: scripted.error } : scripted);
    const reference = contact.nextReference('C');
    contact.messages.push({ message, language, session, reference });
    return right(reference as SubmissionReference);
  }
}
