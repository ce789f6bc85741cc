import type { TFunction } from 'i18next';
import type { PasswordRecoveryError, PasswordProblem } from '../../domain/session';
import { NEW_PASSWORD_LIMITS } from '../../application/login/tokens';

export const passwordProblemMessage = (problem: PasswordProblem, t: TFunction): string =>
  t(`passwordReset.problems.${problem}`, { min: NEW_PASSWORD_LIMITS.passwordMinLength, max: NEW_PASSWORD_LIMITS.passwordMaxLength });

/** ACC-02 to ACC-06: each way asking for a link or setting a password can fail, in the player's words. */
export const passwordRecoveryMessage = (error: PasswordRecoveryError, t: TFunction): string => {
  switch (error.code) {
    case 'INVALID_EMAIL':
      return t('forgotPassword.errors.INVALID_EMAIL');
    case 'RATE_LIMITED':
      return error.retryAfterSeconds === null
        ? t('forgotPassword.errors.RATE_LIMITED')
        : t('forgotPassword.errors.RATE_LIMITED_WAIT', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
    case 'LINK_UNUSABLE':
      return t('passwordReset.linkUnusable');
    case 'PASSWORD_REFUSED':
      return passwordProblemMessage(error.problem, t);
    case 'UNAVAILABLE':
      return t('forgotPassword.errors.UNAVAILABLE');
  }
};
