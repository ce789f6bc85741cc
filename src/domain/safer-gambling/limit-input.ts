import { left, right, type Either } from 'fp-ts/Either';
import { decimalsOf } from '../wallet';

/** SG-02 and SG-14: the largest money limit, in whole units of any currency. */
export const MAX_LIMIT_UNITS = 1_000_000;
export const SESSION_MINUTES = { min: 1, max: 1440 } as const;

export type LimitField = 'amount' | 'currency' | 'minutes';

/**
 * Why a limit was refused. The first five are the site's own reading of what the player typed;
 * `INVALID_FORMAT`, `TOO_LARGE`, `NOT_ALLOWED` and `OUT_OF_RANGE` are also the platform's 422 causes.
 */
export type LimitCause = 'REQUIRED' | 'INVALID_FORMAT' | 'NOT_POSITIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE' | 'NOT_ALLOWED' | 'OUT_OF_RANGE';

export interface LimitProblem {
  readonly field: LimitField;
  readonly cause: LimitCause;
}

/** The separators the player's language writes numbers with: "1,000.50" in English, "1.000,50" in Spanish and German. */
export const separatorsOf = (language: string): { readonly decimal: string; readonly group: string } => {
  try {
    const parts = new Intl.NumberFormat(language).formatToParts(1000.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    return { decimal, group: decimal === ',' ? '.' : ',' };
  } catch {
    return { decimal: '.', group: ',' };
  }
};

const SPACES = /[\s\u00A0\u202F]/g;

/**
 * SG-02: what the player typed, in their language, as minor units of their currency. Group
 * separators are accepted only in groups of three, so "1.5" is never read as fifteen hundred in
 * a language whose decimal mark is the comma: it is refused and the hint shows the form.
 */
export const parseLimitAmount = (typed: string, currency: string, language: string): Either<LimitProblem, number> => {
  const problem = (cause: LimitCause) => left<LimitProblem, number>({ field: 'amount', cause });
  const text = typed.replace(SPACES, '');
  if (text === '') return problem('REQUIRED');
  if (text.startsWith('-')) return problem('NOT_POSITIVE');
  const { decimal, group } = separatorsOf(language);
  const [wholeText = '', fraction, ...rest] = text.split(decimal);
  if (rest.length > 0) return problem('INVALID_FORMAT');
  const grouped = /^\d{1,3}(?:X\d{3})+$/.test(wholeText.split(group).join('X'));
  if (!(/^\d+$/.test(wholeText) || grouped)) return problem('INVALID_FORMAT');
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return problem('INVALID_FORMAT');
  const whole = wholeText.split(group).join('').replace(/^0+(?=\d)/, '');
  const decimals = decimalsOf(currency);
  const fractionDigits = (fraction ?? '').replace(/0+$/, '');
  if (fractionDigits.length > decimals) return problem('TOO_MANY_DECIMALS');
  if (whole.length > String(MAX_LIMIT_UNITS).length) return problem('TOO_LARGE');
  const minor = Number(whole + fractionDigits.padEnd(decimals, '0'));
  if (minor <= 0) return problem('NOT_POSITIVE');
  if (minor > MAX_LIMIT_UNITS * 10 ** decimals) return problem('TOO_LARGE');
  return right(minor);
};

/** SG-02: a daily session-time limit, in whole minutes from 1 to 1440. */
export const parseSessionMinutes = (typed: string): Either<LimitProblem, number> => {
  const text = typed.replace(SPACES, '');
  if (text === '') return left({ field: 'minutes', cause: 'REQUIRED' });
  if (!/^\d+$/.test(text)) return left({ field: 'minutes', cause: text.startsWith('-') ? 'OUT_OF_RANGE' : 'INVALID_FORMAT' });
  const minutes = Number(text);
  return minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max ? right(minutes) : left({ field: 'minutes', cause: 'OUT_OF_RANGE' });
};
