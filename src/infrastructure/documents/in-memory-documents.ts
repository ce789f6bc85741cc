import type { DocumentStatus, VerificationUrlError } from '../../domain/documents';

/**
 * Tests only: the documents side of the in-memory platform, per player (by username): the status a
 * test sets (VERIFIED unless told), and the verification URL it hands out or the refusal it answers.
 */
export class InMemoryDocuments {
  readonly statuses = new Map<string, DocumentStatus>();
  /** The URL every verification request is answered with. */
  verificationUrl = 'https://identity.test/verify/transaction-token?lang=en';
  /** Answered instead of a URL, when set. */
  urlRefusal: VerificationUrlError | null = null;

  statusOf(username: string): DocumentStatus {
    return this.statuses.get(username) ?? 'VERIFIED';
  }
}
