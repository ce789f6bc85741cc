import type { SiteConfig } from '../../domain/config/site-config';
import type { AdapterFactory } from '../adapters';
import { ConsoleLogger, DocumentPageVisibility, SessionStorageLastPageStore, SystemClock } from '../shared/browser-adapters';
import { CookieLanguageStore, CookieSessionStore } from '../session/cookie-stores';
import { HttpClient } from '../shared/http-client';
import { HttpLoginGateway } from '../session/http-login-gateway';
import { HttpLoyaltyGateway } from '../loyalty/http-loyalty-gateway';
import { HttpPinCodeGateway } from '../verification/http-pin-code-gateway';
import { HttpCaptchaGateway, HttpLogoutGateway, HttpPasswordResetGateway, HttpProfileGateway } from '../session/http-session-gateways';
import { HttpNotificationsGateway, HttpWalletGateway } from '../wallet/http-wallet-gateways';

/** The production adapters: the platform over HTTP, the browser's cookies, storage and visibility. */
export const httpAdapters =
  (config: SiteConfig, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): AdapterFactory =>
  (rejectionListener) => {
    const http = new HttpClient({ baseUrl: config.servicesBaseUrl, fetch: fetchImpl, rejectionListener });
    return {
      loginGateway: new HttpLoginGateway(http),
      logoutGateway: new HttpLogoutGateway(http),
      profileGateway: new HttpProfileGateway(http),
      captchaGateway: new HttpCaptchaGateway(http),
      passwordResetGateway: new HttpPasswordResetGateway(http),
      walletGateway: new HttpWalletGateway(http),
      notificationsGateway: new HttpNotificationsGateway(http),
      loyaltyGateway: new HttpLoyaltyGateway(http),
      pinCodeGateway: new HttpPinCodeGateway(http),
      sessionStore: new CookieSessionStore(),
      lastPageStore: new SessionStorageLastPageStore(),
      languageStore: new CookieLanguageStore(),
      pageVisibility: new DocumentPageVisibility(),
      clock: new SystemClock(),
      logger: new ConsoleLogger(),
    };
  };
