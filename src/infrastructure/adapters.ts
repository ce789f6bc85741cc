import type { SchedulerLike } from 'rxjs';
import type { LanguageStore } from '../domain/i18n/ports';
import type { LoyaltyGateway } from '../domain/loyalty/ports';
import type {
  CaptchaGateway,
  LastPageStore,
  LoginGateway,
  LogoutGateway,
  PasswordResetGateway,
  ProfileGateway,
  SessionRejectionListener,
  SessionStore,
} from '../domain/session/ports';
import type { Clock, Logger, PageVisibility } from '../domain/shared/ports';
import type { NotificationsGateway, WalletGateway } from '../domain/wallet/ports';
import type { PinCodeGateway } from '../domain/verification/ports';

/** Every port the application needs, implemented by one technology or another. */
export interface AdapterSet {
  readonly loginGateway: LoginGateway;
  readonly logoutGateway: LogoutGateway;
  readonly profileGateway: ProfileGateway;
  readonly captchaGateway: CaptchaGateway;
  readonly passwordResetGateway: PasswordResetGateway;
  readonly walletGateway: WalletGateway;
  readonly notificationsGateway: NotificationsGateway;
  readonly loyaltyGateway: LoyaltyGateway;
  readonly pinCodeGateway: PinCodeGateway;
  readonly sessionStore: SessionStore;
  readonly lastPageStore: LastPageStore;
  readonly languageStore: LanguageStore;
  readonly pageVisibility: PageVisibility;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Virtual time in tests; the real clock when absent. */
  readonly scheduler?: SchedulerLike;
}

/** Adapters are made knowing whom to tell about a refused session (resolved lazily: no cycle). */
export type AdapterFactory = (rejection: SessionRejectionListener) => AdapterSet;
