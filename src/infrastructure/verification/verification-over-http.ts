import { overHttp } from '../shared/over-http';
import { HttpPinCodeGateway } from './http-pin-code-gateway';
import type { VerificationGateways } from './verification.module';

export const verificationOverHttp: VerificationGateways = { pinCode: overHttp(HttpPinCodeGateway) };
