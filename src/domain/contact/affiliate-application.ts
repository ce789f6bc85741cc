import { cleanText, emailCause, problemsOf, textCause, type FieldCause, type FieldProblem } from './form-text';
import { isCountryCode } from './countries';

export const TRAFFIC_SOURCES = ['seo', 'social', 'streaming', 'email', 'paid', 'other'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export type AffiliateField = 'name' | 'email' | 'company' | 'website' | 'country' | 'trafficSources' | 'message' | 'acceptTerms';

export const AFFILIATE_LIMITS = { name: 100, company: 100, website: 500, message: 2000 } as const;

/** What the applicant typed, ticked and chose. */
export interface AffiliateForm {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly website: string;
  readonly country: string;
  readonly trafficSources: readonly TrafficSource[];
  readonly message: string;
  readonly acceptTerms: boolean;
}

/** REF-08: the application the platform takes (docs/api.md, "Referral and affiliates"). */
export interface AffiliateApplication {
  readonly name: string;
  readonly email: string;
  readonly company: string | null;
  readonly website: string | null;
  readonly country: string;
  readonly trafficSources: readonly TrafficSource[];
  readonly message: string | null;
  readonly acceptTerms: true;
}

export const EMPTY_AFFILIATE_FORM: AffiliateForm = { name: '', email: '', company: '', website: '', country: '', trafficSources: [], message: '', acceptTerms: false };

/** An https address of a named host, without credentials in it. */
const websiteCause = (raw: string): FieldCause | null => {
  const cause = textCause(raw, { required: false, max: AFFILIATE_LIMITS.website });
  if (cause !== null || cleanText(raw) === '') return cause;
  try {
    const url = new URL(cleanText(raw));
    const named = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) && !/^[\d.]+$/.test(url.hostname);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && named ? null : 'INVALID_FORMAT';
  } catch {
    return 'INVALID_FORMAT';
  }
};

export const affiliateFormProblems = (form: AffiliateForm): FieldProblem<AffiliateField>[] =>
  problemsOf<AffiliateField>([
    ['name', textCause(form.name, { required: true, max: AFFILIATE_LIMITS.name })],
    ['email', emailCause(form.email)],
    ['company', textCause(form.company, { required: false, max: AFFILIATE_LIMITS.company })],
    ['website', websiteCause(form.website)],
    ['country', form.country === '' ? 'REQUIRED' : isCountryCode(form.country) ? null : 'NOT_ALLOWED'],
    ['trafficSources', form.trafficSources.length === 0 ? 'REQUIRED' : null],
    ['message', textCause(form.message, { required: false, max: AFFILIATE_LIMITS.message, multiline: true })],
    ['acceptTerms', form.acceptTerms ? null : 'REQUIRED'],
  ]);

const orNull = (raw: string): string | null => (cleanText(raw) === '' ? null : cleanText(raw));

/** The application to send for a form without problems; the traffic sources in the list's order. */
export const affiliateApplicationOf = (form: AffiliateForm): AffiliateApplication => ({
  name: cleanText(form.name),
  email: cleanText(form.email),
  company: orNull(form.company),
  website: orNull(form.website) === null ? null : new URL(cleanText(form.website)).href,
  country: form.country,
  trafficSources: TRAFFIC_SOURCES.filter((source) => form.trafficSources.includes(source)),
  message: orNull(form.message),
  acceptTerms: true,
});
