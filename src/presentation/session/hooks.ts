import type { LastPageService } from '../../application/session/last-page-service';
import type { LoginService } from '../../application/login/login-service';
import type { LogoutService } from '../../application/session/logout-service';
import type { PasswordResetService } from '../../application/login/password-reset-service';
import type { SessionService, SessionState } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import { LoginTokens } from '../../application/login/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useSessionService = () => useService<SessionService>(SessionTokens.SessionService);
export const useLoginService = () => useService<LoginService>(LoginTokens.LoginService);
export const useLogoutService = () => useService<LogoutService>(SessionTokens.LogoutService);
export const useLastPageService = () => useService<LastPageService>(SessionTokens.LastPageService);
export const usePasswordResetService = () => useService<PasswordResetService>(LoginTokens.PasswordResetService);

export const useSession = (): SessionState => {
  const session = useSessionService();
  return useObservable(session.state$, session.current());
};
