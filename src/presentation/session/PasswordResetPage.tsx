import { isLeft } from 'fp-ts/Either';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NEW_PASSWORD_LIMITS } from '../../application/login/tokens';
import { newPasswordProblem } from '../../domain/join';
import { loginPath, safeLocalPath, type PasswordRecoveryError } from '../../domain/session';
import { FormAlert } from '../shared/FormAlert';
import { useNoticeService } from '../shared/hooks';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import { useOneTimeParam } from '../shared/use-one-time-param';
import { usePasswordResetService } from './hooks';
import { passwordProblemMessage, passwordRecoveryMessage } from './password-recovery-messages';
import { FORGOT_PASSWORD_PATH } from './recovery-paths';

/** This page's words for a refusal: a refusal that names no password rule (a malformed token, say) is a plain failure. */
const resetErrorMessage = (error: PasswordRecoveryError, t: TFunction): string => {
  if (error.code === 'PASSWORD_REFUSED') return passwordProblemMessage(error.problem, t);
  if (error.code === 'RATE_LIMITED') return t('passwordReset.rateLimited');
  if (error.code === 'INVALID_EMAIL' || error.code === 'UNAVAILABLE') return t('passwordReset.failed');
  return passwordRecoveryMessage(error, t);
};

/**
 * A new password, with the token of a 428 (forcePasswordReset) or of an e-mailed link (ACC-03 to ACC-06).
 * The token is read once and taken out of the address bar.
 */
export const PasswordResetPage = () => {
  const { t } = useTranslation('login');
  const service = usePasswordResetService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useOneTimeParam('token');
  const destination = safeLocalPath(params.get('destination')) ?? '/';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<PasswordRecoveryError | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const formRef = useFormFocus({ refusals });

  if (token === null || token === '' || error?.code === 'LINK_UNUSABLE') {
    return (
      <section className="page page--narrow" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('passwordReset.title')}</h1>
        <p className="form__error" role="alert">
          {error === null ? t('passwordReset.missingToken') : t('passwordReset.linkUnusable')}
        </p>
        <p className="login-page__help">
          <Link to={FORGOT_PASSWORD_PATH}>{t('passwordReset.askAgain')}</Link>
        </p>
        <p className="login-page__help">
          <Link to={loginPath(destination)}>{t('nav.login', { ns: 'app' })}</Link>
        </p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The address is not known here: the platform checks that the password does not hold it.
    const problem = newPasswordProblem(password, '', NEW_PASSWORD_LIMITS);
    if (problem !== null) {
      setError({ code: 'PASSWORD_REFUSED', problem });
      setRefusals((count) => count + 1);
      return;
    }
    const result = await whileBusy(() => service.reset(token, password));
    if (isLeft(result)) {
      setError(result.left);
      setRefusals((count) => count + 1);
      return;
    }
    notices.show({ kind: 'success', key: 'passwordReset.success' });
    navigate(loginPath(destination), { replace: true });
  };

  const message = error === null ? null : resetErrorMessage(error, t);

  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('passwordReset.title')}</h1>
      <p className="page__intro">{t('passwordReset.intro')}</p>
      <FormAlert message={message} code={error?.code} />
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('passwordReset.label', { min: NEW_PASSWORD_LIMITS.passwordMinLength })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          value={password}
          invalid={error?.code === 'PASSWORD_REFUSED'}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </section>
  );
};
