import type { LanguageService } from '../../application/i18n/language-service';
import { I18nTokens } from '../../application/i18n/tokens';
import type { LastPageService } from '../../application/session/last-page-service';
import type { LoginService } from '../../application/session/login-service';
import type { LogoutService } from '../../application/session/logout-service';
import type { PasswordResetService } from '../../application/session/password-reset-service';
import type { SessionService, SessionState } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import type { NoticeService } from '../../application/shared/notices';
import { SharedTokens } from '../../application/shared/tokens';
import type { PinCodeService } from '../../application/verification/pin-code-service';
import { VerificationTokens } from '../../application/verification/tokens';
import { WalletTokens } from '../../application/wallet/tokens';
import type { AccountMenuService, AccountMenuView } from '../../application/wallet/account-menu-service';
import { ConfigTokens } from '../../application/config/tokens';
import type { SiteConfig } from '../../domain/config';
import { useService } from './container';
import { useObservable } from './use-observable';

export const useSiteConfig = () => useService<SiteConfig>(ConfigTokens.SiteConfig);
export const useSessionService = () => useService<SessionService>(SessionTokens.SessionService);
export const useLoginService = () => useService<LoginService>(SessionTokens.LoginService);
export const useLogoutService = () => useService<LogoutService>(SessionTokens.LogoutService);
export const useLastPageService = () => useService<LastPageService>(SessionTokens.LastPageService);
export const usePasswordResetService = () => useService<PasswordResetService>(SessionTokens.PasswordResetService);
export const useLanguageService = () => useService<LanguageService>(I18nTokens.LanguageService);
export const useNoticeService = () => useService<NoticeService>(SharedTokens.Notices);
export const usePinCodeService = () => useService<PinCodeService>(VerificationTokens.PinCodeService);

export const useSession = (): SessionState => {
  const session = useSessionService();
  return useObservable(session.state$, session.current());
};

export const useLanguage = (): string => {
  const language = useLanguageService();
  return useObservable(language.language$, language.current());
};

export const useAccountMenu = (): AccountMenuView | null => {
  const service = useService<AccountMenuService>(WalletTokens.AccountMenuService);
  return useObservable(service.menu$, null);
};
