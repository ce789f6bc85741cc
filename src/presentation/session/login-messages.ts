import type { TFunction } from 'i18next';
import type { LoginError } from '../../domain/session';

/** AUTH-08: each cause as its own translated message. */
export const loginErrorMessage = (error: LoginError, t: TFunction): string => {
  if (error.code === 'RATE_LIMITED') {
    return error.retryAfterSeconds === null ? t('login.errors.RATE_LIMITED') : t('login.errors.RATE_LIMITED_WAIT', { count: Math.max(1, error.retryAfterSeconds) });
  }
  if (error.code === 'BLOCKED' && error.retryAfterSeconds !== null) {
    return t('login.errors.BLOCKED_FOR', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  if (error.code !== 'MFA_REQUIRED') return t(`login.errors.${error.code}`);
  if (!error.invalidCode) return t(`login.errors.MFA_REQUIRED_${error.method}`);
  if (error.remainingAttempts === 1) return t('login.errors.MFA_INVALID_CODE_LAST');
  if (error.remainingAttempts !== null) return t('login.errors.MFA_INVALID_CODE', { count: error.remainingAttempts });
  return t('login.errors.MFA_INVALID_CODE');
};

const KNOWN_FIELD_CAUSES = new Set(['REQUIRED', 'TOO_LONG', 'INVALID_FORMAT']);

export const fieldErrorMessage = (cause: string, t: TFunction): string =>
  t(`login.fieldErrors.${KNOWN_FIELD_CAUSES.has(cause) ? cause : 'OTHER'}`);
