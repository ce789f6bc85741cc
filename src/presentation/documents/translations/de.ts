import type { DocumentsMessages } from './en';

export const de: DocumentsMessages = {
  documents: {
    title: 'Verify your identity',
    intro: 'Upload a photo of your identity document. It takes a minute.',
    frameTitle: 'Identity document upload',
    loading: 'Preparing the secure upload…',
    resultTitle: 'Identity verification',
    processing: 'Thank you: your document was submitted and is being processed. We will let you know once it is checked.',
    failed: 'Your document could not be submitted. Please try again.',
    tryAgain: 'Try again',
    backToAccount: 'Back to my account',
    unableTitle: 'We cannot verify your identity now',
    unableText: 'Identity verification is not available at the moment. Please try again later or contact support.',
    blockedTitle: 'Identity verification blocked',
    blockedText: 'Your identity document verification is blocked. Please contact support.',
    alert: {
      PHONE_NOT_VALIDATED: 'Validate your phone number to verify your account.',
      REQUESTED: 'We need a copy of your identity document.',
      INVALID: 'Your identity document could not be accepted. Please send a new one.',
      BLOCKED: 'Your identity document verification is blocked.',
      actionPhone: 'Validate phone',
      actionDocument: 'Upload document',
      actionBlocked: 'See why',
    },
  },
};
