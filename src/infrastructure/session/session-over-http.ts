import { overHttp } from '../shared/over-http';
import { HttpCaptchaGateway } from './http-captcha-gateway';
import { HttpLoginGateway } from './http-login-gateway';
import { HttpLogoutGateway } from './http-logout-gateway';
import { HttpPasswordResetGateway } from './http-password-reset-gateway';
import { HttpProfileGateway } from './http-profile-gateway';
import type { SessionGateways } from './session.module';

export const sessionOverHttp: SessionGateways = {
  login: overHttp(HttpLoginGateway),
  logout: overHttp(HttpLogoutGateway),
  profile: overHttp(HttpProfileGateway),
  captcha: overHttp(HttpCaptchaGateway),
  passwordReset: overHttp(HttpPasswordResetGateway),
};
