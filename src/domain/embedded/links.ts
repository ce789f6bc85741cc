import { areaOfSitePath } from './areas';

/** How the site opens a link: inside the running app, or as a full page load of the document. */
export type LinkLoad = 'in-app' | 'full-page';

export interface LinkLoadContext {
  readonly authenticated: boolean;
  /** Paths whose embedded pages open in-app for a logged-in player (site configuration). */
  readonly olympusLoggedPages: readonly string[];
  /** Paths whose embedded pages open in-app for a visitor (site configuration). */
  readonly olympusUnLoggedPages: readonly string[];
}

const normalised = (listed: string): string => listed.replace(/[?#].*$/s, '').replace(/\/+$/, '');

/**
 * EMB-06: a site path under an embedded area (the cashier, the sportsbook) opens in-app when it is
 * (or is under) a path listed for the player's state, `olympusLoggedPages` for a player and
 * `olympusUnLoggedPages` for a visitor, and as a full page load otherwise. Every other site path is in-app.
 */
export const linkLoadOf = (sitePath: string, context: LinkLoadContext): LinkLoad => {
  if (areaOfSitePath(sitePath) === null) return 'in-app';
  const path = normalised(sitePath);
  const listed = context.authenticated ? context.olympusLoggedPages : context.olympusUnLoggedPages;
  const inApp = listed.map(normalised).some((entry) => entry.startsWith('/') && entry.length > 1 && (path === entry || path.startsWith(`${entry}/`)));
  return inApp ? 'in-app' : 'full-page';
};
