import { overHttp } from '../shared/over-http';
import { HttpCaptchaGateway } from './http-captcha-gateway';
import { HttpLoginGateway } from './http-login-gateway';
import { HttpPasswordResetGateway } from './http-password-reset-gateway';
import type { LoginGateways } from './login.module';

export const loginOverHttp: LoginGateways = {
  login: overHttp(HttpLoginGateway),
  captcha: overHttp(HttpCaptchaGateway),
  passwordReset: overHttp(HttpPasswordResetGateway),
};
