import type { TFunction } from 'i18next';
import { minutesLeft, type SendCodeOutcome } from '../../domain/verification';

export interface SendState {
  readonly message: { readonly kind: 'info' | 'error'; readonly text: string } | null;
  /** Resend is hidden once no send is left or the operation is blocked (PH-04). */
  readonly canSend: boolean;
}

/** PH-04: what each answer to "send code" shows. PLAYER_VALIDATED clears the message. */
export const sendState = (outcome: SendCodeOutcome, t: TFunction): SendState => {
  const minutes = (seconds: number) => Math.max(1, minutesLeft(seconds));
  switch (outcome.kind) {
    case 'SENT':
      return { message: { kind: 'info', text: t('phone.sent', { count: outcome.remainingSendAttempts }) }, canSend: outcome.remainingSendAttempts > 0 };
    case 'BLOCKED':
      return { message: { kind: 'error', text: t('phone.blocked', { minutes: minutes(outcome.remainingBlockingTime) }) }, canSend: false };
    case 'NO_SENDS_LEFT':
      return { message: { kind: 'error', text: t('phone.noSendsLeft', { minutes: minutes(outcome.remainingBlockingTime) }) }, canSend: false };
    case 'ALREADY_VALIDATED':
      return { message: null, canSend: false };
    case 'PHONE_NOT_VALIDATED':
      return { message: { kind: 'error', text: t('phone.notVerifiedWarning') }, canSend: true };
  }
};
