import type { Clock } from '../../kernel/clock.ts';
import type { CspReport } from './csp-report-parsing.ts';

/** Lines printed per minute at most; the rest are counted and mentioned in the next line printed. */
export const maxPrintedPerMinute = 10;

export function describeReport(report: CspReport): string {
  const where = report.sourceFile === null ? '' : ` (${report.sourceFile}${report.lineNumber === null ? '' : `:${report.lineNumber}`})`;
  const blocked = report.blockedUrl === '' ? 'something' : report.blockedUrl;
  return `CSP ${report.disposition === 'report' ? 'report-only ' : ''}violation: ${report.directive} blocked ${blocked} on ${report.documentUrl}${where}`;
}

/** One console line per report, at most `maxPrintedPerMinute` a minute, so reports cannot flood the console. */
export class ReportPrinter {
  private windowStart = -Infinity;
  private printedInWindow = 0;
  private suppressed = 0;

  constructor(
    private readonly print: (line: string) => void,
    private readonly now: Clock,
  ) {}

  report(report: CspReport): void {
    const nowMs = this.now();
    if (nowMs - this.windowStart >= 60_000) {
      this.windowStart = nowMs;
      this.printedInWindow = 0;
    }
    if (this.printedInWindow >= maxPrintedPerMinute) {
      this.suppressed += 1;
      return;
    }
    this.printedInWindow += 1;
    const skipped = this.suppressed === 0 ? '' : ` (${this.suppressed} more not printed before this one; GET /sandbox/control/csp-reports has them all)`;
    this.suppressed = 0;
    this.print(`${describeReport(report)}${skipped}`);
  }
}
