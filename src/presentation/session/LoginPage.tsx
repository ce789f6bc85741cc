import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { type LoginError, type MfaMethod, nextPage } from '../../domain/session';
import { useLastPageService, useLoginService, useSession } from '../shared/services';
import { TextField } from '../shared/TextField';
import { FormAlert } from '../shared/FormAlert';
import { fieldErrorMessage, loginErrorMessage } from './login-messages';

type CaptchaState = 'hidden' | 'unchecked' | 'checking' | 'passed' | 'failed';

/** AUTH-03 to AUTH-12: the login page, taking a `destination` query parameter. */
export const LoginPage = () => {
  const { t } = useTranslation();
  const login = useLoginService();
  const lastPage = useLastPageService();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = params.get('destination');

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mfaMethod, setMfaMethod] = useState<MfaMethod | null>(null);
  const [mfaCode, setMfaCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaState>('hidden');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (session.status === 'authenticated' && !submitting) return <Navigate to={nextPage(destination, lastPage.lastPage())} replace />;

  const solveCaptcha = async () => {
    setCaptcha('checking');
    const token = await login.solveCaptcha();
    if (token._tag === 'Left') {
      setCaptcha('failed');
      return;
    }
    setCaptchaToken(token.right);
    setCaptcha('passed');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await login.login(
      {
        credentials: { username: username.trim(), password },
        ...(captchaToken !== null ? { captchaToken } : {}),
        ...(mfaMethod !== null && mfaCode !== '' ? { mfa: { code: mfaCode.trim(), method: mfaMethod } } : {}),
      },
      destination,
    );
    if (captchaToken !== null) {
      // Captcha tokens are single use.
      setCaptchaToken(null);
      setCaptcha('unchecked');
    }
    if (result._tag === 'Right') {
      navigate(result.right.target, { replace: true });
      return;
    }
    setSubmitting(false);
    const failure = result.left;
    setError(failure);
    if (failure.code === 'CAPTCHA_REQUIRED') setCaptcha('unchecked');
    if (failure.code === 'MFA_REQUIRED') {
      setMfaMethod(failure.method);
      setMfaCode('');
    }
    if (failure.code === 'VERIFICATION_BLOCKED') setMfaMethod(null);
  };

  const fieldErrors = error?.code === 'VALIDATION_ERROR' ? error.fieldErrors : [];
  const errorOf = (field: string) => fieldErrors.find((fieldError) => fieldError.field === field);
  const usernameError = errorOf('username');
  const passwordError = errorOf('password');

  return (
    <section className="page page--narrow login-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="page__intro">{t('login.intro')}</p>
      <FormAlert message={error === null ? null : loginErrorMessage(error, t)} code={error?.code} />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          name="username"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          value={username}
          error={usernameError ? fieldErrorMessage(usernameError.cause, t) : null}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
          value={password}
          error={passwordError ? fieldErrorMessage(passwordError.cause, t) : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        {mfaMethod !== null ? (
          <TextField
            label={t(`login.mfa.${mfaMethod}`)}
            name="mfaCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={mfaMethod === 'PIN_CODE' ? 4 : 6}
            value={mfaCode}
            onChange={(event) => setMfaCode(event.target.value.replace(/\D/g, ''))}
          />
        ) : null}
        {captcha !== 'hidden' ? (
          <label className="form__captcha">
            <input
              type="checkbox"
              checked={captcha === 'passed'}
              disabled={captcha === 'checking' || captcha === 'passed'}
              onChange={() => void solveCaptcha()}
            />
            <span>{captcha === 'checking' ? t('login.captcha.checking') : captcha === 'passed' ? t('login.captcha.done') : t('login.captcha.label')}</span>
          </label>
        ) : null}
        {captcha === 'failed' ? <p className="form__field-error">{t('login.captcha.failed')}</p> : null}
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t('login.submitting') : mfaMethod !== null ? t('login.mfa.submit') : t('login.submit')}
        </button>
      </form>
    </section>
  );
};
