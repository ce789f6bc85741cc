import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, Subject, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import {
  enrolmentMethodOf,
  parseOtpAuthUri,
  type EnrolmentMethod,
  type EnrolmentUriStore,
  type MfaFailure,
  type OtpAuthKey,
  type ReminderSnoozeStore,
  type TwoFactorGateway,
  type TwoFactorStatus,
} from '../../domain/twofactor';
import { ConfigTokens } from '../config/tokens';
import { PlayerPolling } from '../session/player-polling';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { PollState } from '../shared/poll';
import { TWO_FACTOR_STATUS_REFRESH_MS, TwoFactorTokens } from './tokens';

const NO_SESSION: MfaFailure = { kind: 'OTHER', cause: { code: 'UNAUTHORIZED' } };

/**
 * MFA-01..13: the player's two-factor status (polled every 30 s while logged in), enrolment with the
 * enrolment method's code, the first TOTP that turns it on, turning it off, and the lost-phone reset.
 */
@injectable()
export class TwoFactorService {
  private readonly refreshes = new Subject<void>();
  readonly state$: Observable<PollState<TwoFactorStatus> | null>;
  /** The status, null while unknown (logged out, or not answered yet). */
  readonly status$: Observable<TwoFactorStatus | null>;
  readonly method: EnrolmentMethod;

  constructor(
    @inject(TwoFactorTokens.TwoFactorGateway) private readonly gateway: TwoFactorGateway,
    @inject(TwoFactorTokens.EnrolmentUriStore) private readonly uris: EnrolmentUriStore,
    @inject(TwoFactorTokens.ReminderSnoozeStore) private readonly snoozes: ReminderSnoozeStore,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
  ) {
    this.method = enrolmentMethodOf(config);
    this.state$ = polling.poll((id, signal) => gateway.status(id, signal), TWO_FACTOR_STATUS_REFRESH_MS, this.refreshes);
    this.status$ = this.state$.pipe(
      map((state) => state?.value ?? null),
      distinctUntilChanged(),
    );
  }

  /** Asks for the status now (after a change the player made). */
  refresh(): void {
    this.refreshes.next();
  }

  /** MFA-01, MFA-11: SMS sends the `enable2fa` code; the PIN needs nothing sent. */
  async startEnrolment(): Promise<Either<MfaFailure, EnrolmentMethod>> {
    if (this.method === 'PIN_CODE') return right('PIN_CODE');
    const id = this.session.currentId();
    if (id === null) return left(NO_SESSION);
    const sent = await this.gateway.sendCode(id, 'enable2fa');
    return isLeft(sent) ? sent : right('SMS');
  }

  /** MFA-13: the reset is confirmed with the enrolment method's code too (SMS of `changeStatus2FA`). */
  async startReset(): Promise<Either<MfaFailure, EnrolmentMethod>> {
    if (this.method === 'PIN_CODE') return right('PIN_CODE');
    const id = this.session.currentId();
    if (id === null) return left(NO_SESSION);
    const sent = await this.gateway.sendCode(id, 'changeStatus2FA');
    return isLeft(sent) ? sent : right('SMS');
  }

  /** MFA-01, MFA-07: the URI is kept for the setup page, in this tab only. */
  async enrol(code: string): Promise<Either<MfaFailure, OtpAuthKey>> {
    const id = this.session.currentId();
    if (id === null) return left(NO_SESSION);
    const enrolled = await this.gateway.enrol(id, code);
    if (isLeft(enrolled)) return enrolled;
    const key = parseOtpAuthUri(enrolled.right);
    if (key === null) return left({ kind: 'OTHER', cause: { code: 'DECODE', detail: 'not an otpauth URI' } });
    this.uris.write(key.uri);
    return right(key);
  }

  /** The key being set up, or null when there is none (the setup page then goes back). */
  pendingKey(): OtpAuthKey | null {
    const uri = this.uris.read();
    return uri === null ? null : parseOtpAuthUri(uri);
  }

  /** MFA-08: the first TOTP; success forgets the URI. */
  async verify(totp: string): Promise<Either<MfaFailure, void>> {
    return this.changed((id) => this.gateway.verify(id, totp), () => this.uris.clear());
  }

  async disable(totp: string): Promise<Either<MfaFailure, void>> {
    return this.changed((id) => this.gateway.disable(id, totp));
  }

  /** MFA-13. */
  async reset(code: string): Promise<Either<MfaFailure, void>> {
    return this.changed((id) => this.gateway.reset(id, code), () => this.uris.clear());
  }

  /** MFA-05. */
  isReminderSnoozed(): boolean {
    return this.snoozes.isSnoozed();
  }

  snoozeReminder(): void {
    this.snoozes.snooze();
  }

  private async changed(call: (id: NonNullable<ReturnType<SessionService['currentId']>>) => Promise<Either<MfaFailure, void>>, onSuccess?: () => void): Promise<Either<MfaFailure, void>> {
    const id = this.session.currentId();
    if (id === null) return left(NO_SESSION);
    const result = await call(id);
    if (isLeft(result)) return result;
    onSuccess?.();
    this.refresh();
    return right(undefined);
  }
}
