import type { PhoneStatus } from '../session';

/** DOC-04: the statuses of a player's identity document. */
export const DOCUMENT_STATUSES = ['BLOCKED', 'INVALID', 'PENDING', 'REQUESTED', 'VERIFIED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const isDocumentStatus = (value: unknown): value is DocumentStatus => DOCUMENT_STATUSES.some((status) => status === value);

export const ID_DOCUMENT = 'ID_DOCUMENT';

export interface DocumentVerification {
  readonly documentType: typeof ID_DOCUMENT;
  readonly status: DocumentStatus;
}

export const VALIDATE_DOCUMENT_PATH = '/validate-document';
export const DOCUMENT_RESULT_PATH = '/validate-document/result';
export const UNABLE_TO_VERIFY_PATH = '/validate-document/unable';
export const BLOCKED_DOCUMENT_PATH = '/blocked-document-status';
export const VALIDATE_PHONE_PATH = '/validation-code/validatePhone';

/** The statuses that ask the player to act (DOC-05). */
const ACTION_STATUSES: readonly DocumentStatus[] = ['REQUESTED', 'INVALID', 'BLOCKED'];

export type DocumentAlert =
  | { readonly reason: 'PHONE_NOT_VALIDATED'; readonly path: string }
  | { readonly reason: 'REQUESTED' | 'INVALID' | 'BLOCKED'; readonly path: string };

/**
 * DOC-05: the alert shows when the phone is not validated or the document status is REQUESTED,
 * INVALID or BLOCKED. The phone comes first (decided): it is the quicker step, and the provider
 * may ask for it. A status not known yet shows no document alert.
 */
export const documentAlertOf = (phoneStatus: PhoneStatus, status: DocumentStatus | null): DocumentAlert | null => {
  if (phoneStatus !== 'VALIDATED') return { reason: 'PHONE_NOT_VALIDATED', path: VALIDATE_PHONE_PATH };
  if (status === null || !ACTION_STATUSES.includes(status)) return null;
  if (status === 'BLOCKED') return { reason: 'BLOCKED', path: BLOCKED_DOCUMENT_PATH };
  return { reason: status === 'INVALID' ? 'INVALID' : 'REQUESTED', path: VALIDATE_DOCUMENT_PATH };
};

/** Whether a document status is one the two-factor reminder must give way to (the spec's reminder rule). */
export const documentNeedsAction = (status: DocumentStatus | null): boolean => status !== null && ACTION_STATUSES.includes(status);

/** How the identity provider's transaction ended, as its frame says it. */
export type TransactionStatus = 'SUCCESS' | 'ERROR';

/** The one message the identity provider's frame sends the site. */
export interface IdentityFinished {
  readonly type: 'identity:finished';
  readonly transactionStatus: TransactionStatus;
}

/** DOC-02: the result page's address for a finished transaction. */
export const documentResultPath = (transactionStatus: TransactionStatus): string => `${DOCUMENT_RESULT_PATH}?transactionStatus=${transactionStatus}`;

/** DOC-02: SUCCESS shows the processing message; anything else (absent, unknown) an error. */
export const isSuccessfulTransaction = (transactionStatus: string | null): boolean => transactionStatus === 'SUCCESS';

/** Why no verification URL could be had. */
export type VerificationUrlError = { readonly code: 'BLOCKED' } | { readonly code: 'UNAVAILABLE' };
