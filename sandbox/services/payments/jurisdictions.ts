import type { Queryable } from '../../kernel/database/database.ts';
import { controlCharacter } from '../../kernel/http/paths.ts';
import { isJsonObject, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';

export interface HelpOrganisation {
  name: string;
  phone: string;
  url: string;
}

/** A national self-exclusion scheme a player can join beside the operator's own (GB: GAMSTOP). */
export interface SelfExclusionScheme {
  name: string;
  url: string;
}

/** The licence the operator holds in a jurisdiction; the url is the authority's, a link out. */
export interface Licence {
  authority: string;
  number: string;
  url: string;
}

/** Plain text per published language. */
export interface JurisdictionMessage {
  en: string;
  es: string;
  de: string;
}

/** One jurisdiction's rules (docs/api.md "Jurisdictions as data", SG-12). */
export interface JurisdictionSettings {
  code: string;
  minimumAge: number;
  practicePlayNeedsVerifiedAge: boolean;
  realityCheckMinutes: number;
  withdrawalReversal: boolean;
  coolingOffHours: number;
  helpOrganisations: HelpOrganisation[];
  loginMessage: JurisdictionMessage;
  logoutMessage: JurisdictionMessage;
  autoplayAllowed: boolean;
  quickSpinAllowed: boolean;
  selfExclusionScheme: SelfExclusionScheme | null;
  licence: Licence | null;
}

export type JurisdictionRules = Omit<JurisdictionSettings, 'code'>;

/** The jurisdiction of a player whose subdivision and country have no row. */
export const defaultJurisdiction = 'MT';

const messageLanguages = ['en', 'es', 'de'] as const;

interface JurisdictionRow {
  code: string;
  minimum_age: number;
  practice_play_needs_verified_age: boolean;
  reality_check_minutes: number;
  withdrawal_reversal: boolean;
  cooling_off_hours: number;
  help_organisations: HelpOrganisation[];
  login_message: JurisdictionMessage;
  logout_message: JurisdictionMessage;
  autoplay_allowed: boolean;
  quick_spin_allowed: boolean;
  self_exclusion_scheme: SelfExclusionScheme | null;
  licence: Licence | null;
}

/** Each field with its column; the order is the order the site configuration lists them in. */
const columns: readonly (readonly [keyof JurisdictionRules, keyof JurisdictionRow])[] = [
  ['minimumAge', 'minimum_age'],
  ['practicePlayNeedsVerifiedAge', 'practice_play_needs_verified_age'],
  ['realityCheckMinutes', 'reality_check_minutes'],
  ['withdrawalReversal', 'withdrawal_reversal'],
  ['coolingOffHours', 'cooling_off_hours'],
  ['helpOrganisations', 'help_organisations'],
  ['loginMessage', 'login_message'],
  ['logoutMessage', 'logout_message'],
  ['autoplayAllowed', 'autoplay_allowed'],
  ['quickSpinAllowed', 'quick_spin_allowed'],
  ['selfExclusionScheme', 'self_exclusion_scheme'],
  ['licence', 'licence'],
];
const selected = `code, ${columns.map(([, column]) => column).join(', ')}`;

function settingsOf(row: JurisdictionRow): JurisdictionSettings {
  return {
    code: row.code,
    minimumAge: row.minimum_age,
    practicePlayNeedsVerifiedAge: row.practice_play_needs_verified_age,
    realityCheckMinutes: row.reality_check_minutes,
    withdrawalReversal: row.withdrawal_reversal,
    coolingOffHours: row.cooling_off_hours,
    helpOrganisations: row.help_organisations,
    loginMessage: row.login_message,
    logoutMessage: row.logout_message,
    autoplayAllowed: row.autoplay_allowed,
    quickSpinAllowed: row.quick_spin_allowed,
    selfExclusionScheme: row.self_exclusion_scheme,
    licence: row.licence,
  };
}

/** The player's jurisdiction (docs/api.md): their subdivision when it has a row, else their country's, else the default's. */
export async function jurisdictionOf(db: Queryable, player: { countryCode: string; subdivision: string | null }): Promise<JurisdictionSettings> {
  const result = await db.query<JurisdictionRow>(
    `SELECT ${selected} FROM jurisdictions WHERE code = ANY ($1::text[])
     ORDER BY array_position($1::text[], code) LIMIT 1`,
    [[player.subdivision ?? '', player.countryCode, defaultJurisdiction]],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error(`No jurisdiction row for ${player.countryCode} nor ${defaultJurisdiction}`);
  return settingsOf(row);
}

/** Every jurisdiction's rules by code, as the site configuration serves them. */
export async function allJurisdictions(db: Queryable): Promise<Record<string, JurisdictionRules>> {
  const result = await db.query<JurisdictionRow>(`SELECT ${selected} FROM jurisdictions ORDER BY code`);
  return Object.fromEntries(
    result.rows.map((row) => {
      const { code, ...rules } = settingsOf(row);
      return [code, rules];
    }),
  );
}

/** Changes the given fields only (already validated); null when there is no such jurisdiction. */
export async function updateJurisdiction(db: Queryable, code: string, changes: Partial<JurisdictionRules>): Promise<JurisdictionSettings | null> {
  const assignments: string[] = [];
  const values: unknown[] = [code];
  for (const [field, column] of columns) {
    const value = changes[field];
    if (value === undefined) continue;
    values.push(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
    assignments.push(`${column} = $${values.length}`);
  }
  const result = assignments.length === 0
    ? await db.query<JurisdictionRow>(`SELECT ${selected} FROM jurisdictions WHERE code = $1`, values)
    : await db.query<JurisdictionRow>(`UPDATE jurisdictions SET ${assignments.join(', ')} WHERE code = $1 RETURNING ${selected}`, values);
  const row = result.rows[0];
  return row === undefined ? null : settingsOf(row);
}

/** Inserts or overwrites a jurisdiction's every field (the seed's reset). */
export async function writeJurisdiction(db: Queryable, { code, ...rules }: JurisdictionSettings): Promise<void> {
  const names = columns.map(([, column]) => column);
  const values = columns.map(([field]) => {
    const value = rules[field];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  await db.query(
    `INSERT INTO jurisdictions (code, ${names.join(', ')}) VALUES ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})
     ON CONFLICT (code) DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`,
    [code, ...values],
  );
}

const maxHelpOrganisations = 10;
const maxMessageLength = 500;
const phonePattern = /^\+?[0-9][0-9 -]{0,29}$/;
const httpsUrlPattern = /^https:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s"'<>\\]*)?$/i;

function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength && !controlCharacter.test(value);
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function readHelpOrganisations(value: unknown): HelpOrganisation[] | undefined {
  if (!Array.isArray(value) || value.length > maxHelpOrganisations) return undefined;
  const organisations: HelpOrganisation[] = [];
  for (const item of value) {
    if (!isJsonObject(item) || Object.keys(item).some((key) => !['name', 'phone', 'url'].includes(key))) return undefined;
    const { name, phone, url } = item;
    if (!isText(name, 100) || !isText(phone, 30) || !phonePattern.test(phone) || !isText(url, 200) || !httpsUrlPattern.test(url)) return undefined;
    organisations.push({ name, phone, url });
  }
  return organisations;
}

/** Each published language's text; an empty text means no message in that language's jurisdiction. */
function readMessage(value: unknown): JurisdictionMessage | undefined {
  if (!isJsonObject(value) || Object.keys(value).some((key) => !(messageLanguages as readonly string[]).includes(key))) return undefined;
  const message: Partial<JurisdictionMessage> = {};
  for (const language of messageLanguages) {
    const text = value[language];
    if (typeof text !== 'string' || text.length > maxMessageLength || controlCharacter.test(text)) return undefined;
    message[language] = text;
  }
  return message as JurisdictionMessage;
}

/** null (no scheme) or a name with an https link. */
function readSelfExclusionScheme(value: unknown): SelfExclusionScheme | null | undefined {
  if (value === null) return null;
  if (!isJsonObject(value) || Object.keys(value).some((key) => !['name', 'url'].includes(key))) return undefined;
  const { name, url } = value;
  return isText(name, 100) && isText(url, 200) && httpsUrlPattern.test(url) ? { name, url } : undefined;
}

/** null (no licence) or an authority, a licence number and the authority's https address. */
function readLicence(value: unknown): Licence | null | undefined {
  if (value === null) return null;
  if (!isJsonObject(value) || Object.keys(value).some((key) => !['authority', 'number', 'url'].includes(key))) return undefined;
  const { authority, number, url } = value;
  return isText(authority, 100) && isText(number, 60) && isText(url, 200) && httpsUrlPattern.test(url) ? { authority, number, url } : undefined;
}

const readers: { readonly [K in keyof JurisdictionRules]: (value: unknown) => JurisdictionRules[K] | undefined } = {
  minimumAge: (value) => (isIntegerIn(value, 18, 25) ? value : undefined),
  practicePlayNeedsVerifiedAge: (value) => (typeof value === 'boolean' ? value : undefined),
  realityCheckMinutes: (value) => (isIntegerIn(value, 1, 1440) ? value : undefined),
  withdrawalReversal: (value) => (typeof value === 'boolean' ? value : undefined),
  coolingOffHours: (value) => (isIntegerIn(value, 1, 720) ? value : undefined),
  helpOrganisations: readHelpOrganisations,
  loginMessage: readMessage,
  logoutMessage: readMessage,
  autoplayAllowed: (value) => (typeof value === 'boolean' ? value : undefined),
  quickSpinAllowed: (value) => (typeof value === 'boolean' ? value : undefined),
  selfExclusionScheme: readSelfExclusionScheme,
  licence: readLicence,
};

export type JurisdictionChanges = { ok: true; changes: Partial<JurisdictionRules> } | { ok: false; errors: FieldError[] };

/** A control API body: any of the fields, each valid; unknown fields are refused so a typo never passes silently. */
export function readJurisdictionChanges(body: JsonObject): JurisdictionChanges {
  const errors: FieldError[] = [];
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (!Object.prototype.hasOwnProperty.call(readers, field)) {
      errors.push({ field, cause: 'UNKNOWN_FIELD' });
      continue;
    }
    const read = readers[field as keyof JurisdictionRules](value);
    if (read === undefined) errors.push({ field, cause: 'INVALID_FORMAT' });
    else changes[field] = read;
  }
  if (errors.length === 0 && Object.keys(changes).length === 0) errors.push({ field: 'body', cause: 'REQUIRED' });
  return errors.length === 0 ? { ok: true, changes: changes as Partial<JurisdictionRules> } : { ok: false, errors };
}
