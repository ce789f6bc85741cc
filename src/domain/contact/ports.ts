import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { AffiliateApplication } from './affiliate-application';
import type { ContactMessage } from './contact-message';
import type { SubmissionFailure, SubmissionReference } from './submission';

export interface ContactGateway {
  /** HELP-07: in the page's `language`; `session` when a player is logged in (their username is in the message). */
  send(message: ContactMessage, language: string, session: SessionId | null): Promise<Either<SubmissionFailure, SubmissionReference | null>>;
}

export interface AffiliateGateway {
  /** REF-08 */
  apply(application: AffiliateApplication, language: string): Promise<Either<SubmissionFailure, SubmissionReference | null>>;
}
