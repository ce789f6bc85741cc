import type { Either } from 'fp-ts/Either';
import type { MonthlyStatement, MonthlyStatementGateway } from '../../domain/cashier';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

/** The statement a test stored for the player (the sums are the platform's to make), its newest months. */
export class InMemoryMonthlyStatementGateway implements MonthlyStatementGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async statement(session: SessionId, months: number): Promise<Either<GatewayError, MonthlyStatement>> {
    return this.platform.authorised({ operation: 'statement', session, body: { months } }, this.rejections, (player) => {
      const stored = this.platform.cashier.statements.get(player.username.toLowerCase());
      return { months: (stored?.months ?? []).slice(0, months) };
    });
  }
}
