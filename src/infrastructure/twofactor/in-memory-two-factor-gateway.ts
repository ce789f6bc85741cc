import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { EnrolmentMethod, MfaFailure, MfaOperation, TwoFactorGateway, TwoFactorStatus } from '../../domain/twofactor';
import type { InMemoryPlatform, InMemoryPlayer } from '../shared/in-memory-platform';
import type { TwoFactorCall } from './in-memory-two-factor';
import { mfaFailureOf, otpAuthUriOf } from './mfa-reply';

const INVALID = (remainingAttempts: number): MfaFailure => ({ kind: 'INVALID_CODE', remainingAttempts, maxAttempts: 3 });

/** Two-factor over the in-memory platform; scripted answers go through the same decoding as HTTP answers. */
export class InMemoryTwoFactorGateway implements TwoFactorGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async status(session: SessionId): Promise<Either<GatewayError, TwoFactorStatus>> {
    return this.platform.authorised({ operation: 'twoFactor', session }, this.rejections, (player) => {
      this.platform.twoFactor.calls.push({ call: 'status', username: player.username, background: true });
      return this.platform.twoFactor.statusOf(player.username);
    });
  }

  async sendCode(session: SessionId, operation: MfaOperation): Promise<Either<MfaFailure, void>> {
    return this.answer(session, { call: 'sendCode', operation }, (player) => {
      if (player.user.phoneStatus !== 'VALIDATED') return left({ kind: 'PLAYER_NOT_VALIDATED' });
      this.platform.twoFactor.sendCode(player.username, operation);
      return right(undefined);
    });
  }

  async enrol(session: SessionId, code: string): Promise<Either<MfaFailure, string>> {
    const player = this.platform.playerOf(session);
    const scripted = this.platform.twoFactor.takeScripted('enrol');
    if (scripted !== null && player !== null) {
      this.record(player, { call: 'enrol', operation: 'enable2fa', code });
      const uri = otpAuthUriOf(scripted.body);
      return uri !== null ? right(uri) : left(mfaFailureOf(scripted.status, scripted.body));
    }
    return this.answer(session, { call: 'enrol', operation: 'enable2fa', code }, (found) =>
      this.codeOfEnrolmentMethod(found, 'enable2fa', code) ? right(this.platform.twoFactor.otpAuthUri) : left(INVALID(2)),
    );
  }

  async verify(session: SessionId, totp: string): Promise<Either<MfaFailure, void>> {
    return this.answer(session, { call: 'verify', operation: 'enable2fa', code: totp }, (player) => {
      if (totp !== this.platform.twoFactor.currentTotp) return left(INVALID(2));
      this.platform.twoFactor.setStatus(player.username, 'ENABLED');
      return right(undefined);
    });
  }

  async disable(session: SessionId, totp: string): Promise<Either<MfaFailure, void>> {
    return this.answer(session, { call: 'disable', operation: 'disable2FA', code: totp }, (player) => {
      if (totp !== this.platform.twoFactor.currentTotp) return left(INVALID(2));
      this.platform.twoFactor.setStatus(player.username, 'DISABLED');
      return right(undefined);
    });
  }

  async reset(session: SessionId, code: string): Promise<Either<MfaFailure, void>> {
    return this.answer(session, { call: 'reset', operation: 'changeStatus2FA', code }, (player) => {
      if (!this.codeOfEnrolmentMethod(player, 'changeStatus2FA', code)) return left(INVALID(2));
      this.platform.twoFactor.setStatus(player.username, 'PENDING');
      return right(undefined);
    });
  }

  /** The SMS code last sent for the operation, or else the player's PIN: whichever the site was configured for asked it. */
  private codeOfEnrolmentMethod(player: InMemoryPlayer, operation: MfaOperation, code: string): boolean {
    const sent = this.platform.twoFactor.sentCode(player.username, operation);
    const method: EnrolmentMethod = sent !== null ? 'SMS' : 'PIN_CODE';
    return method === 'SMS' ? code === sent : code === player.pinCode;
  }

  private record(player: InMemoryPlayer, call: Omit<TwoFactorCall, 'username'>): void {
    this.platform.twoFactor.calls.push({ ...call, username: player.username });
  }

  private async answer<T>(session: SessionId, call: Omit<TwoFactorCall, 'username'>, handle: (player: InMemoryPlayer) => Either<MfaFailure, T>): Promise<Either<MfaFailure, T>> {
    const reached = this.platform.authorised({ operation: 'twoFactor', session }, this.rejections, (player) => player);
    if (isLeft(reached)) return left({ kind: 'OTHER', cause: reached.left });
    const player = reached.right;
    this.record(player, call);
    const scripted = this.platform.twoFactor.takeScripted(call.call);
    if (scripted !== null) return left(mfaFailureOf(scripted.status, scripted.body));
    return handle(player);
  }
}
