import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { PinCode } from './pin-code';

export interface PinCodeGateway {
  update(session: SessionId, pinCode: PinCode): Promise<Either<GatewayError, void>>;
  /** forcePinReset: no session yet, the token of the 428 answer instead. */
  resetWithToken(token: string, pinCode: PinCode): Promise<Either<GatewayError, void>>;
}
