import type { LegacyLanguage } from './language.ts';
import { fill } from './wording.ts';

/** A limit of the player's, as the platform's LIMIT_EXCEEDED names it: type and period. */
export type LimitName = `${'DEPOSIT' | 'LOSS' | 'WAGER'}_${'DAY' | 'WEEK' | 'MONTH'}`;

/** The refusals a deposit, a withdrawal, a transfer or a bet may meet whatever the area: a break (SG-09) and a limit (SG-04, SG-05). */
export interface RefusalWording {
  /** SG-09: a deposit or bet refused while the player takes a time-out or has excluded themselves; {date} is when it ends. */
  excludedUntil: string;
  /** SG-04, SG-05: a refusal by one of the player's limits; {limit} is one of limitNames. */
  limitExceeded: string;
  limitNames: Record<LimitName, string>;
}

const en: RefusalWording = {
  excludedUntil: 'You are taking a break from gambling until {date}. Until then you cannot deposit or bet; you can still withdraw and see your history.',
  limitExceeded: 'This would go over your {limit} of {amount}. Left until it resets: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'daily deposit limit',
    DEPOSIT_WEEK: 'weekly deposit limit',
    DEPOSIT_MONTH: 'monthly deposit limit',
    LOSS_DAY: 'daily loss limit',
    LOSS_WEEK: 'weekly loss limit',
    LOSS_MONTH: 'monthly loss limit',
    WAGER_DAY: 'daily wager limit',
    WAGER_WEEK: 'weekly wager limit',
    WAGER_MONTH: 'monthly wager limit',
  },
};

const es: RefusalWording = {
  excludedUntil: 'Te estás tomando un descanso del juego hasta el {date}. Hasta entonces no puedes depositar ni apostar; sí puedes retirar y ver tu historial.',
  limitExceeded: 'Esto superaría tu {limit} de {amount}. Te queda hasta que se reinicie: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'límite diario de depósito',
    DEPOSIT_WEEK: 'límite semanal de depósito',
    DEPOSIT_MONTH: 'límite mensual de depósito',
    LOSS_DAY: 'límite diario de pérdidas',
    LOSS_WEEK: 'límite semanal de pérdidas',
    LOSS_MONTH: 'límite mensual de pérdidas',
    WAGER_DAY: 'límite diario de apuestas',
    WAGER_WEEK: 'límite semanal de apuestas',
    WAGER_MONTH: 'límite mensual de apuestas',
  },
};

const de: RefusalWording = {
  excludedUntil: 'Sie legen bis {date} eine Spielpause ein. Bis dahin können Sie weder einzahlen noch wetten; Auszahlungen und Ihr Verlauf bleiben verfügbar.',
  limitExceeded: 'Damit würden Sie Ihr {limit} von {amount} überschreiten. Bis zum Zurücksetzen verbleiben: {remaining}.',
  limitNames: {
    DEPOSIT_DAY: 'tägliches Einzahlungslimit',
    DEPOSIT_WEEK: 'wöchentliches Einzahlungslimit',
    DEPOSIT_MONTH: 'monatliches Einzahlungslimit',
    LOSS_DAY: 'tägliches Verlustlimit',
    LOSS_WEEK: 'wöchentliches Verlustlimit',
    LOSS_MONTH: 'monatliches Verlustlimit',
    WAGER_DAY: 'tägliches Einsatzlimit',
    WAGER_WEEK: 'wöchentliches Einsatzlimit',
    WAGER_MONTH: 'monatliches Einsatzlimit',
  },
};

export const refusalWording: Record<LegacyLanguage, RefusalWording> = { en, es, de };

/** SG-04, SG-05: the refusal of a LIMIT_EXCEEDED answer in the player's words, or null for any other answer. */
export function limitRefusalText(language: LegacyLanguage, body: unknown, formatAmount: (minor: bigint) => string): string | null {
  const words = refusalWording[language];
  if (typeof body !== 'object' || body === null || (body as { errorCode?: unknown }).errorCode !== 'LIMIT_EXCEEDED') return null;
  const limit = (body as { limit?: unknown }).limit;
  if (typeof limit !== 'object' || limit === null) return null;
  const { type, period, amount, remaining } = limit as Record<string, unknown>;
  const name = `${String(type)}_${String(period)}`;
  if (!(name in words.limitNames) || !Number.isSafeInteger(amount) || !Number.isSafeInteger(remaining)) return null;
  return fill(words.limitExceeded, {
    limit: words.limitNames[name as LimitName],
    amount: formatAmount(BigInt(amount as number)),
    remaining: formatAmount(BigInt(remaining as number)),
  });
}

/** SG-09: the refusal of a player taking a break (403 EXCLUDED), with its end in the page's language, or null for any other body. */
export function exclusionRefusalText(language: LegacyLanguage, body: unknown): string | null {
  if (typeof body !== 'object' || body === null || (body as { errorCode?: unknown }).errorCode !== 'EXCLUDED') return null;
  const exclusion = (body as { exclusion?: unknown }).exclusion;
  const endsAt = typeof exclusion === 'object' && exclusion !== null ? (exclusion as { endsAt?: unknown }).endsAt : undefined;
  const end = typeof endsAt === 'string' ? new Date(endsAt) : null;
  if (end === null || Number.isNaN(end.getTime())) return null;
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(end);
  return fill(refusalWording[language].excludedUntil, { date });
}
