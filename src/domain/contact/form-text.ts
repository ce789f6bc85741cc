/**
 * The text rules every field of issue 10's forms follows (docs/api.md, "Help, contact, joining, …"),
 * mirrored from the platform so the player hears of a problem before sending; the platform's answer wins.
 */
export type FieldCause = 'REQUIRED' | 'TOO_LONG' | 'TOO_SHORT' | 'INVALID_FORMAT' | 'NOT_ALLOWED';

export interface FieldProblem<Field extends string = string> {
  readonly field: Field;
  readonly cause: FieldCause;
}

export interface TextRule {
  readonly required: boolean;
  /** Characters (code points) once trimmed. */
  readonly min?: number;
  readonly max: number;
  /** CR and LF are allowed only where a person writes paragraphs. */
  readonly multiline?: boolean;
}

/**
 * Controls (tab included), bidi controls, zero-width and invisible characters (soft hyphen, grapheme
 * joiner, Hangul fillers, line and paragraph separators, tag characters): refused anywhere, as the platform refuses them.
 */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these characters one by one is the point
const FORBIDDEN = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const LINE_BREAK = /[\r\n]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Characters as a person counts them (code points), as the platform counts them. */
export const characterCount = (text: string): number => [...text].length;

/** What is sent: NFC, trimmed, line breaks as LF. */
export const cleanText = (raw: string): string => raw.normalize('NFC').trim().replace(/\r\n?/g, '\n');

/** Why `raw` breaks `rule`, or null when it is fine (blank counts as absent). */
export const textCause = (raw: string, rule: TextRule): FieldCause | null => {
  const text = cleanText(raw);
  if (text === '') return rule.required ? 'REQUIRED' : null;
  if (LONE_SURROGATE.test(text) || FORBIDDEN.test(text) || (rule.multiline !== true && LINE_BREAK.test(text))) return 'INVALID_FORMAT';
  const length = characterCount(text);
  if (length > rule.max) return 'TOO_LONG';
  if (rule.min !== undefined && length < rule.min) return 'TOO_SHORT';
  return null;
};

export const MAX_EMAIL_LENGTH = 254;

/** ASCII addresses only (an internationalised domain in punycode), so a look-alike letter cannot pass for a familiar address. */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const emailCause = (raw: string): FieldCause | null => {
  const cause = textCause(raw, { required: true, max: MAX_EMAIL_LENGTH });
  if (cause !== null) return cause;
  const email = cleanText(raw);
  return EMAIL.test(email) && email.indexOf('@') <= 64 ? null : 'INVALID_FORMAT';
};

/** The problems of a form, field by field, in the order the fields are checked. */
export const problemsOf = <Field extends string>(checks: readonly (readonly [Field, FieldCause | null])[]): FieldProblem<Field>[] =>
  checks.flatMap(([field, cause]) => (cause === null ? [] : [{ field, cause }]));
