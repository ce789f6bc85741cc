import type { FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { cspReportPath } from '../../kernel/http/headers.ts';
import { parseCspReports } from './csp-report-parsing.ts';
import { storeCspReports } from './csp-reports.ts';
import { ReportPrinter } from './report-printer.ts';

export interface CspReportsOptions extends SandboxContext {
  /** Where a line per report goes (the console). */
  print: (line: string) => void;
}

/** A report body is a few hundred bytes; a batch of ten stays well under this. */
export const maxReportBodyBytes = 16 * 1024;

/**
 * The endpoint the site's Content-Security-Policy names (`report-uri`, and `report-to` through
 * `Reporting-Endpoints`): stores each violation (newest 500 kept) and prints one line for it.
 * Browsers send `application/csp-report` or `application/reports+json`, which no foreign page can
 * send without a CORS preflight; the sandbox grants none. Always 204, whatever the body held.
 */
export const cspReportsService: FastifyPluginAsync<CspReportsOptions> = async (app, { db, now, print }) => {
  const printer = new ReportPrinter(print, now);
  app.post(
    cspReportPath,
    {
      bodyLimit: maxReportBodyBytes,
      config: { acceptsMediaTypes: ['application/csp-report', 'application/reports+json'], acceptsControlCharacters: true },
    },
    async (request, reply) => {
      const reports = parseCspReports(request.body);
      await storeCspReports(db, reports, now());
      for (const report of reports) printer.report(report);
      return reply.code(204).send();
    },
  );
};
