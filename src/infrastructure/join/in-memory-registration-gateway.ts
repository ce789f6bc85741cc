import { left, right, type Either } from 'fp-ts/Either';
import type { JoinError, RegistrationGateway, RegistrationOptions, RegistrationRequest } from '../../domain/join';
import type { LoginSuccess } from '../../domain/session';
import type { BalanceType, CurrencyCode } from '../../domain/wallet';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/** Registers the player in the in-memory platform (taken addresses are refused as the platform would) and opens its session. */
export class InMemoryRegistrationGateway implements RegistrationGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async options(): Promise<Either<GatewayError, RegistrationOptions>> {
    const failure = this.platform.receive({ operation: 'registrationOptions' });
    return failure === null ? right(this.platform.join.options) : left(failure);
  }

  async register(request: RegistrationRequest): Promise<Either<JoinError, LoginSuccess>> {
    const failure = this.platform.receive({ operation: 'registration', body: request });
    if (failure !== null) return left({ code: 'UNAVAILABLE' });
    const join = this.platform.join;
    const refusal = join.takeRefusal();
    if (refusal !== null) return left(refusal);
    const email = request.form.email.trim().normalize('NFKC').toLowerCase();
    if (this.platform.players.has(email)) return left({ code: 'INVALID_FIELDS', fieldErrors: [{ field: 'email', cause: 'EMAIL_UNAVAILABLE' }] });
    join.registrations.push(request);
    const { form } = request;
    // A new player's wallet: empty, in the currency chosen (docs/decisions.md, "Joining (issue 10)").
    const currency = form.currency as CurrencyCode;
    const emptyWallet = (['Playable', 'Withdrawable', 'Total'] as const).map((type: BalanceType) => ({ type, amount: { minor: 0, currency } }));
    this.platform.addPlayer({
      username: email,
      password: form.password,
      balances: emptyWallet,
      user: {
        email,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        nickname: null,
        currency: form.currency,
        language: request.language,
        countryCode: form.country,
        subdivision: null,
        phones: form.phone === '' ? [] : [form.phone.replace(/\s+/g, '')],
        phonePrefix: form.phonePrefix === '' ? null : form.phonePrefix,
        personaLinkedAccounts: [],
        hasPinCode: false,
        phoneStatus: 'NOT_VALIDATED',
      },
    });
    const sessionId = this.platform.openSession(email);
    return right({ sessionId, userCountry: form.country, loginFromDifferentCountry: false, language: request.language });
  }
}
