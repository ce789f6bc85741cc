// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cspReportPath, siteContentSecurityPolicy } from '../../kernel/http/headers.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { maxPrintedPerMinute } from './report-printer.ts';

const sandbox = useTestSandbox({ own: true });

const post = (type: string, body: unknown) =>
  fetch(sandbox.url + cspReportPath, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const reportUriBody = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'http://127.0.0.1:8080/login',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': blocked,
    disposition: 'enforce',
    'source-file': 'http://127.0.0.1:8080/login',
    'line-number': 12,
    'script-sample': 'alert(1)\n\u0000',
  },
});

describe('the CSP', () => {
  it('has base-uri none, object-src none and a report endpoint (report-to and report-uri)', () => {
    const directives = siteContentSecurityPolicy(null).split('; ');
    expect(directives).toEqual(expect.arrayContaining(["base-uri 'none'", "object-src 'none'", 'report-to csp', `report-uri ${cspReportPath}`]));
  });
});

describe('CSP reports', () => {
  it('are stored from both formats, readable through the control API, and printed one line each', async () => {
    await sandbox.control('DELETE', '/sandbox/control/csp-reports');
    expect((await post('application/csp-report', reportUriBody('inline'))).status).toBe(204);
    const batch = [
      { type: 'csp-violation', url: 'http://127.0.0.1:8080/', body: { documentURL: 'http://127.0.0.1:8080/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', disposition: 'enforce' } },
      { type: 'deprecation', body: {} },
    ];
    expect((await post('application/reports+json', batch)).status).toBe(204);
    const reports = (await sandbox.request('GET', '/sandbox/control/csp-reports')).body;
    expect(reports).toEqual([
      expect.objectContaining({ directive: 'img-src', blockedUrl: 'https://evil.example/x.png', documentUrl: 'http://127.0.0.1:8080/' }),
      expect.objectContaining({ directive: 'script-src-elem', blockedUrl: 'inline', lineNumber: 12, sample: 'alert(1)  ', receivedAt: expect.any(String) }),
    ]);
    expect(sandbox.printed().slice(-2)).toEqual([
      'CSP violation: script-src-elem blocked inline on http://127.0.0.1:8080/login (http://127.0.0.1:8080/login:12)',
      'CSP violation: img-src blocked https://evil.example/x.png on http://127.0.0.1:8080/',
    ]);
  });

  it('cannot flood the console or the store, and bounds the body; other types are refused', async () => {
    await sandbox.control('DELETE', '/sandbox/control/csp-reports');
    sandbox.advanceClock(61_000);
    const before = sandbox.printed().length;
    for (let index = 0; index < 15; index += 1) await post('application/csp-report', reportUriBody(`https://x.example/${index}`));
    expect(sandbox.printed().length - before).toBe(maxPrintedPerMinute);
    sandbox.advanceClock(61_000);
    await post('application/csp-report', reportUriBody('https://x.example/last'));
    expect(sandbox.printed().at(-1)).toContain('(5 more not printed before this one');
    expect((await sandbox.request('GET', '/sandbox/control/csp-reports')).body).toHaveLength(16);

    expect((await post('application/csp-report', { 'csp-report': { 'document-uri': 'x'.repeat(20_000) } })).status).toBe(413);
    expect((await post('text/plain', reportUriBody('x'))).status).toBe(415);
    expect((await sandbox.request('DELETE', '/sandbox/control/csp-reports')).status).toBe(403);
    expect((await sandbox.control('DELETE', '/sandbox/control/csp-reports')).status).toBe(204);
    expect((await sandbox.request('GET', '/sandbox/control/csp-reports')).body).toEqual([]);
  });
});
