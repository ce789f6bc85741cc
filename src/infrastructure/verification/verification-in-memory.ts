import { inMemory } from '../shared/in-memory';
import { InMemoryPinCodeGateway } from './in-memory-pin-code-gateway';
import type { VerificationGateways } from './verification.module';

export const verificationInMemory: VerificationGateways = { pinCode: inMemory(InMemoryPinCodeGateway) };
