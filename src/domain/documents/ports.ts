import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { FrameChannelOpener } from '../shared/frame-messages';
import type { GatewayError } from '../shared/gateway-error';
import type { DocumentVerification, IdentityFinished, VerificationUrlError } from './documents';

export interface DocumentsGateway {
  /** DOC-04: the ID document's status (a background call: it does not keep the session alive). */
  status(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, DocumentVerification>>;
  /** DOC-01: a fresh transaction's URL at the identity provider. */
  verificationUrl(session: SessionId): Promise<Either<VerificationUrlError, string>>;
}

/** The identity provider's frame: it only talks (the site sends it nothing). */
export type IdentityFrameChannels = FrameChannelOpener<IdentityFinished, never>;
