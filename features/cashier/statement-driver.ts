import { browserWindow } from '../support/dom-environment';
import { within } from '@testing-library/react';
import type { StatementMonth } from '../../src/domain/cashier';
import { parseCurrency, toMinorUnits } from '../../src/domain/wallet';
import { asSeen } from '../wallet/account-menu-driver';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';

/** One row of the statement as a test states it, amounts in major units. */
export interface StatementRow {
  readonly month: string;
  readonly deposits: number;
  readonly withdrawals: number;
  readonly netPosition: number;
}

/** SG-11: the monthly statement under the transaction history, and what the in-memory platform sums for it. */
export class StatementDriver {
  constructor(
    private readonly env: SiteEnvironment,
    private readonly messages: MessagesDriver,
  ) {}

  /** The platform's statement of the player, newest month first (the sums are the platform's). */
  state(username: string, currency: string, rows: readonly StatementRow[]): void {
    const code = parseCurrency(currency);
    if (code === null) throw new Error(`${currency} is not a currency`);
    const money = (amount: number) => {
      const minor = toMinorUnits(amount, code);
      if (minor === null) throw new Error(`${amount} is not an amount of ${currency}`);
      return { minor, currency: code };
    };
    const months: StatementMonth[] = rows.map((row) => ({ month: row.month, deposits: money(row.deposits), withdrawals: money(row.withdrawals), netPosition: money(row.netPosition) }));
    this.env.memoryPlatform.cashier.statements.set(username.toLowerCase(), { months });
  }

  /** The months the platform was asked for. */
  monthsAsked(): number[] {
    return this.env.memoryPlatform.callsOf('statement').map((call) => (call.body as { months: number }).months);
  }

  /** The statement table as the player reads it: a header row, then one row per month. */
  table(): string[][] {
    const table = within(browserWindow.document.body).queryByRole('table', { name: this.messages.t('statement.title') });
    if (table === null) return [];
    return within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => asSeen(cell.textContent)));
  }

  /** What the statement section says instead of a table (loading, empty or failed). */
  says(): string {
    const section = within(browserWindow.document.body).getByRole('region', { name: this.messages.t('statement.title') });
    return asSeen(section.textContent);
  }
}
