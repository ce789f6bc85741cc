import type { AffiliateApplication, ContactMessage, SubmissionFailure } from '../../domain/contact';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';

export interface ReceivedContactMessage {
  readonly message: ContactMessage;
  readonly language: string;
  readonly session: SessionId | null;
  readonly reference: string;
}

export interface ReceivedAffiliateApplication {
  readonly application: AffiliateApplication;
  readonly language: string;
  readonly reference: string;
}

/** What a test tells the next submission to answer instead of taking it. */
export type ScriptedSubmission = SubmissionFailure | { readonly code: 'TRANSPORT'; readonly error: GatewayError };

/**
 * Tests only: the support side of the in-memory platform. It keeps what it received and answers
 * what a test scripts; the platform's rules (field checks, limits, the username check) live in the sandbox.
 */
export class InMemoryContact {
  readonly messages: ReceivedContactMessage[] = [];
  readonly applications: ReceivedAffiliateApplication[] = [];
  readonly scriptedMessages: ScriptedSubmission[] = [];
  readonly scriptedApplications: ScriptedSubmission[] = [];
  private sequence = 0;

  nextReference(prefix: 'A' | 'C'): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence.toString().padStart(8, '0')}`;
  }
}
