import { left, right, type Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { Money } from '../wallet';

const MINUTE_MS = 60_000;

/** SG-07, SG-08, SG-11, SG-13: the platform's summary of the session the player is in. */
export interface SessionSummary {
  readonly startedAt: Date;
  readonly previousLoginAt: Date | null;
  /** The platform's clock when it answered: elapsed time is measured from it, not from the device's clock. */
  readonly now: Date;
  /** Real money won minus staked since `startedAt`. */
  readonly netPosition: Money;
  readonly realityCheckMinutes: number;
  readonly realityCheckMinutesDefault: number;
  /** When today's session-time limit is reached if the player stays logged in; null without one. */
  readonly sessionTimeEndsAt: Date | null;
}

export interface RealityCheckSetting {
  readonly realityCheckMinutes: number;
  readonly realityCheckMinutesDefault: number;
}

export const REALITY_CHECK_MINUTES = { min: 10, max: 240 } as const;

export type RealityCheckFailure =
  | { readonly code: 'INVALID'; readonly cause: 'REQUIRED' | 'INVALID_FORMAT' | 'OUT_OF_RANGE' }
  | { readonly code: 'UNAVAILABLE'; readonly cause: GatewayError };

/** `/services/responsible-gambling/v1/profiles/{session}/session` and `…/reality-check`. */
export interface SessionSummaryGateway {
  /** A poll (`background`) does not keep the session alive. */
  summary(session: SessionId, options?: { readonly background?: boolean; readonly signal?: AbortSignal }): Promise<Either<GatewayError, SessionSummary>>;
  /** `null`: the jurisdiction's default again. */
  setRealityCheck(session: SessionId, minutes: number | null): Promise<Either<RealityCheckFailure, RealityCheckSetting>>;
}

/** What the player typed as an interval: a whole number of minutes, 10 to 240. */
export const parseRealityCheckMinutes = (typed: string): Either<RealityCheckFailure & { readonly code: 'INVALID' }, number> => {
  const text = typed.trim();
  if (text === '') return left({ code: 'INVALID', cause: 'REQUIRED' });
  if (!/^\d{1,6}$/.test(text)) return left({ code: 'INVALID', cause: 'INVALID_FORMAT' });
  const minutes = Number(text);
  return minutes < REALITY_CHECK_MINUTES.min || minutes > REALITY_CHECK_MINUTES.max ? left({ code: 'INVALID', cause: 'OUT_OF_RANGE' }) : right(minutes);
};

/**
 * The platform's time at the device time `deviceNowMs`, anchored on one answer of the platform
 * (`platformNow` read at `anchoredAtDeviceMs`): a device clock set wrong does not move the checks.
 */
export const platformTimeAt = (anchor: { readonly platformNow: Date; readonly anchoredAtDeviceMs: number }, deviceNowMs: number): number =>
  anchor.platformNow.getTime() + (deviceNowMs - anchor.anchoredAtDeviceMs);

/**
 * SG-07: the first reality check after `acknowledgedAtMs` (platform time): every `minutes` since
 * the session began. A check missed while the device slept is shown once, not once per interval.
 */
export const nextRealityCheckAt = (startedAt: Date, minutes: number, acknowledgedAtMs: number): number => {
  const interval = Math.max(1, minutes) * MINUTE_MS;
  const start = startedAt.getTime();
  const passed = Math.max(0, Math.floor((acknowledgedAtMs - start) / interval));
  return start + (passed + 1) * interval;
};

/** Hours and whole minutes of a duration, for "1 h 5 min". */
export const hoursAndMinutes = (ms: number): { readonly hours: number; readonly minutes: number } => {
  const totalMinutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};

/** SG-08: `hh:mm:ss` of a duration (hours beyond 99 keep counting). */
export const clockText = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
};
