import type { JsonObject } from '../../kernel/http/validation.ts';

/** The causes of issue 10's forms (docs/api.md, "Help, contact, joining, …"). */
export type SupportFieldCause = 'REQUIRED' | 'TOO_LONG' | 'TOO_SHORT' | 'INVALID_FORMAT' | 'NOT_ALLOWED';

export interface SupportFieldError {
  field: string;
  cause: SupportFieldCause;
}

/**
 * Characters no field may hold: C0 and C1 controls and DEL, bidi embeddings, overrides, isolates and
 * marks (which reorder what an operator reads), zero-width and invisible characters (which hide text
 * or make two addresses look alike): the soft hyphen, the grapheme joiner, the Hangul fillers (letters
 * that show nothing), the line and paragraph separators, interlinear annotations, and the tag
 * characters (U+E0000–E007F, which carry whole hidden sentences).
 */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these characters one by one is the point
const forbiddenAnywhere = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const lineBreak = /[\r\n]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

interface TextRule {
  /** Shortest length once trimmed, in characters (code points). */
  min?: number;
  max: number;
  /** CR and LF are kept (as LF) only where a person writes paragraphs. */
  multiline?: boolean;
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

type TextReading = { kind: 'absent' } | { kind: 'text'; text: string } | { kind: 'refused'; cause: SupportFieldCause };

/**
 * A string field as the contract reads every string: trimmed, NFC-normalised, and refused when it
 * holds a control character (CR/LF only where allowed), a bidi control, a zero-width character or a
 * lone surrogate. Missing, null and blank read as absent.
 */
function readText(source: JsonObject, field: string, rule: TextRule): TextReading {
  const value = source[field];
  if (value === undefined || value === null) return { kind: 'absent' };
  if (typeof value !== 'string' || loneSurrogate.test(value)) return { kind: 'refused', cause: 'INVALID_FORMAT' };
  const text = value.normalize('NFC').trim();
  if (text === '') return { kind: 'absent' };
  if (forbiddenAnywhere.test(text) || (rule.multiline !== true && lineBreak.test(text))) return { kind: 'refused', cause: 'INVALID_FORMAT' };
  const length = characterCount(text);
  if (length > rule.max) return { kind: 'refused', cause: 'TOO_LONG' };
  if (rule.min !== undefined && length < rule.min) return { kind: 'refused', cause: 'TOO_SHORT' };
  return { kind: 'text', text: rule.multiline === true ? text.replace(/\r\n?/g, '\n') : text };
}

/** A text field that must be given; undefined (with its error recorded) when it is not usable. */
export function requiredText(source: JsonObject, field: string, rule: TextRule, errors: SupportFieldError[]): string | undefined {
  const reading = readText(source, field, rule);
  if (reading.kind === 'text') return reading.text;
  errors.push({ field, cause: reading.kind === 'absent' ? 'REQUIRED' : reading.cause });
  return undefined;
}

/** A text field that may be null, missing or blank (read as null). */
export function optionalText(source: JsonObject, field: string, rule: TextRule, errors: SupportFieldError[]): string | null {
  const reading = readText(source, field, rule);
  if (reading.kind === 'text') return reading.text;
  if (reading.kind === 'refused') errors.push({ field, cause: reading.cause });
  return null;
}

export const maxEmailLength = 254;

/**
 * An address a mail server would take, in ASCII only (an internationalised domain in its punycode
 * form): look-alike letters from other scripts cannot pass for a familiar address.
 */
const emailShape = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function requiredEmail(source: JsonObject, field: string, errors: SupportFieldError[]): string | undefined {
  const email = requiredText(source, field, { max: maxEmailLength }, errors);
  if (email === undefined) return undefined;
  if (!emailShape.test(email) || email.includes('..') || email.startsWith('.') || email.split('@')[0]?.endsWith('.') === true) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return email;
}

/** `YYYY-MM-DD`, a real calendar day, not after today; null when absent. */
export function optionalPastDate(source: JsonObject, field: string, nowMs: number, errors: SupportFieldError[]): string | null {
  const value = source[field];
  if (value === undefined || value === null) return null;
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const day = match === null ? null : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (match === null || day === null || day.toISOString().slice(0, 10) !== value || day.getTime() > nowMs || Number(match[1]) < 1900) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return null;
  }
  return value as string;
}
