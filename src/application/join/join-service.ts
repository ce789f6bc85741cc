import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { jurisdictionFor, type SelfExclusionScheme, type SiteConfig } from '../../domain/config';
import {
  afterJoiningPath,
  WELCOME_PATH,
  calendarDayOf,
  checkSignUp,
  type JoinError,
  type RegistrationGateway,
  type RegistrationOptions,
  type SignUpFieldError,
  type SignUpForm,
} from '../../domain/join';
import type { JoinReferralSource } from '../../domain/referral';
import type { Clock } from '../../domain/shared/ports';
import { callingCodeOf } from '../../domain/verification';
import { loadOnce } from '../shared/load-once';
import { ConfigTokens } from '../config/tokens';
import type { LoadState } from '../shared/load-state';
import { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { ReferralTokens } from '../referral/tokens';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { PhoneVerificationService } from '../verification/phone-verification-service';
import { VerificationTokens } from '../verification/tokens';
import { JoinTokens } from './tokens';

/** Where a player who has just joined goes next. */
export interface JoinOutcome {
  readonly target: string;
}

/** Joining: the form's options, the site's checks, and the sign-up that starts the new player's session as a login does. */
@injectable()
export class JoinService {
  constructor(
    @inject(JoinTokens.RegistrationGateway) private readonly gateway: RegistrationGateway,
    @inject(ReferralTokens.JoinReferralSource) private readonly referrals: JoinReferralSource,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Clock) private readonly clock: Clock,
    @inject(VerificationTokens.PhoneVerificationService) private readonly phones: PhoneVerificationService,
  ) {}

  /** JRN-01: the mobile prefix the form starts with, the calling code of the site's jurisdiction (empty when it has none). */
  defaultPhonePrefix(): string {
    return callingCodeOf(this.config.defaultJurisdiction) ?? '';
  }

  /**
   * SG-17, SG-19: the national self-exclusion scheme of the jurisdiction of the country (and region)
   * chosen on the form, which a sign-up refused by the register of self-exclusions names; null for none.
   */
  selfExclusionSchemeFor(country: string, region: string): SelfExclusionScheme | null {
    return jurisdictionFor(this.config, { countryCode: country === '' ? null : country, subdivision: region === '' ? null : region }).selfExclusionScheme;
  }

  /** The countries, currencies and limits the form offers, loaded when the page subscribes. */
  options$(): Observable<LoadState<RegistrationOptions>> {
    return loadOnce(() => this.gateway.options());
  }

  /** The site's own checks (the platform checks again, and alone knows the common passwords). */
  check(form: SignUpForm, options: RegistrationOptions): readonly SignUpFieldError[] {
    return checkSignUp(form, options, calendarDayOf(this.clock.now()));
  }

  /** The platform's day (UTC) as `YYYY-MM-DD`: the latest date of birth the form offers. */
  today(): string {
    return new Date(this.clock.now()).toISOString().slice(0, 10);
  }

  /** Sends the sign-up with the referral kept on arrival; the new player's session starts as after a login. */
  async join(form: SignUpForm, options: RegistrationOptions): Promise<Either<JoinError, JoinOutcome>> {
    const problems = this.check(form, options);
    if (problems.length > 0) return left({ code: 'INVALID_FIELDS', fieldErrors: problems });
    const registered = await this.gateway.register({ form, language: this.language.current(), referral: this.referrals.current() });
    if (isLeft(registered)) return registered;
    const started = await this.session.start(registered.right.sessionId);
    if (isLeft(started)) return left({ code: 'SESSION_NOT_STARTED' });
    this.language.applyPlayerLanguage(registered.right.language ?? started.right.language);
    const target = afterJoiningPath(this.config.mfaOperations);
    // JRN-01: the phone page opens with its code on the way. A send that fails leaves its button to try again.
    if (target !== WELCOME_PATH) await this.phones.sendCode();
    return right({ target });
  }
}
