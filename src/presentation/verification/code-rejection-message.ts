import type { TFunction } from 'i18next';
import { invalidCodeMessage, minutesLeft, type CodeRejection } from '../../domain/verification';

/** PH-05 and the other code answers, as the player reads them. */
export const codeRejectionMessage = (rejection: CodeRejection, t: TFunction, firstMistakeKey = 'code.invalidFirst'): string => {
  switch (rejection.kind) {
    case 'INVALID_CODE': {
      const message = invalidCodeMessage(rejection.remainingAttempts, rejection.maxAttempts);
      if (message.kind === 'FIRST_MISTAKE') return t(firstMistakeKey);
      if (message.kind === 'LAST_ATTEMPT') return t('code.lastAttempt');
      return t('code.attemptsLeft', { count: message.remaining });
    }
    case 'BLOCKED':
      return t('code.blocked', { minutes: Math.max(1, minutesLeft(rejection.remainingBlockingTime)) });
    case 'BAD_FORMAT':
      return t('code.badFormat');
    case 'CODE_REQUIRED':
      return t('code.failed');
  }
};
