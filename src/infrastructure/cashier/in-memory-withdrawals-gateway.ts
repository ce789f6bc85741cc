import { left, right, type Either } from 'fp-ts/Either';
import type { ReversalError, Withdrawal, WithdrawalsGateway } from '../../domain/cashier';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform, InMemoryPlayer } from '../shared/in-memory-platform';

export class InMemoryWithdrawalsGateway implements WithdrawalsGateway {
  constructor(
    private readonly platform: InMemoryPlatform,
    private readonly rejections: SessionRejectionReporter,
  ) {}

  async pending(session: SessionId): Promise<Either<GatewayError, readonly Withdrawal[]>> {
    return this.platform.authorised({ operation: 'withdrawals', session }, this.rejections, (player) =>
      this.platform.cashier.withdrawalsOf(player.username.toLowerCase()).filter((withdrawal) => withdrawal.status === 'PENDING'),
    );
  }

  /** Moves the amount back from the pending balance to the withdrawable one, as the platform would. */
  async reverse(session: SessionId, withdrawalId: string): Promise<Either<ReversalError, Withdrawal>> {
    const answer = this.platform.authorised({ operation: 'reversal', session, body: { withdrawalId } }, this.rejections, (player) => this.reverseOf(player, withdrawalId));
    return answer._tag === 'Left' ? left({ code: 'FAILED', cause: answer.left }) : answer.right;
  }

  private reverseOf(player: InMemoryPlayer, withdrawalId: string): Either<ReversalError, Withdrawal> {
    const cashier = this.platform.cashier;
    const username = player.username.toLowerCase();
    cashier.reversals.push({ username, withdrawalId });
    const refusal = cashier.reversalRefusals.get(withdrawalId);
    if (refusal !== undefined) return left(refusal);
    const withdrawals = cashier.withdrawalsOf(username);
    const index = withdrawals.findIndex((withdrawal) => withdrawal.id === withdrawalId);
    const withdrawal = withdrawals[index];
    if (withdrawal === undefined) return left({ code: 'NOT_FOUND' });
    if (withdrawal.status !== 'PENDING') return left({ code: 'NOT_PENDING' });
    const reversed: Withdrawal = { ...withdrawal, status: 'REVERSED', reversible: false };
    withdrawals[index] = reversed;
    player.balances = player.balances.map((entry) => {
      if (entry.type === 'PendingWithdrawal') return { ...entry, amount: { ...entry.amount, minor: entry.amount.minor - withdrawal.amount.minor } };
      if (entry.type === 'Withdrawable' || entry.type === 'Playable') return { ...entry, amount: { ...entry.amount, minor: entry.amount.minor + withdrawal.amount.minor } };
      return entry;
    });
    return right(reversed);
  }
}
