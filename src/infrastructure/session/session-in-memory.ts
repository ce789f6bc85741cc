import { inMemory } from '../shared/in-memory';
import { InMemoryCaptchaGateway } from './in-memory-captcha-gateway';
import { InMemoryLoginGateway } from './in-memory-login-gateway';
import { InMemoryLogoutGateway } from './in-memory-logout-gateway';
import { InMemoryPasswordResetGateway } from './in-memory-password-reset-gateway';
import { InMemoryProfileGateway } from './in-memory-profile-gateway';
import type { SessionGateways } from './session.module';

export const sessionInMemory: SessionGateways = {
  login: inMemory(InMemoryLoginGateway),
  logout: inMemory(InMemoryLogoutGateway),
  profile: inMemory(InMemoryProfileGateway),
  captcha: inMemory(InMemoryCaptchaGateway),
  passwordReset: inMemory(InMemoryPasswordResetGateway),
};
