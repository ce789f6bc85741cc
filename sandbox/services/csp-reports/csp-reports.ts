import type { Queryable } from '../../kernel/database/database.ts';
import type { CspReport } from './csp-report-parsing.ts';

/** Reports kept; older ones are deleted as new ones arrive. */
export const maxStoredReports = 500;

export interface StoredCspReport extends CspReport {
  receivedAt: string;
}

interface ReportRow {
  received_at: Date;
  document_url: string;
  blocked_url: string;
  directive: string;
  disposition: string;
  source_file: string | null;
  line_number: number | null;
  column_number: number | null;
  sample: string | null;
}

export async function storeCspReports(db: Queryable, reports: readonly CspReport[], nowMs: number): Promise<void> {
  for (const report of reports) {
    await db.query(
      `INSERT INTO csp_reports (received_at, document_url, blocked_url, directive, disposition, source_file, line_number, column_number, sample)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [new Date(nowMs), report.documentUrl, report.blockedUrl, report.directive, report.disposition, report.sourceFile,
        report.lineNumber, report.columnNumber, report.sample],
    );
  }
  await db.query('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - $1', [maxStoredReports]);
}

/** Newest first. */
export async function listCspReports(db: Queryable): Promise<StoredCspReport[]> {
  const result = await db.query<ReportRow>('SELECT * FROM csp_reports ORDER BY id DESC');
  return result.rows.map((row) => ({
    receivedAt: row.received_at.toISOString(),
    documentUrl: row.document_url,
    blockedUrl: row.blocked_url,
    directive: row.directive,
    disposition: row.disposition,
    sourceFile: row.source_file,
    lineNumber: row.line_number,
    columnNumber: row.column_number,
    sample: row.sample,
  }));
}

export async function clearCspReports(db: Queryable): Promise<void> {
  await db.query('DELETE FROM csp_reports');
}
