/** The two areas of the site that the legacy application shows. */
export type EmbeddedArea = 'cashier' | 'sportsbook';

const CASHIER_SITE_ROOT = '/account/cashier';
const CASHIER_LEGACY_ROOT = '/cashier';
const SPORTS_ROOT = '/sports';

/** The cashier's first pages: reached from the account menu's shortcuts, its "root" for EMB-05. */
const CASHIER_LANDING_PAGES: readonly string[] = ['/account/cashier/deposit', '/account/cashier/withdraw'];

/** Site paths under the cashier that are the site's own pages, never the legacy app's (CASH-05). */
const SITE_OWN_CASHIER_PAGES: readonly string[] = ['/account/cashier/withdraw/manage-pending'];

/** Levels of a cashier path that are not pages of their own, skipped when going one level up (EMB-04). */
const CASHIER_NON_PAGES: readonly string[] = [CASHIER_SITE_ROOT, '/account/cashier/deposit/confirm'];

const ACCOUNT_PAGE = '/account';

const isUnder = (path: string, root: string): boolean => path === root || path.startsWith(`${root}/`);

/** The path without its query and fragment. */
const pathOnly = (path: string): string => path.replace(/[?#].*$/s, '');

/** Which embedded area a site path belongs to, if any. */
export const areaOfSitePath = (sitePath: string): EmbeddedArea | null => {
  const path = pathOnly(sitePath);
  if (isUnder(path, CASHIER_SITE_ROOT)) return 'cashier';
  if (isUnder(path, SPORTS_ROOT)) return 'sportsbook';
  return null;
};

/**
 * The legacy path a site path shows: `/account/cashier/{rest}` ↔ `/cashier/{rest}`, `/sports/{rest}` ↔
 * `/sports/{rest}`; null for any other path, the cashier's own root and the site's own cashier pages.
 */
export const legacyPathOf = (sitePath: string): string | null => {
  const path = pathOnly(sitePath);
  if (SITE_OWN_CASHIER_PAGES.includes(path)) return null;
  if (path.startsWith(`${CASHIER_SITE_ROOT}/`) && path.length > CASHIER_SITE_ROOT.length + 1) return `${CASHIER_LEGACY_ROOT}${path.slice(CASHIER_SITE_ROOT.length)}`;
  if (isUnder(path, SPORTS_ROOT)) return path;
  return null;
};

/** The site path that shows a legacy path; null for a path of neither area. */
export const sitePathOf = (legacyPath: string): string | null => {
  const path = pathOnly(legacyPath);
  if (path.startsWith(`${CASHIER_LEGACY_ROOT}/`) && path.length > CASHIER_LEGACY_ROOT.length + 1) return `${CASHIER_SITE_ROOT}${path.slice(CASHIER_LEGACY_ROOT.length)}`;
  if (isUnder(path, SPORTS_ROOT)) return path;
  return null;
};

/** What a back event does: step the browser's history, or open a site path. */
export type BackAction = { readonly kind: 'history-back' } | { readonly kind: 'open'; readonly path: string };

const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/'))) || '/';

/**
 * EMB-04: the cashier goes one path level up (`/account/cashier/withdraw/cbt` → `/account/cashier/withdraw`),
 * skipping levels that are no page (`/account/cashier`, so a landing page goes back to the account);
 * the sportsbook steps the browser's history back.
 */
export const backActionOf = (area: EmbeddedArea, sitePath: string): BackAction => {
  if (area === 'sportsbook') return { kind: 'history-back' };
  let path = parentOf(pathOnly(sitePath));
  while (CASHIER_NON_PAGES.includes(path)) path = parentOf(path);
  return { kind: 'open', path: isUnder(path, CASHIER_SITE_ROOT) ? path : ACCOUNT_PAGE };
};

/** The area's root pages: the cashier's landing pages, the sportsbook's fixtures. */
export const isAreaRoot = (area: EmbeddedArea, sitePath: string): boolean => {
  const path = pathOnly(sitePath).replace(/\/+$/, '');
  return area === 'cashier' ? CASHIER_LANDING_PAGES.includes(path) : path === SPORTS_ROOT;
};

export interface BackArrowContext {
  readonly area: EmbeddedArea;
  readonly sitePath: string;
  /** A wide screen (a desktop's), where the site's own navigation is in view. */
  readonly wide: boolean;
  /** The page hides the arrow on the area's root page on wide screens (EMB-05). */
  readonly hideOnWideRoot: boolean;
}

/** EMB-05: the back arrow shows everywhere but, when so configured, on the area's root page on a wide screen. */
export const showsBackArrow = ({ area, sitePath, wide, hideOnWideRoot }: BackArrowContext): boolean =>
  !(hideOnWideRoot && wide && isAreaRoot(area, sitePath));

/** The frame's address: the legacy origin, the legacy path and the player's language. */
export const legacyFrameUrl = (origin: string, legacyPath: string, language: string): string =>
  `${origin}${legacyPath}?lang=${encodeURIComponent(language)}`;
