import type { Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { BalanceEntry, WalletGateway } from '../../domain/wallet';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryWalletGateway implements WalletGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async balances(session: SessionId): Promise<Either<GatewayError, readonly BalanceEntry[]>> {
    return this.platform.authorised({ operation: 'balances', session }, this.rejections, (player) => [...player.balances]);
  }
}
