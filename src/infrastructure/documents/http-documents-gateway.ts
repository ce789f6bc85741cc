import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { DOCUMENT_STATUSES, ID_DOCUMENT, type DocumentStatus, type DocumentVerification, type DocumentsGateway, type VerificationUrlError } from '../../domain/documents';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const StatusCodec = t.keyof(Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, null])) as Record<DocumentStatus, null>);

const StatusBody = t.type({ documentType: t.literal(ID_DOCUMENT), status: StatusCodec });

/** An absolute http(s) URL of bounded length; anything else is not framed. */
const FrameUrl = t.refinement(BoundedString(2048), (url) => /^https?:\/\/[^\s]+$/.test(url), 'FrameUrl');
const UrlBody = t.type({ url: FrameUrl });

export class HttpDocumentsGateway implements DocumentsGateway {
  constructor(private readonly http: HttpClient) {}

  /** DOC-04: `GET /api/v1/document-verification-status/profile/{session}?documentType=ID_DOCUMENT`, as a background refresh. */
  async status(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, DocumentVerification>> {
    const body = await this.http.json(
      { method: 'GET', path: `${sessionPath`/api/v1/document-verification-status/profile/${session}`}?documentType=${ID_DOCUMENT}`, session, signal, background: true },
      StatusBody,
    );
    return body._tag === 'Right' ? right({ documentType: ID_DOCUMENT, status: body.right.status }) : body;
  }

  /** DOC-01: `GET /services/profile-profiling/v1/document-verification/profile/{session}/document-verification-url`; 409 is BLOCKED. */
  async verificationUrl(session: SessionId): Promise<Either<VerificationUrlError, string>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/profile-profiling/v1/document-verification/profile/${session}/document-verification-url`, session },
      UrlBody,
    );
    if (body._tag === 'Right') return right(body.right.url);
    return left(body.left.code === 'HTTP' && body.left.status === 409 ? { code: 'BLOCKED' } : { code: 'UNAVAILABLE' });
  }
}
