import { describe, expect, it } from 'vitest';
import {
  areaOfSitePath,
  backActionOf,
  boundedLegacyFrameHeight,
  errorPageOf,
  isAreaRoot,
  legacyFrameUrl,
  legacyPathOf,
  linkLoadOf,
  showsBackArrow,
  sitePathOf,
} from '.';

describe('paths between the site and the legacy application', () => {
  it.each([
    ['/account/cashier/deposit', '/cashier/deposit'],
    ['/account/cashier/deposit/confirm/dep_1', '/cashier/deposit/confirm/dep_1'],
    ['/account/cashier/withdraw/cbt', '/cashier/withdraw/cbt'],
    ['/sports', '/sports'],
    ['/sports/event/fx-1', '/sports/event/fx-1'],
  ])('%s shows %s, and back', (site, legacy) => {
    expect(legacyPathOf(site)).toBe(legacy);
    expect(sitePathOf(legacy)).toBe(site);
  });

  it.each(['/account', '/account/cashier', '/account/cashier/', '/account/cashier/withdraw/manage-pending', '/sportsbook', '/', '/casino/slots'])(
    '%s is no legacy page',
    (site) => expect(legacyPathOf(site)).toBeNull(),
  );

  it.each(['/cashier', '/cashier/', '/login', '/sportsbook', '/account/cashier/deposit'])('the legacy path %s shows no site page', (legacy) =>
    expect(sitePathOf(legacy)).toBeNull(),
  );

  it('ignores a query or fragment', () => {
    expect(legacyPathOf('/sports/bets?tab=open')).toBe('/sports/bets');
    expect(areaOfSitePath('/account/cashier/deposit#top')).toBe('cashier');
  });

  it('names the area of a site path', () => {
    expect(areaOfSitePath('/account/cashier/withdraw')).toBe('cashier');
    expect(areaOfSitePath('/sports/event/fx-2')).toBe('sportsbook');
    expect(areaOfSitePath('/sportsbook')).toBeNull();
    expect(areaOfSitePath('/account')).toBeNull();
  });

  it('frames the legacy origin at the path in the player language', () => {
    expect(legacyFrameUrl('http://127.0.0.1:4175', '/sports/event/fx-1', 'es')).toBe('http://127.0.0.1:4175/sports/event/fx-1?lang=es');
  });
});

describe('EMB-01 navigation errors', () => {
  it('sends not-found to /error/not-found and anything else to /error/internal-server', () => {
    expect(errorPageOf('NOT_FOUND')).toBe('/error/not-found');
    expect(errorPageOf('OTHER')).toBe('/error/internal-server');
  });
});

describe('EMB-04 back', () => {
  it.each([
    ['/account/cashier/withdraw/cbt', '/account/cashier/withdraw'],
    ['/account/cashier/withdraw/ttp', '/account/cashier/withdraw'],
    ['/account/cashier/deposit/confirm/dep_1', '/account/cashier/deposit'],
    ['/account/cashier/withdraw', '/account'],
    ['/account/cashier/deposit', '/account'],
  ])('in the cashier, %s goes up to %s', (from, to) => {
    expect(backActionOf('cashier', from)).toEqual({ kind: 'open', path: to });
  });

  it('in the sportsbook, steps the browser history back', () => {
    expect(backActionOf('sportsbook', '/sports/event/fx-1')).toEqual({ kind: 'history-back' });
  });
});

describe('EMB-05 the back arrow', () => {
  it('is hidden on the root page on a wide screen when so configured', () => {
    expect(showsBackArrow({ area: 'sportsbook', sitePath: '/sports', wide: true, hideOnWideRoot: true })).toBe(false);
    expect(showsBackArrow({ area: 'cashier', sitePath: '/account/cashier/deposit', wide: true, hideOnWideRoot: true })).toBe(false);
  });

  it('shows on a narrow screen, on a deeper page, or when not configured to hide', () => {
    expect(showsBackArrow({ area: 'sportsbook', sitePath: '/sports', wide: false, hideOnWideRoot: true })).toBe(true);
    expect(showsBackArrow({ area: 'sportsbook', sitePath: '/sports/event/fx-1', wide: true, hideOnWideRoot: true })).toBe(true);
    expect(showsBackArrow({ area: 'cashier', sitePath: '/account/cashier/withdraw/cbt', wide: true, hideOnWideRoot: true })).toBe(true);
    expect(showsBackArrow({ area: 'sportsbook', sitePath: '/sports', wide: true, hideOnWideRoot: false })).toBe(true);
  });

  it('knows the roots', () => {
    expect(isAreaRoot('cashier', '/account/cashier/withdraw/')).toBe(true);
    expect(isAreaRoot('sportsbook', '/sports/bets')).toBe(false);
  });
});

describe('EMB-06 in-app links and full page loads', () => {
  const config = { olympusLoggedPages: ['/account/cashier', '/sports'], olympusUnLoggedPages: ['/sports/'] };

  it('opens a listed embedded page in-app for the player state it is listed for', () => {
    expect(linkLoadOf('/account/cashier/deposit', { ...config, authenticated: true })).toBe('in-app');
    expect(linkLoadOf('/sports/event/fx-1', { ...config, authenticated: false })).toBe('in-app');
    expect(linkLoadOf('/sports', { ...config, authenticated: false })).toBe('in-app');
  });

  it('loads an embedded page not listed for the player state as a full page', () => {
    expect(linkLoadOf('/account/cashier/deposit', { ...config, authenticated: false })).toBe('full-page');
    expect(linkLoadOf('/sports', { olympusLoggedPages: ['/account/cashier'], olympusUnLoggedPages: [], authenticated: true })).toBe('full-page');
  });

  it('never reads a listed prefix as a prefix of a longer segment, nor a bare slash as everything', () => {
    expect(linkLoadOf('/account/cashier/withdraw', { olympusLoggedPages: ['/account/cash'], olympusUnLoggedPages: [], authenticated: true })).toBe('full-page');
    expect(linkLoadOf('/sports', { olympusLoggedPages: ['/'], olympusUnLoggedPages: [], authenticated: true })).toBe('full-page');
  });

  it('keeps every other site path in-app', () => {
    expect(linkLoadOf('/promotions/welcome', { ...config, authenticated: false })).toBe('in-app');
    expect(linkLoadOf('/sportsbook', { olympusLoggedPages: [], olympusUnLoggedPages: [], authenticated: false })).toBe('in-app');
  });
});

describe('frame height', () => {
  it('is kept within bounds', () => {
    expect(boundedLegacyFrameHeight(10)).toBe(240);
    expect(boundedLegacyFrameHeight(900.4)).toBe(900);
    expect(boundedLegacyFrameHeight(1e9)).toBe(4000);
  });
});
