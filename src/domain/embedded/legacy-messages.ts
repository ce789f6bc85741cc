/**
 * What the embedded legacy application (cashier and sportsbook) may tell the site, and what the site
 * tells it (docs/api.md "## Embedded legacy application"). Anything else is dropped before it gets here.
 */
export type LegacyMessage =
  /** The player followed a link or sent a form inside the frame: the site shows its loading state (EMB-01). */
  | { readonly type: 'legacy:navigation-start' }
  /** A legacy page loaded; `path` is the legacy path (`/cashier/withdraw`, `/sports/event/fx-1`), already checked. */
  | { readonly type: 'legacy:navigation-end'; readonly path: string }
  | { readonly type: 'legacy:navigation-error'; readonly error: LegacyNavigationError }
  /** EMB-02: the page needs a logged-in player. */
  | { readonly type: 'legacy:login-required' }
  | { readonly type: 'legacy:back' }
  | { readonly type: 'legacy:forward' }
  /** EMB-03: the legacy page asks the site to open one of the site's own paths (checked like a login destination). */
  | { readonly type: 'legacy:navigate-outside'; readonly path: string }
  /** A deposit, withdrawal, transfer or bet moved the wallet: the site refreshes the balance at once. */
  | { readonly type: 'legacy:balance-changed' }
  /** The height the page would like, in CSS pixels (bounded before use). */
  | { readonly type: 'legacy:resize'; readonly height: number };

/** `NOT_FOUND`, or any other short code the legacy app sends (read as `OTHER`). */
export type LegacyNavigationError = 'NOT_FOUND' | 'OTHER';

/** What the site tells the frame: show this legacy path (replacing its location, no new history entry). */
export type LegacyHostMessage = { readonly type: 'host:navigate'; readonly path: string };

export const NOT_FOUND_PAGE = '/error/not-found';
export const INTERNAL_ERROR_PAGE = '/error/internal-server';

/** EMB-01: where a navigation error sends the player. */
export const errorPageOf = (error: LegacyNavigationError): string => (error === 'NOT_FOUND' ? NOT_FOUND_PAGE : INTERNAL_ERROR_PAGE);

/** The frame's height stays within these bounds whatever the page asks (a page of fixtures can be long). */
export const MIN_LEGACY_FRAME_HEIGHT = 240;
export const MAX_LEGACY_FRAME_HEIGHT = 4000;

export const boundedLegacyFrameHeight = (height: number): number =>
  Math.round(Math.min(MAX_LEGACY_FRAME_HEIGHT, Math.max(MIN_LEGACY_FRAME_HEIGHT, height)));
