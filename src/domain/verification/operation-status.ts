import type { MfaOperation } from './confirmation-code';

/** BLK-01: an operation's block, as the platform reports it. */
export interface OperationStatus {
  readonly status: 'BLOCKED' | 'ACTIVE';
  readonly remainingBlockingTime: number;
}

/** Unknown until first fetched (BLK-01). */
export type OperationBlock = { readonly kind: 'UNKNOWN' } | { readonly kind: 'KNOWN'; readonly operation: MfaOperation; readonly status: OperationStatus };

export const isBlocked = (block: OperationBlock): boolean => block.kind === 'KNOWN' && block.status.status === 'BLOCKED';

/** mm:ss of a countdown; minutes grow past 59 rather than adding hours. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/** Minutes to announce to a screen reader: whole minutes left, rounded up, so 0 only at the end. */
export const minutesLeft = (seconds: number): number => Math.ceil(Math.max(0, seconds) / 60);
