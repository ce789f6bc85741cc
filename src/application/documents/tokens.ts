export const DocumentsTokens = {
  DocumentsGateway: Symbol.for('documents.DocumentsGateway'),
  IdentityFrameChannels: Symbol.for('documents.IdentityFrameChannels'),
  DocumentsService: Symbol.for('documents.DocumentsService'),
} as const;

/** DOC-04 */
export const DOCUMENT_STATUS_REFRESH_MS = 30_000;
