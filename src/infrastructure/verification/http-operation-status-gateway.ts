import type { Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { MfaOperation, OperationStatus, OperationStatusGateway } from '../../domain/verification';
import { Count } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const OperationStatusCodec = t.type({ status: t.union([t.literal('BLOCKED'), t.literal('ACTIVE')]), remainingBlockingTime: Count });

/** BLK-01: `GET /services/player-verification/v1/profiles/{session}/operations/{operation}/status`. */
export class HttpOperationStatusGateway implements OperationStatusGateway {
  constructor(private readonly http: HttpClient) {}

  status(session: SessionId, operation: MfaOperation): Promise<Either<GatewayError, OperationStatus>> {
    return this.http.json(
      { method: 'GET', path: sessionPath`/services/player-verification/v1/profiles/${session}/operations/${operation}/status`, session, background: true },
      OperationStatusCodec,
    );
  }
}
