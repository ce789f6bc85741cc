import { ContainerModule } from 'inversify';
import { LoginService } from '../../application/login/login-service';
import { PasswordResetService } from '../../application/login/password-reset-service';
import { LoginTokens } from '../../application/login/tokens';
import type { CaptchaGateway, LoginGateway, PasswordResetGateway } from '../../domain/session';
import type { AdapterFactory } from '../shared/adapter-factory';

/** The platform's side of the login form and of a forced password reset. */
export interface LoginGateways {
  readonly login: AdapterFactory<LoginGateway>;
  readonly captcha: AdapterFactory<CaptchaGateway>;
  readonly passwordReset: AdapterFactory<PasswordResetGateway>;
}

export const loginModule = (gateways: LoginGateways) =>
  new ContainerModule(({ bind }) => {
    bind<LoginGateway>(LoginTokens.LoginGateway).toDynamicValue(gateways.login).inSingletonScope();
    bind<CaptchaGateway>(LoginTokens.CaptchaGateway).toDynamicValue(gateways.captcha).inSingletonScope();
    bind<PasswordResetGateway>(LoginTokens.PasswordResetGateway).toDynamicValue(gateways.passwordReset).inSingletonScope();
    bind(LoginTokens.LoginService).to(LoginService).inSingletonScope();
    bind(LoginTokens.PasswordResetService).to(PasswordResetService).inSingletonScope();
  });
