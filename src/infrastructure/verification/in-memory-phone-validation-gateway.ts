import { flatten, left, right, type Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { fullPhoneNumber, type ConfirmationCode, type NewPhoneNumber, type PhoneNumberChange, type PhoneValidationGateway, type PhoneValidationOutcome } from '../../domain/verification';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryPhoneValidationGateway implements PhoneValidationGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async validate(session: SessionId, fullPhone: string, code: ConfirmationCode): Promise<Either<GatewayError, PhoneValidationOutcome>> {
    const result = this.platform.authorised(
      { operation: 'validatePhone', session, body: { fullPhone, code } },
      this.rejections,
      (player): Either<GatewayError, PhoneValidationOutcome> => {
        const own = player.user.phones.map((phone) => fullPhoneNumber(player.user.phonePrefix, phone));
        if (!own.includes(fullPhone)) return left({ code: 'HTTP', status: 404, errorCode: 'PHONE_NOT_FOUND' });
        if (player.user.phoneStatus === 'VALIDATED') return right({ kind: 'ALREADY_VALIDATED' });
        const rejection = this.platform.verification.check(player.username, 'validatePhone', code);
        if (rejection !== null) return right({ kind: 'REFUSED', rejection });
        player.user = { ...player.user, phoneStatus: 'VALIDATED' };
        this.platform.verification.validatedPhones.push({ username: player.username, fullPhone, code });
        return right({ kind: 'VALIDATED' });
      },
    );
    return flatten(result);
  }

  /** Keeps the number as sent (the platform's own checks are the sandbox's); a validated one stays. */
  async changeNumber(session: SessionId, phone: NewPhoneNumber): Promise<Either<GatewayError, PhoneNumberChange>> {
    return this.platform.authorised({ operation: 'changePhone', session, body: phone }, this.rejections, (player): PhoneNumberChange => {
      if (player.user.phoneStatus === 'VALIDATED') return { kind: 'ALREADY_VALIDATED' };
      player.user = { ...player.user, phonePrefix: phone.phonePrefix, phones: [phone.phone] };
      return { kind: 'CHANGED' };
    });
  }
}
