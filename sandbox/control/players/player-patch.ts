import { isJsonObject, maxTextLength, fourDigits, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { mfaMethods, requiredActionShapes, type MfaMethod, type RequiredActionShape } from '../../services/login/index.ts';
import type { NotificationsSummary } from '../../services/notifications/index.ts';
import type { LinkedAccount } from '../../services/payments/index.ts';
import { documentStatuses, type DocumentStatus } from '../../services/documents/index.ts';
import { isOperation, type Operation, phoneNumberPattern, phonePrefixPattern, type StoredTwoFactorStatus, storedTwoFactorStatuses } from '../../services/player-verification/index.ts';

export interface BalancePatch {
  type: string;
  amount: number;
  currency?: string;
}

/** A change to a player made through the test-control API; absent fields stay as they are. */
export interface PlayerPatch {
  balances?: BalancePatch[];
  currency?: string;
  hasPinCode?: boolean;
  pinCode?: string;
  password?: string;
  disabled?: boolean;
  captchaRequired?: boolean;
  mfaLoginMethod?: MfaMethod | null;
  /** ENABLED gives the player a fresh TOTP secret (GET …/totp reads it) and login asks for it; PENDING and DISABLED delete it. */
  twoFactorStatus?: StoredTwoFactorStatus;
  requiredAction?: string | null;
  requiredActionShape?: RequiredActionShape;
  notifications?: Partial<NotificationsSummary>;
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  language?: string;
  countryCode?: string;
  subdivision?: string | null;
  phoneStatus?: string;
  /** The player's phone numbers as the profile shows them (digits, without the prefix): at most one; [] removes it. */
  phones?: string[];
  phonePrefix?: string | null;
  /** Blocks (an ISO date) or unblocks (null) operations, e.g. `{ "withdraw": "2030-01-01T00:00:00Z" }`. */
  operationBlocks?: Partial<Record<Operation, Date | null>>;
  failedLogins?: number;
  blockedUntil?: Date | null;
  /** The source `failedLogins` and `blockedUntil` apply to (default: the caller's address). */
  loginSource?: string;
  failedLoginsAllSources?: number;
  mfaFailures?: number;
  verificationBlockedUntil?: Date | null;
  /** Spendable points; alone, the status points become as many too. */
  loyaltyPoints?: number;
  /** Status points (they decide the tier; redeeming never spends them). */
  loyaltyStatusPoints?: number;
  loyaltyExcluded?: boolean;
  /** CASH-04: replaces the player's linked bank accounts. */
  personaLinkedAccounts?: LinkedAccount[];
  /** DOC-04: the player's identity-document status. */
  documentStatus?: DocumentStatus;
}

type Parsed<T> = { ok: true; value: T } | { ok: false };
const invalid = { ok: false } as const;
const valid = <T>(value: T): Parsed<T> => ({ ok: true, value });

const currencyCode = /^[A-Z]{3,4}$/;
const languageCode = /^[a-z]{2}(-[A-Z]{2})?$/;
const countryCode = /^[A-Z]{2}$/;
const subdivisionCode = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

function text(value: unknown): Parsed<string> {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxTextLength ? valid(value) : invalid;
}
function matching(pattern: RegExp): (value: unknown) => Parsed<string> {
  return (value) => (typeof value === 'string' && pattern.test(value) ? valid(value) : invalid);
}
function nullable<T>(parse: (value: unknown) => Parsed<T>): (value: unknown) => Parsed<T | null> {
  return (value) => (value === null ? valid(null) : parse(value));
}
function boolean(value: unknown): Parsed<boolean> {
  return typeof value === 'boolean' ? valid(value) : invalid;
}
function count(value: unknown): Parsed<number> {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? valid(value) : invalid;
}
/** Loyalty points may have decimals (earned per 0.10 staked). */
function loyaltyPointCount(value: unknown): Parsed<number> {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e12 ? valid(value) : invalid;
}
function oneOf<T extends string>(options: readonly T[]): (value: unknown) => Parsed<T> {
  return (value) => (options.some((option) => option === value) ? valid(value as T) : invalid);
}
function instant(value: unknown): Parsed<Date> {
  if (typeof value !== 'string') return invalid;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? invalid : valid(date);
}
function balances(value: unknown): Parsed<BalancePatch[]> {
  if (!Array.isArray(value)) return invalid;
  const parsed: BalancePatch[] = [];
  for (const item of value) {
    if (!isJsonObject(item)) return invalid;
    const type = text(item.type);
    const { amount, currency } = item;
    if (!type.ok || typeof amount !== 'number' || !Number.isFinite(amount)) return invalid;
    if (currency !== undefined && !(typeof currency === 'string' && currencyCode.test(currency))) return invalid;
    if (parsed.some((balance) => balance.type === type.value)) return invalid;
    parsed.push(currency === undefined ? { type: type.value, amount } : { type: type.value, amount, currency });
  }
  return valid(parsed);
}
function linkedAccounts(value: unknown): Parsed<LinkedAccount[]> {
  if (!Array.isArray(value) || value.length > 20) return invalid;
  const parsed: LinkedAccount[] = [];
  for (const item of value) {
    if (!isJsonObject(item)) return invalid;
    const id = text(item.id);
    const label = text(item.label);
    if (!id.ok || !label.ok || item.type !== 'BANK' || parsed.some((account) => account.id === id.value)) return invalid;
    parsed.push({ id: id.value, type: 'BANK', label: label.value });
  }
  return valid(parsed);
}
function phones(value: unknown): Parsed<string[]> {
  if (!Array.isArray(value) || value.length > 1) return invalid;
  return value.every((phone) => typeof phone === 'string' && phoneNumberPattern.test(phone)) ? valid(value as string[]) : invalid;
}
function operationBlocks(value: unknown): Parsed<Partial<Record<Operation, Date | null>>> {
  if (!isJsonObject(value)) return invalid;
  const blocks: Partial<Record<Operation, Date | null>> = {};
  for (const [operation, raw] of Object.entries(value)) {
    const until = nullable(instant)(raw);
    if (!isOperation(operation) || !until.ok) return invalid;
    blocks[operation] = until.value;
  }
  return valid(blocks);
}
function notifications(value: unknown): Parsed<Partial<NotificationsSummary>> {
  if (!isJsonObject(value)) return invalid;
  const summary: Partial<NotificationsSummary> = {};
  for (const [key, raw] of Object.entries(value)) {
    const parsed = count(raw);
    if (!parsed.ok || !(key === 'acknowledged' || key === 'deleted' || key === 'numberOfMessages')) return invalid;
    summary[key] = parsed.value;
  }
  return valid(summary);
}

const fieldParsers: { [K in keyof PlayerPatch]-?: (value: unknown) => Parsed<NonNullable<PlayerPatch[K]> | null> } = {
  balances,
  currency: matching(currencyCode),
  hasPinCode: boolean,
  pinCode: matching(fourDigits),
  password: (value) => (typeof value === 'string' && value.length >= 8 && value.length <= maxTextLength ? valid(value) : invalid),
  disabled: boolean,
  captchaRequired: boolean,
  mfaLoginMethod: nullable(oneOf(mfaMethods)),
  twoFactorStatus: oneOf(storedTwoFactorStatuses),
  requiredAction: nullable(text),
  requiredActionShape: oneOf(requiredActionShapes),
  notifications,
  firstName: nullable(text),
  lastName: nullable(text),
  nickname: nullable(text),
  language: matching(languageCode),
  countryCode: matching(countryCode),
  subdivision: nullable(matching(subdivisionCode)),
  phoneStatus: text,
  phones,
  phonePrefix: nullable(matching(phonePrefixPattern)),
  operationBlocks,
  failedLogins: count,
  blockedUntil: nullable(instant),
  loginSource: text,
  failedLoginsAllSources: count,
  mfaFailures: count,
  verificationBlockedUntil: nullable(instant),
  loyaltyPoints: loyaltyPointCount,
  loyaltyStatusPoints: loyaltyPointCount,
  loyaltyExcluded: boolean,
  personaLinkedAccounts: linkedAccounts,
  documentStatus: oneOf(documentStatuses),
};

const nullableFields = new Set<string>([
  'mfaLoginMethod', 'requiredAction', 'firstName', 'lastName', 'nickname', 'blockedUntil', 'verificationBlockedUntil', 'subdivision', 'phonePrefix',
]);

function isPatchField(key: string): key is keyof PlayerPatch {
  return Object.hasOwn(fieldParsers, key);
}

/**
 * Reads a control-API player patch. Keys in `extraFields` are left for the caller; any other key
 * the patch does not know is an error (a typo in a test should fail loudly, not be ignored).
 */
export function parsePlayerPatch(
  body: JsonObject,
  extraFields: readonly string[] = [],
): { patch: PlayerPatch; errors: FieldError[] } {
  const patch: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (extraFields.includes(key)) continue;
    if (!isPatchField(key)) {
      errors.push({ field: key, cause: 'UNKNOWN_FIELD' });
      continue;
    }
    const parsed = fieldParsers[key](value);
    if (!parsed.ok || (parsed.value === null && !nullableFields.has(key))) {
      errors.push({ field: key, cause: value === null ? 'REQUIRED' : 'INVALID_FORMAT' });
      continue;
    }
    patch[key] = parsed.value;
  }
  if (patch.hasPinCode === false && patch.pinCode !== undefined) {
    errors.push({ field: 'pinCode', cause: 'INVALID_FORMAT' });
  }
  return { patch: patch as PlayerPatch, errors };
}
