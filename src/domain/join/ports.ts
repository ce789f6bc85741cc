import type { Either } from 'fp-ts/Either';
import type { LoginSuccess } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { JoinError, RegistrationOptions, RegistrationRequest } from './sign-up';

/** The platform's registration service: the form's options, and creating a player, who comes back logged in. */
export interface RegistrationGateway {
  options(): Promise<Either<GatewayError, RegistrationOptions>>;
  register(request: RegistrationRequest): Promise<Either<JoinError, LoginSuccess>>;
}
