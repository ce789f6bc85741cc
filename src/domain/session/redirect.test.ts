import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTransitPage, loginPath, nextPage, safeLocalPath } from './redirect';

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
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/./%2F/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (target) => {
    expect(safeLocalPath(target)).toBeNull();
  });

  it('never returns anything that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          // Paths built from the pieces that resolve or decode into hosts.
          fc.array(fc.constantFrom('/', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '\\', 'a', 'evil.example', '?', '#', ':', '@'), { maxLength: 12 }).map((parts) => parts.join('')),
        ),
        (raw) => {
        const safe = safeLocalPath(raw);
        if (safe === null) return;
        expect(new URL(safe, 'https://casino.example').origin).toBe('https://casino.example');
        expect(safe.startsWith('//')).toBe(false);
        expect(new URL(`https://casino.example${safe}`).origin).toBe('https://casino.example');
      },
      ),
      { numRuns: 5000 },
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

describe('loginPath', () => {
  it('keeps a page to come back to, but never a transit page', () => {
    expect(loginPath('/account?tab=1')).toBe('/login?destination=%2Faccount%3Ftab%3D1');
    expect(loginPath('/account/pin-code?token=secret')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });

  it('treats the required-action pages as transit pages', () => {
    expect(isTransitPage('/account/password-reset?token=t')).toBe(true);
    expect(isTransitPage('/validation-code/validatePhone')).toBe(true);
    expect(isTransitPage('/account')).toBe(false);
    expect(isTransitPage('/login-help')).toBe(false);
  });
});
