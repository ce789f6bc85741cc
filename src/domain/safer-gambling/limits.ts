/** SG-02: what a player may limit, and over which calendar period. */
export type MoneyLimitType = 'DEPOSIT' | 'LOSS' | 'WAGER';
export type LimitType = MoneyLimitType | 'SESSION_TIME';
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

export const MONEY_LIMIT_TYPES: readonly MoneyLimitType[] = ['DEPOSIT', 'LOSS', 'WAGER'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** SG-03: a raise or a removal waiting for the cooling-off time; `value` null is a removal. */
export interface PendingChange {
  readonly value: number | null;
  readonly appliesAt: Date;
}

/** A limit in minor units of the player's currency (deposit, loss, wager) or in minutes (session time, per day only). */
export interface PlayerLimit {
  readonly type: LimitType;
  readonly period: LimitPeriod;
  /** Minor units, or minutes for SESSION_TIME. */
  readonly value: number;
  readonly used: number;
  readonly pending: PendingChange | null;
}

export interface PlayerLimits {
  readonly currency: string;
  readonly coolingOffHours: number;
  readonly limits: readonly PlayerLimit[];
}

/** A limit the player can set: the money limits per period, and the daily session time. */
export interface LimitSlot {
  readonly type: LimitType;
  readonly period: LimitPeriod;
}

export const LIMIT_SLOTS: readonly LimitSlot[] = [
  ...MONEY_LIMIT_TYPES.flatMap((type) => LIMIT_PERIODS.map((period) => ({ type, period }))),
  { type: 'SESSION_TIME', period: 'DAY' },
];

export const isTimeLimit = (type: LimitType): boolean => type === 'SESSION_TIME';

export const limitIn = (limits: PlayerLimits, slot: LimitSlot): PlayerLimit | null =>
  limits.limits.find((limit) => limit.type === slot.type && limit.period === slot.period) ?? null;

/** What is left of the period's allowance; never below nothing. */
export const remainingOf = (limit: PlayerLimit): number => Math.max(0, limit.value - limit.used);

/**
 * SG-03: how a new value would apply. A new or lower limit protects the player, so it applies at
 * once; a higher one waits for the cooling-off time; the same value changes nothing.
 */
export type LimitChange = 'NEW' | 'LOWER' | 'SAME' | 'HIGHER';

export const changeOf = (current: PlayerLimit | null, value: number): LimitChange => {
  if (current === null) return 'NEW';
  if (value < current.value) return 'LOWER';
  if (value === current.value) return 'SAME';
  return 'HIGHER';
};

export const appliesAtOnce = (change: LimitChange): boolean => change !== 'HIGHER';
