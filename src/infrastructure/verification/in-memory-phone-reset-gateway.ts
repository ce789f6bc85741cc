import { left, right, type Either } from 'fp-ts/Either';
import type { SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { ConfirmationCode, NewPhoneNumber, PhoneResetGateway, PhoneValidationOutcome, SendCodeOutcome } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/** The forced phone reset: a token of the login's 428 answer (`platform.actionTokens`). */
export class InMemoryPhoneResetGateway implements PhoneResetGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    _rejections: SessionRejectionReporter,
  ) {}

  async sendCode(token: string, phone: NewPhoneNumber): Promise<Either<GatewayError, SendCodeOutcome>> {
    const failure = this.platform.receive({ operation: 'phoneReset', body: { token, ...phone } });
    if (failure !== null) return left(failure);
    const username = this.platform.actionTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    this.platform.verification.resetNumbers.set(token, phone);
    return right(this.platform.verification.send(username, 'validatePhone'));
  }

  async reset(token: string, phone: NewPhoneNumber, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>> {
    const failure = this.platform.receive({ operation: 'phoneReset', body: { token, ...phone, code } });
    if (failure !== null) return left(failure);
    const username = this.platform.actionTokens.get(token);
    if (username === undefined) return left({ code: 'HTTP', status: 404 });
    const rejection = this.platform.verification.check(username, 'validatePhone', code);
    if (rejection !== null) return right({ kind: 'REFUSED', rejection });
    const player = this.platform.player(username);
    player.user = { ...player.user, phonePrefix: phone.phonePrefix, phones: [phone.phone], phoneStatus: 'VALIDATED' };
    this.platform.actionTokens.delete(token);
    return right({ kind: 'VALIDATED' });
  }
}
