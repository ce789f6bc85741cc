import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { DEFAULT_SITE_CONFIG, type JurisdictionRules, type Licence, type SelfExclusionScheme, type SiteConfig, type SiteConfigGateway } from '../../domain/config';
import type { Logger } from '../../domain/shared/ports';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, Count, ShortString } from '../shared/codecs';
import type { HttpClient } from '../shared/http-client';

export const SITE_CONFIG_PATH = '/services/site-config/v1/site-config';

const Strings = BoundedArray(ShortString, 200);
const LanguageCode = t.refinement(ShortString, (code) => /^[a-z]{2}(-[A-Za-z]{2})?$/.test(code), 'LanguageCode');
/**
 * Same origin (''), a path, or an https URL; plain http only on this machine. Session ids travel in
 * paths, so never in clear over a network, and never to a script or data URL.
 */
const ServicesBaseUrl = t.refinement(
  ShortString,
  (url) => url === '' || /^\/(?!\/)/.test(url) || /^https:\/\/[^\s/\\]+/.test(url) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(url),
  'ServicesBaseUrl',
);

/** Exact origins: https anywhere, plain http only on this machine (the sandbox's game provider). */
const Origins = BoundedArray(
  t.refinement(
    ShortString,
    (origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin),
    'Origin',
  ),
  20,
);

const Days = t.union([t.null, t.refinement(t.number, (days) => Number.isFinite(days) && days > 0 && days <= 3650, 'Days')]);

const JurisdictionCode = t.refinement(ShortString, (code) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(code), 'JurisdictionCode');
const Message = t.record(LanguageCode, ShortString);
/** Links out only: https, never a script URL. */
const HttpsUrl = t.refinement(ShortString, (url) => /^https:\/\/[^\s/\\]+/.test(url), 'HttpsUrl');
const JurisdictionRulesCodec = t.type({
  minimumAge: Count,
  practicePlayNeedsVerifiedAge: t.boolean,
  realityCheckMinutes: Count,
  withdrawalReversal: t.boolean,
  coolingOffHours: Count,
  helpOrganisations: BoundedArray(t.type({ name: ShortString, phone: ShortString, url: HttpsUrl }), 20),
  loginMessage: Message,
  logoutMessage: Message,
  autoplayAllowed: t.boolean,
  quickSpinAllowed: t.boolean,
});

const NonEmpty = t.refinement(ShortString, (text) => text.trim() !== '', 'NonEmpty');
const SelfExclusionSchemeCodec = t.type({ name: NonEmpty, url: HttpsUrl });
const LicenceCodec = t.type({ authority: NonEmpty, number: NonEmpty, url: HttpsUrl });

/**
 * A field read apart from the jurisdiction's rules: missing (an older platform) or malformed, the
 * jurisdiction has none to show, and its rules still apply.
 */
const optionalField = <A, O>(rules: unknown, field: string, codec: t.Type<A, O, unknown>): A | null => {
  if (typeof rules !== 'object' || rules === null || !Object.prototype.hasOwnProperty.call(rules, field)) return null;
  const decoded = codec.decode((rules as Readonly<Record<string, unknown>>)[field]);
  return decoded._tag === 'Right' ? decoded.right : null;
};

/** SG-19: the jurisdiction's national self-exclusion scheme. */
const selfExclusionSchemeOf = (rules: unknown): SelfExclusionScheme | null => {
  const scheme = optionalField(rules, 'selfExclusionScheme', SelfExclusionSchemeCodec);
  return scheme === null ? null : { name: scheme.name.trim(), url: scheme.url };
};

/** Issue 22: the operator's licence there, which the footer names. */
const licenceOf = (rules: unknown): Licence | null => {
  const licence = optionalField(rules, 'licence', LicenceCodec);
  return licence === null ? null : { authority: licence.authority.trim(), number: licence.number.trim(), url: licence.url };
};

/** Each jurisdiction on its own: a malformed one is kept as null, so its players get the strictest rules, never another's looser ones. */
const Jurisdictions = {
  decode: (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return left([]);
    const rulesByCode: Record<string, JurisdictionRules | null> = {};
    for (const [code, rules] of Object.entries(value)) {
      const decoded = JurisdictionRulesCodec.decode(rules);
      if (JurisdictionCode.is(code)) rulesByCode[code] = decoded._tag === 'Right' ? { code, ...decoded.right, selfExclusionScheme: selfExclusionSchemeOf(rules), licence: licenceOf(rules) } : null;
    }
    return right(rulesByCode);
  },
};

const FIELDS: { readonly [K in keyof SiteConfig]: { decode(value: unknown): Either<unknown, SiteConfig[K]> } } = {
  isCashierDepositEnabled: t.boolean,
  isCashierWithdrawalEnabled: t.boolean,
  isLoyaltyEnabled: t.boolean,
  loyaltyIconTierEnabled: t.boolean,
  twoFactorAuthenticatorEnabled: t.boolean,
  tfaEnrolment: t.keyof({ SMS: null, PIN_CODE: null }),
  isPromotionalSpinEnabled: t.boolean,
  casinoLoggedPracticePlayEnabled: t.boolean,
  dynamicCardsEnabled: t.boolean,
  isGamesIntegrationEnabled: t.boolean,
  enableGeoTargeting: t.boolean,
  mfaOperations: Strings,
  languagesPublished: t.refinement(BoundedArray(LanguageCode, 50), (codes) => codes.length > 0, 'NonEmpty'),
  languageDefault: LanguageCode,
  defaultCurrency: t.refinement(ShortString, (code) => /^[A-Za-z]{3,5}$/.test(code), 'Currency'),
  brandCode: ShortString,
  bucket: ShortString,
  servicesBaseUrl: ServicesBaseUrl,
  olympusLoggedPages: Strings,
  olympusUnLoggedPages: Strings,
  featureFlags: t.record(ShortString, t.boolean),
  geoTargetingRedirect: t.boolean,
  contentOrigins: Origins,
  gameProviderOrigins: Origins,
  embeddedAppOrigins: Origins,
  identityProviderOrigins: Origins,
  contactSubjects: Strings,
  referralTokenExpiryDays: Days,
  referralCookieDays: Days,
  forumOrigins: Origins,
  jurisdictions: Jurisdictions,
  defaultJurisdiction: JurisdictionCode,
};

/**
 * Each flag is read on its own: a missing or malformed flag takes its documented default (and is
 * logged), so one bad value never takes the site down.
 */
export const decodeSiteConfig = (body: unknown, logger?: Logger): Either<GatewayError, SiteConfig> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return left({ code: 'DECODE', detail: 'site configuration is not an object' });
  const source = body as Record<string, unknown>;
  const config: Record<string, unknown> = { ...DEFAULT_SITE_CONFIG };
  for (const key of Object.keys(FIELDS) as (keyof SiteConfig)[]) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const decoded = FIELDS[key].decode(source[key]);
    if (decoded._tag === 'Right') config[key] = decoded.right;
    else logger?.warn(`site configuration: ignoring malformed ${key}`);
  }
  config.featureFlags = { ...DEFAULT_SITE_CONFIG.featureFlags, ...(config.featureFlags as Record<string, boolean>) };
  return right(config as unknown as SiteConfig);
};

export class HttpSiteConfigGateway implements SiteConfigGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly logger?: Logger,
  ) {}

  async load(): Promise<Either<GatewayError, SiteConfig>> {
    const reply = await this.http.json({ method: 'GET', path: SITE_CONFIG_PATH, timeoutMs: 10_000 }, t.unknown);
    return reply._tag === 'Left' ? reply : decodeSiteConfig(reply.right, this.logger);
  }
}
