import type { Queryable } from '../../kernel/database/database.ts';
import { isJsonObject, type JsonObject } from '../../kernel/http/validation.ts';

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
  mfaOperations: ['login', 'withdraw'],
  languagesPublished: ['en', 'es'],
  languageDefault: 'en',
  defaultCurrency: 'EUR',
  brandCode: 'demo',
  bucket: 'default',
  servicesBaseUrl: '',
  olympusLoggedPages: ['/account/cashier'],
  olympusUnLoggedPages: [],
  featureFlags: { 'site.config.affiliate.check-referring-site.enabled': false },
};

/** What only the running sandbox knows: the game provider listens on a port picked at start. */
export interface SiteConfigRuntime {
  gameProviderOrigin: string | null;
}

const noRuntime: SiteConfigRuntime = { gameProviderOrigin: null };

/** The configuration as served: the stored one, with the running game provider's origin allow-listed. */
export async function readSiteConfig(db: Queryable, runtime: SiteConfigRuntime = noRuntime): Promise<JsonObject> {
  const result = await db.query<{ config: unknown }>('SELECT config FROM site_config WHERE id = 1');
  const stored = result.rows[0]?.config;
  const config = isJsonObject(stored) ? stored : defaultSiteConfig;
  if (runtime.gameProviderOrigin === null) return config;
  const listed = Array.isArray(config.gameProviderOrigins) ? config.gameProviderOrigins : [];
  return listed.includes(runtime.gameProviderOrigin) ? config : { ...config, gameProviderOrigins: [...listed, runtime.gameProviderOrigin] };
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
