import type { Queryable } from '../../kernel/database/database.ts';
import { heldByPlayer } from '../wallet/ledger.ts';
import { makeDeposit } from './deposits.ts';
import { replaceLinkedAccounts, type LinkedAccount } from './linked-accounts.ts';
import { requestWithdrawal } from './withdrawals.ts';

/** The jurisdictions' settings as migration 050 writes them; a reset brings test-control changes back to these. */
const defaultJurisdictions: readonly { code: string; withdrawalReversal: boolean }[] = [
  { code: 'MT', withdrawalReversal: true },
  { code: 'ES', withdrawalReversal: true },
  { code: 'CA-ON', withdrawalReversal: true },
  { code: 'GB', withdrawalReversal: false },
];

export async function resetJurisdictions(db: Queryable): Promise<void> {
  for (const { code, withdrawalReversal } of defaultJurisdictions) {
    await db.query(
      'INSERT INTO jurisdictions (code, withdrawal_reversal) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET withdrawal_reversal = EXCLUDED.withdrawal_reversal',
      [code, withdrawalReversal],
    );
  }
}

export interface SeededPayments {
  playerId: number;
  currency: string;
  personaLinkedAccounts: readonly LinkedAccount[];
  /** Minor units; each is paid in by a test-card deposit first, so the ledger tells the whole story. */
  pendingWithdrawals: readonly number[];
  nowMs: number;
}

const hourMs = 3_600_000;
const approvedTestCard = { number: '4242424242424242', expiry: '12/99', cvc: '123' };

/** A demo player's payment state: linked accounts, and withdrawals pending for hours. */
export async function seedPlayerPayments(db: Queryable, seeded: SeededPayments): Promise<void> {
  await replaceLinkedAccounts(db, seeded.playerId, seeded.personaLinkedAccounts);
  for (const [index, amount] of seeded.pendingWithdrawals.entries()) {
    const at = new Date(seeded.nowMs - (seeded.pendingWithdrawals.length - index) * hourMs);
    const paidIn = await makeDeposit(db, { playerId: seeded.playerId, amount, currency: seeded.currency, card: approvedTestCard, at });
    if (paidIn.status !== 201) throw new Error(`The seed's deposit answered ${paidIn.status}`);
    const holdings = await heldByPlayer(db, seeded.playerId);
    const requested = await requestWithdrawal(db, holdings, {
      playerId: seeded.playerId,
      amount,
      currency: seeded.currency,
      method: 'CARD',
      accountId: null,
      reversalAllowed: false,
      at: new Date(at.getTime() + 60_000),
    });
    if (requested.status !== 201) throw new Error(`The seed's withdrawal answered ${requested.status}`);
  }
}
