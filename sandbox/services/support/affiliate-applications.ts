import type { Queryable } from '../../kernel/database/database.ts';
import type { JsonObject } from '../../kernel/http/validation.ts';
import { isCountryCode } from './countries.ts';
import { newReference } from './references.ts';
import { optionalText, requiredEmail, requiredText, type SupportFieldError } from './support-fields.ts';

export const trafficSources = ['seo', 'social', 'streaming', 'email', 'paid', 'other'] as const;
export type TrafficSource = (typeof trafficSources)[number];

export const affiliateLimits = { name: 100, company: 100, website: 500, message: 2000 } as const;

export interface AffiliateDraft {
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  country: string;
  trafficSources: TrafficSource[];
  message: string | null;
}

export type AffiliateReading = { ok: true; draft: AffiliateDraft } | { ok: false; errors: SupportFieldError[] };

/** REF-08: an affiliate application as the platform takes it (docs/api.md, "Referral and affiliates"). */
export function readAffiliateDraft(body: JsonObject): AffiliateReading {
  const errors: SupportFieldError[] = [];
  const name = requiredText(body, 'name', { max: affiliateLimits.name }, errors);
  const email = requiredEmail(body, 'email', errors);
  const company = optionalText(body, 'company', { max: affiliateLimits.company }, errors);
  const website = readWebsite(body, errors);
  const country = readCountry(body, errors);
  const sources = readTrafficSources(body, errors);
  const message = optionalText(body, 'message', { max: affiliateLimits.message, multiline: true }, errors);
  if (body.acceptTerms !== true) errors.push({ field: 'acceptTerms', cause: 'REQUIRED' });
  if (errors.length > 0 || name === undefined || email === undefined || country === undefined || sources === undefined) return { ok: false, errors };
  return { ok: true, draft: { name, email, company, website, country, trafficSources: sources, message } };
}

/** An https address of a public-looking host, without credentials in it; null when not given. */
function readWebsite(body: JsonObject, errors: SupportFieldError[]): string | null {
  const text = optionalText(body, 'website', { max: affiliateLimits.website }, errors);
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    errors.push({ field: 'website', cause: 'INVALID_FORMAT' });
    return null;
  }
  const hostIsNamed = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) && !/^[\d.]+$/.test(url.hostname);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !hostIsNamed) {
    errors.push({ field: 'website', cause: 'INVALID_FORMAT' });
    return null;
  }
  return url.href;
}

function readCountry(body: JsonObject, errors: SupportFieldError[]): string | undefined {
  const country = body.country;
  if (country === undefined || country === null || country === '') {
    errors.push({ field: 'country', cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof country !== 'string' || !isCountryCode(country)) {
    errors.push({ field: 'country', cause: 'NOT_ALLOWED' });
    return undefined;
  }
  return country;
}

const isTrafficSource = (value: unknown): value is TrafficSource => trafficSources.some((source) => source === value);

/** At least one of the known sources, each once, in the order the list gives them. */
function readTrafficSources(body: JsonObject, errors: SupportFieldError[]): TrafficSource[] | undefined {
  const sources = body.trafficSources;
  if (sources === undefined || sources === null || (Array.isArray(sources) && sources.length === 0)) {
    errors.push({ field: 'trafficSources', cause: 'REQUIRED' });
    return undefined;
  }
  if (!Array.isArray(sources) || sources.length > trafficSources.length * 2 || !sources.every(isTrafficSource)) {
    errors.push({ field: 'trafficSources', cause: 'NOT_ALLOWED' });
    return undefined;
  }
  return trafficSources.filter((source) => sources.includes(source));
}

export interface StoredAffiliateApplication {
  reference: string;
  receivedAt: string;
  language: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  country: string;
  trafficSources: string[];
  message: string | null;
  /** How many applications with this e-mail (case aside) were received before this one: the operator's view of repeats. */
  earlierWithSameEmail: number;
}

export async function storeAffiliateApplication(
  db: Queryable,
  application: AffiliateDraft & { language: string; sourceHash: string; nowMs: number },
): Promise<string> {
  const reference = newReference('A');
  await db.query(
    `INSERT INTO affiliate_applications (reference, name, email, company, website, country, traffic_sources, message, language, source_hash, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      reference,
      application.name,
      application.email,
      application.company,
      application.website,
      application.country,
      application.trafficSources,
      application.message,
      application.language,
      application.sourceHash,
      new Date(application.nowMs),
    ],
  );
  return reference;
}

interface ApplicationRow {
  reference: string;
  received_at: Date;
  language: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  country: string;
  traffic_sources: string[];
  message: string | null;
  earlier: number;
}

/** The latest applications, newest first (the console's and the test-control API's view). */
export async function latestAffiliateApplications(db: Queryable, limit = 50): Promise<StoredAffiliateApplication[]> {
  const result = await db.query<ApplicationRow>(
    `SELECT a.reference, a.received_at, a.language, a.name, a.email, a.company, a.website, a.country, a.traffic_sources, a.message,
            (SELECT count(*)::int FROM affiliate_applications b WHERE lower(b.email) = lower(a.email) AND b.id < a.id) AS earlier
       FROM affiliate_applications a ORDER BY a.received_at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return result.rows.map((row) => ({
    reference: row.reference,
    receivedAt: row.received_at.toISOString(),
    language: row.language,
    name: row.name,
    email: row.email,
    company: row.company,
    website: row.website,
    country: row.country,
    trafficSources: row.traffic_sources,
    message: row.message,
    earlierWithSameEmail: row.earlier,
  }));
}
