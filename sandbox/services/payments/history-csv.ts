import { majorTextOfMinor } from '../../kernel/money.ts';
import type { HistoryLine } from './transaction-history.ts';

/** Text a spreadsheet would run as a formula (or a DDE call) when opened: `=`, `+`, `-`, `@`, tab, CR. */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell of text: defused with a leading `'` when it could start a formula, quoted when needed. */
export function csvText(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The history as CSV: a header row, then one row per line; amounts are numbers in major units, never defused; a deposit's or a withdrawal's status last (CSH-07). */
export function historyCsv(lines: readonly HistoryLine[]): string {
  const rows = lines.map((line) =>
    [csvText(line.createdAt), csvText(line.kind), csvText(line.description), majorTextOfMinor(line.amount, line.currency), csvText(line.currency), csvText(line.status ?? '')].join(','),
  );
  return ['date,kind,description,amount,currency,status', ...rows].join('\r\n') + '\r\n';
}
