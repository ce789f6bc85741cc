import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';

/** SG-09: a time-out (1 to 42 days) or a self-exclusion (6 to 60 months). */
export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

/** A break in force, as the platform keeps it. */
export interface Exclusion {
  readonly kind: ExclusionKind;
  readonly startedAt: Date;
  readonly endsAt: Date;
  /** A self-exclusion past its end date that the player has not yet asked to end (SG-10). */
  readonly expired: boolean;
  readonly endRequestedAt: Date | null;
  /** When an expired self-exclusion ends, once the player asked: the jurisdiction's cooling-off later. */
  readonly endsAfterRequestAt: Date | null;
  /**
   * SG-18: the platform applied this self-exclusion because the same person excluded themselves on
   * another of their accounts (it copies a self-exclusion to every account of the person).
   */
  readonly fromAnotherAccount: boolean;
}

/** The breaks the hub offers, from the shortest. */
export type BreakChoice =
  | { readonly kind: 'TIME_OUT'; readonly days: number }
  | { readonly kind: 'SELF_EXCLUSION'; readonly months: number };

export const BREAK_CHOICES: readonly BreakChoice[] = [
  { kind: 'TIME_OUT', days: 1 },
  { kind: 'TIME_OUT', days: 7 },
  { kind: 'TIME_OUT', days: 42 },
  { kind: 'SELF_EXCLUSION', months: 6 },
  { kind: 'SELF_EXCLUSION', months: 12 },
  { kind: 'SELF_EXCLUSION', months: 60 },
];

/** A stable name for a choice (`TIME_OUT_1`, `SELF_EXCLUSION_60`), for form values and words. */
export const breakChoiceKey = (choice: BreakChoice): string => `${choice.kind}_${choice.kind === 'TIME_OUT' ? choice.days : choice.months}`;

export const breakChoiceOf = (key: string): BreakChoice | null => BREAK_CHOICES.find((choice) => breakChoiceKey(choice) === key) ?? null;

/** Why the platform did not start or end a break. */
export type ExclusionFailure =
  | { readonly code: 'PASSWORD_REQUIRED' }
  | { readonly code: 'WRONG_PASSWORD' }
  /** 5 wrong passwords within an hour. */
  | { readonly code: 'TOO_MANY_ATTEMPTS'; readonly retryAfterSeconds: number }
  | { readonly code: 'ALREADY_EXCLUDED'; readonly exclusion: Exclusion | null }
  /** The end was asked for before the self-exclusion's end date. */
  | { readonly code: 'NOT_EXPIRED' }
  | { readonly code: 'NOT_FOUND' }
  | { readonly code: 'UNAVAILABLE'; readonly cause: GatewayError };

/** SG-09, SG-10: `/services/responsible-gambling/v1/profiles/{session}/exclusion`. */
export interface ExclusionGateway {
  /** The break in force, or null. */
  load(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, Exclusion | null>>;
  start(session: SessionId, choice: BreakChoice, password: string): Promise<Either<ExclusionFailure, Exclusion>>;
  requestEnd(session: SessionId): Promise<Either<ExclusionFailure, Exclusion>>;
}

/** When the player is let back at the earliest: an expired self-exclusion not yet asked to end has only its end date to say. */
export const exclusionLiftsAt = (exclusion: Exclusion): Date => exclusion.endsAfterRequestAt ?? exclusion.endsAt;

/** SG-18: a self-exclusion the player set on another of their accounts, which covers this one too. */
export const setOnAnotherAccount = (exclusion: Exclusion): boolean => exclusion.kind === 'SELF_EXCLUSION' && exclusion.fromAnotherAccount;

/** SG-10: the hub offers to end a self-exclusion once expired, until the player has asked. */
export const canAskToEnd = (exclusion: Exclusion): boolean =>
  exclusion.kind === 'SELF_EXCLUSION' && exclusion.expired && exclusion.endRequestedAt === null;
