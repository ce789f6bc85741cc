import { isJsonObject, type JsonObject } from '../../kernel/http/validation.ts';

/** One CSP violation, as the sandbox keeps it. */
export interface CspReport {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
}

/** Reports read from one request at most (a Reporting API batch may hold several). */
export const maxReportsPerRequest = 10;
/** Characters kept of any text field. */
export const maxFieldLength = 512;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** Text as it may be stored and printed: control characters (a script sample's newline…) become spaces, and it is cut short. */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.replace(controlCharacters, ' ').slice(0, maxFieldLength);
}

function lineOrColumn(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 2 ** 31 - 1 ? value : null;
}

function reportFrom(fields: JsonObject, names: Record<keyof CspReport, readonly string[]>): CspReport | null {
  const pick = (keys: readonly string[]) => keys.map((key) => fields[key]).find((value) => value !== undefined);
  const documentUrl = cleanText(pick(names.documentUrl));
  const directive = cleanText(pick(names.directive));
  if (documentUrl === null || directive === null) return null;
  return {
    documentUrl,
    blockedUrl: cleanText(pick(names.blockedUrl)) ?? '',
    directive,
    disposition: cleanText(pick(names.disposition)) ?? 'enforce',
    sourceFile: cleanText(pick(names.sourceFile)),
    lineNumber: lineOrColumn(pick(names.lineNumber)),
    columnNumber: lineOrColumn(pick(names.columnNumber)),
    sample: cleanText(pick(names.sample)),
  };
}

/** `report-uri`: `application/csp-report`, `{"csp-report": {"document-uri", "violated-directive", …}}`. */
const reportUriNames = {
  documentUrl: ['document-uri'],
  blockedUrl: ['blocked-uri'],
  directive: ['effective-directive', 'violated-directive'],
  disposition: ['disposition'],
  sourceFile: ['source-file'],
  lineNumber: ['line-number'],
  columnNumber: ['column-number'],
  sample: ['script-sample'],
} as const;

/** `report-to` (Reporting API): `application/reports+json`, `[{"type": "csp-violation", "body": {"documentURL", …}}]`. */
const reportToNames = {
  documentUrl: ['documentURL'],
  blockedUrl: ['blockedURL'],
  directive: ['effectiveDirective'],
  disposition: ['disposition'],
  sourceFile: ['sourceFile'],
  lineNumber: ['lineNumber'],
  columnNumber: ['columnNumber'],
  sample: ['sample'],
} as const;

/** The CSP violations in a report body of either format (anything else is ignored); at most `maxReportsPerRequest`. */
export function parseCspReports(body: unknown): CspReport[] {
  if (isJsonObject(body) && isJsonObject(body['csp-report'])) {
    const report = reportFrom(body['csp-report'], reportUriNames);
    return report === null ? [] : [report];
  }
  if (!Array.isArray(body)) return [];
  return body
    .slice(0, maxReportsPerRequest)
    .filter((item): item is JsonObject => isJsonObject(item) && item.type === 'csp-violation' && isJsonObject(item.body))
    .map((item) => reportFrom(item.body as JsonObject, reportToNames))
    .filter((report): report is CspReport => report !== null);
}
