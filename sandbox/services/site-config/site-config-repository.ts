import type { Queryable } from '../../kernel/database/database.ts';
import { isJsonObject, type JsonObject } from '../../kernel/http/validation.ts';
import { allJurisdictions, defaultJurisdiction } from '../payments/index.ts';

export const defaultSiteConfig: JsonObject = {
  isCashierDepositEnabled: true,
  isCashierWithdrawalEnabled: true,
  isLoyaltyEnabled: true,
  loyaltyIconTierEnabled: true,
  twoFactorAuthenticatorEnabled: true,
  tfaEnrolment: 'SMS',
  isPromotionalSpinEnabled: true,
  casinoLoggedPracticePlayEnabled: true,
  dynamicCardsEnabled: true,
  isGamesIntegrationEnabled: false,
  enableGeoTargeting: true,
  geoTargetingRedirect: false,
  // The footer's safer-gambling charity: a link out, never an image or a frame.
  contentOrigins: ['https://www.begambleaware.org'],
  gameProviderOrigins: [],
  // MFA-12: every operation the platform asks a code for (two-factor's TOTP once the player has enabled it).
  mfaOperations: ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'],
  languagesPublished: ['en', 'es', 'de'],
  languageDefault: 'en',
  defaultCurrency: 'EUR',
  brandCode: 'demo',
  bucket: 'default',
  servicesBaseUrl: '',
  // EMB-06: site pages that show the embedded legacy application stay in-app (logged in: the cashier
  // and the sportsbook; visitors: the sportsbook); any other link to them is a full page load.
  olympusLoggedPages: ['/account/cashier', '/sports'],
  olympusUnLoggedPages: ['/sports'],
  // The exact origins the embedded legacy application may be framed from and talk from.
  embeddedAppOrigins: [],
  // DOC-01: the exact origins the identity provider's verification page may be framed from and talk from.
  identityProviderOrigins: [],
  // HELP-06: the contact form's subjects (the site translates these codes).
  contactSubjects: ['account', 'payments', 'bonuses', 'technical', 'other'],
  // FORUM-01: the community forum a sign-in link may return to (a link out; nothing loads from it).
  forumOrigins: ['https://community.aurora-casino.example'],
  featureFlags: { 'site.config.affiliate.check-referring-site.enabled': false },
};

/** What only the running sandbox knows: the game provider and the legacy application listen on ports picked at start. */
export interface SiteConfigRuntime {
  gameProviderOrigin: string | null;
  embeddedAppOrigin?: string | null;
  identityProviderOrigin?: string | null;
}

const noRuntime: SiteConfigRuntime = { gameProviderOrigin: null };

/** `config[key]` with `origin` added to its list (once); the configuration itself when there is no origin. */
function withOrigin(config: JsonObject, key: string, origin: string | null | undefined): JsonObject {
  if (origin === null || origin === undefined) return config;
  const current = config[key];
  const listed: unknown[] = Array.isArray(current) ? current : [];
  return listed.includes(origin) ? config : { ...config, [key]: [...listed, origin] };
}

/** The configuration as served: the stored one, with the running game provider's and legacy application's origins allow-listed. */
export async function readSiteConfig(db: Queryable, runtime: SiteConfigRuntime = noRuntime): Promise<JsonObject> {
  const result = await db.query<{ config: unknown }>('SELECT config FROM site_config WHERE id = 1');
  const stored = result.rows[0]?.config;
  const config = isJsonObject(stored) ? stored : defaultSiteConfig;
  const withFrames = withOrigin(withOrigin(config, 'gameProviderOrigins', runtime.gameProviderOrigin), 'embeddedAppOrigins', runtime.embeddedAppOrigin);
  return withOrigin(withFrames, 'identityProviderOrigins', runtime.identityProviderOrigin);
}

/** What the site is sent: the configuration plus the jurisdictions' rules (SG-12), read from their rows, never stored with the flags. */
export async function servedSiteConfig(db: Queryable, runtime: SiteConfigRuntime = noRuntime): Promise<JsonObject> {
  return { ...(await readSiteConfig(db, runtime)), jurisdictions: await allJurisdictions(db), defaultJurisdiction };
}

export async function writeSiteConfig(db: Queryable, config: JsonObject): Promise<void> {
  await db.query(
    `INSERT INTO site_config (id, config) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET config = excluded.config`,
    [config],
  );
}

/** Objects merge key by key (so one feature flag can change alone); anything else replaces. */
export function mergeConfig(base: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] = isJsonObject(current) && isJsonObject(value) ? mergeConfig(current, value) : value;
  }
  return merged;
}
