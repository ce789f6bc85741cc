import type { JurisdictionRules } from './jurisdiction';

export type TfaEnrolmentMethod = 'SMS' | 'PIN_CODE';

export const CHECK_REFERRING_SITE_FLAG = 'site.config.affiliate.check-referring-site.enabled';

/** Runtime configuration of the site, fetched at start-up (SPEC section 3, "Site configuration flags"). */
export interface SiteConfig {
  readonly isCashierDepositEnabled: boolean;
  readonly isCashierWithdrawalEnabled: boolean;
  readonly isLoyaltyEnabled: boolean;
  readonly loyaltyIconTierEnabled: boolean;
  readonly twoFactorAuthenticatorEnabled: boolean;
  readonly tfaEnrolment: TfaEnrolmentMethod;
  readonly isPromotionalSpinEnabled: boolean;
  readonly casinoLoggedPracticePlayEnabled: boolean;
  readonly dynamicCardsEnabled: boolean;
  readonly isGamesIntegrationEnabled: boolean;
  readonly enableGeoTargeting: boolean;
  readonly mfaOperations: readonly string[];
  readonly languagesPublished: readonly string[];
  readonly languageDefault: string;
  readonly defaultCurrency: string;
  readonly brandCode: string;
  readonly bucket: string;
  readonly servicesBaseUrl: string;
  readonly olympusLoggedPages: readonly string[];
  readonly olympusUnLoggedPages: readonly string[];
  readonly featureFlags: Readonly<Record<string, boolean>>;
  /** GEO-02 (decided): send a player whose region a page excludes to the not-available page. */
  readonly geoTargetingRedirect: boolean;
  /** Origins (besides the site's own) whose images and links content may use. */
  readonly contentOrigins: readonly string[];
  /** Origins the game provider serves launch frames from (exact origins; https in production). */
  readonly gameProviderOrigins: readonly string[];
  /** Origins the embedded legacy application (cashier, sportsbook) is served from (exact origins; the first is framed). */
  readonly embeddedAppOrigins: readonly string[];
  /** DOC-01: origins the identity provider's verification page is served from (exact origins; its messages are accepted only from these). */
  readonly identityProviderOrigins: readonly string[];
  /** HELP-06 (decided): the contact form's subject codes; asked for only when there are several. */
  readonly contactSubjects: readonly string[];
  /** REF-04: days a stored referral token counts (null: 40). */
  readonly referralTokenExpiryDays: number | null;
  /** REF-05: days the referral cookie lives (null: 3456000 s). */
  readonly referralCookieDays: number | null;
  /** FORUM-01 (decided): exact origins of the forum a sign-in link may return to. */
  readonly forumOrigins: readonly string[];
  /** SG-12: each jurisdiction's rules by code, null when the platform sent them malformed (read them with `jurisdictionFor`). */
  readonly jurisdictions: Readonly<Record<string, JurisdictionRules | null>>;
  /** SG-12: the jurisdiction of a player whose subdivision and country have no rules. */
  readonly defaultJurisdiction: string;
}

/** What the site assumes for any flag the platform leaves out (documented in docs/decisions.md). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  isCashierDepositEnabled: true,
  isCashierWithdrawalEnabled: true,
  isLoyaltyEnabled: false,
  loyaltyIconTierEnabled: false,
  twoFactorAuthenticatorEnabled: false,
  tfaEnrolment: 'SMS',
  isPromotionalSpinEnabled: false,
  casinoLoggedPracticePlayEnabled: false,
  dynamicCardsEnabled: true,
  isGamesIntegrationEnabled: false,
  enableGeoTargeting: false,
  mfaOperations: [],
  languagesPublished: ['en'],
  languageDefault: 'en',
  defaultCurrency: 'EUR',
  brandCode: 'default',
  bucket: 'default',
  servicesBaseUrl: '',
  olympusLoggedPages: [],
  olympusUnLoggedPages: [],
  featureFlags: { [CHECK_REFERRING_SITE_FLAG]: false },
  geoTargetingRedirect: false,
  contentOrigins: [],
  gameProviderOrigins: [],
  embeddedAppOrigins: [],
  identityProviderOrigins: [],
  contactSubjects: [],
  referralTokenExpiryDays: null,
  referralCookieDays: null,
  forumOrigins: [],
  jurisdictions: {},
  defaultJurisdiction: 'MT',
};
