import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextPage, safeLocalPath } from './redirect';

describe('safeLocalPath', () => {
  it.each(['/', '/account', '/account/cashier/deposit?x=1#top', '/casino/slots?q=%2F'])('keeps the site path %s', (path) => {
    expect(safeLocalPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/account',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (target) => {
    expect(safeLocalPath(target)).toBeNull();
  });

  it('never returns anything that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const safe = safeLocalPath(raw);
        if (safe === null) return;
        expect(new URL(safe, 'https://casino.example').origin).toBe('https://casino.example');
        expect(safe.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('nextPage', () => {
  it('prefers the destination, then the last page, then home', () => {
    expect(nextPage('/account', '/help')).toBe('/account');
    expect(nextPage(null, '/help')).toBe('/help');
    expect(nextPage('//evil.example', '/help')).toBe('/help');
    expect(nextPage('https://evil.example', 'javascript:alert(1)')).toBe('/');
  });
});
