import { inMemory } from '../shared/in-memory';
import { InMemoryCaptchaGateway } from './in-memory-captcha-gateway';
import { InMemoryLoginGateway } from './in-memory-login-gateway';
import { InMemoryPasswordResetGateway } from './in-memory-password-reset-gateway';
import type { LoginGateways } from './login.module';

export const loginInMemory: LoginGateways = {
  login: inMemory(InMemoryLoginGateway),
  captcha: inMemory(InMemoryCaptchaGateway),
  passwordReset: inMemory(InMemoryPasswordResetGateway),
};
