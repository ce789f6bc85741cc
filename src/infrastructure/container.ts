import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { ConfigTokens } from '../application/config/tokens';
import { LanguageService } from '../application/i18n/language-service';
import { I18nTokens } from '../application/i18n/tokens';
import { LoyaltyService } from '../application/loyalty/loyalty-service';
import { LoyaltyTokens } from '../application/loyalty/tokens';
import { LastPageService } from '../application/session/last-page-service';
import { LoginService } from '../application/session/login-service';
import { LogoutService } from '../application/session/logout-service';
import { PasswordResetService } from '../application/session/password-reset-service';
import { SessionService } from '../application/session/session-service';
import { SessionTokens } from '../application/session/tokens';
import { NoticeService } from '../application/shared/notices';
import { SharedTokens } from '../application/shared/tokens';
import { VisibilityService } from '../application/shared/visibility';
import { PinCodeService } from '../application/verification/pin-code-service';
import { VerificationTokens } from '../application/verification/tokens';
import { AccountMenuService } from '../application/wallet/account-menu-service';
import { NotificationService } from '../application/wallet/notification-service';
import { WalletTokens } from '../application/wallet/tokens';
import { WalletService } from '../application/wallet/wallet-service';
import type { SiteConfig } from '../domain/config/site-config';
import type { AdapterFactory, AdapterSet } from './adapters';

const sharedModule = (config: SiteConfig, adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(ConfigTokens.SiteConfig).toConstantValue(config);
    bind(SharedTokens.Clock).toConstantValue(adapters.clock);
    bind(SharedTokens.PageVisibility).toConstantValue(adapters.pageVisibility);
    bind(SharedTokens.Logger).toConstantValue(adapters.logger);
    bind(SharedTokens.Scheduler).toConstantValue(adapters.scheduler ?? asyncScheduler);
    bind(SharedTokens.Notices).to(NoticeService).inSingletonScope();
    bind(SharedTokens.Visibility).to(VisibilityService).inSingletonScope();
  });

const sessionModule = (adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(SessionTokens.LoginGateway).toConstantValue(adapters.loginGateway);
    bind(SessionTokens.LogoutGateway).toConstantValue(adapters.logoutGateway);
    bind(SessionTokens.ProfileGateway).toConstantValue(adapters.profileGateway);
    bind(SessionTokens.CaptchaGateway).toConstantValue(adapters.captchaGateway);
    bind(SessionTokens.PasswordResetGateway).toConstantValue(adapters.passwordResetGateway);
    bind(SessionTokens.SessionStore).toConstantValue(adapters.sessionStore);
    bind(SessionTokens.LastPageStore).toConstantValue(adapters.lastPageStore);
    bind(SessionTokens.SessionService).to(SessionService).inSingletonScope();
    bind(SessionTokens.LoginService).to(LoginService).inSingletonScope();
    bind(SessionTokens.LogoutService).to(LogoutService).inSingletonScope();
    bind(SessionTokens.LastPageService).to(LastPageService).inSingletonScope();
    bind(SessionTokens.PasswordResetService).to(PasswordResetService).inSingletonScope();
  });

const i18nModule = (adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(I18nTokens.LanguageStore).toConstantValue(adapters.languageStore);
    bind(I18nTokens.LanguageService).to(LanguageService).inSingletonScope();
  });

const walletModule = (adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(WalletTokens.WalletGateway).toConstantValue(adapters.walletGateway);
    bind(WalletTokens.NotificationsGateway).toConstantValue(adapters.notificationsGateway);
    bind(WalletTokens.WalletService).to(WalletService).inSingletonScope();
    bind(WalletTokens.NotificationService).to(NotificationService).inSingletonScope();
    bind(WalletTokens.AccountMenuService).to(AccountMenuService).inSingletonScope();
  });

const loyaltyModule = (adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(LoyaltyTokens.LoyaltyGateway).toConstantValue(adapters.loyaltyGateway);
    bind(LoyaltyTokens.LoyaltyService).to(LoyaltyService).inSingletonScope();
  });

const verificationModule = (adapters: AdapterSet) =>
  new ContainerModule(({ bind }) => {
    bind(VerificationTokens.PinCodeGateway).toConstantValue(adapters.pinCodeGateway);
    bind(VerificationTokens.PinCodeService).to(PinCodeService).inSingletonScope();
  });

/**
 * The composition root: the only place that knows every adapter. Production passes `httpAdapters`,
 * tests pass `inMemoryAdapters`; the application modules are the same.
 */
export const createContainer = (config: SiteConfig, makeAdapters: AdapterFactory): Container => {
  const container = new Container();
  const adapters = makeAdapters({
    sessionRejected: (session) => container.get<SessionService>(SessionTokens.SessionService).sessionRejected(session),
  });
  container.load(
    sharedModule(config, adapters),
    sessionModule(adapters),
    i18nModule(adapters),
    walletModule(adapters),
    loyaltyModule(adapters),
    verificationModule(adapters),
  );
  return container;
};
