import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  nextPage,
  requiredActionTarget,
  type CaptchaGateway,
  type LoginError,
  type LoginGateway,
  type LoginRequest,
  type LogoutGateway,
  type RequiredAction,
} from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { NoticeService } from '../shared/notices';
import { SharedTokens } from '../shared/tokens';
import { LastPageService } from '../session/last-page-service';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { LoginTokens } from './tokens';

/** Where the player goes after a login attempt that was not refused. */
export type LoginOutcome =
  | { readonly kind: 'AUTHENTICATED'; readonly target: string }
  | { readonly kind: 'ACTION_REQUIRED'; readonly requiredAction: RequiredAction; readonly target: string };

const ADD_PIN_CODE: RequiredAction = { action: 'ADD_PIN_CODE', token: null, profileInfo: {} };

@injectable()
export class LoginService {
  constructor(
    @inject(LoginTokens.LoginGateway) private readonly gateway: LoginGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SessionTokens.LastPageService) private readonly lastPage: LastPageService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(LoginTokens.CaptchaGateway) private readonly captcha: CaptchaGateway,
    @inject(SessionTokens.LogoutGateway) private readonly logout: LogoutGateway,
    @inject(SharedTokens.Notices) private readonly notices: NoticeService,
  ) {}

  /** A single-use token proving the captcha challenge was passed (AUTH-03 `X-CAPTCHA-TOKEN`). */
  solveCaptcha(): Promise<Either<GatewayError, string>> {
    return this.captcha.solve();
  }

  /** AUTH-07: where a login (or an already logged-in player) lands: the destination, else the last page, else home. */
  landingPage(destination: string | null): string {
    return nextPage(destination, this.lastPage.lastPage());
  }

  /** AUTH-03 to AUTH-07 and AUTH-11. */
  async login(request: LoginRequest, destination: string | null): Promise<Either<LoginError, LoginOutcome>> {
    const reply = await this.gateway.login(request);
    if (isLeft(reply)) return reply;
    const target = this.landingPage(destination);
    if (reply.right.kind === 'ACTION_REQUIRED') {
      const { requiredAction } = reply.right;
      return right({ kind: 'ACTION_REQUIRED', requiredAction, target: requiredActionTarget(requiredAction, target) });
    }
    const { success } = reply.right;
    const profile = await this.session.start(success.sessionId);
    if (isLeft(profile)) {
      // The site forgets the session; the platform must not keep it open either.
      await this.logout.logout(success.sessionId);
      return left({ code: 'PROFILE_UNAVAILABLE' });
    }
    this.language.applyPlayerLanguage(success.language ?? profile.right.language);
    if (success.loginFromDifferentCountry) this.notices.show({ kind: 'info', key: 'login.differentCountry' });
    if (!profile.right.hasPinCode) {
      return right({ kind: 'ACTION_REQUIRED', requiredAction: ADD_PIN_CODE, target: requiredActionTarget(ADD_PIN_CODE, target) });
    }
    return right({ kind: 'AUTHENTICATED', target });
  }
}
