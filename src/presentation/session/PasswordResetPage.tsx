import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '../../application/login/tokens';
import { loginPath, safeLocalPath } from '../../domain/session';
import { FormAlert } from '../shared/FormAlert';
import { useNoticeService } from '../shared/hooks';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useOneTimeParam } from '../shared/use-one-time-param';
import { usePasswordResetService } from './hooks';

/** forcePasswordReset lands here with the token of the 428 answer. */
export const PasswordResetPage = () => {
  const { t } = useTranslation('login');
  const service = usePasswordResetService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useOneTimeParam('token');
  const destination = safeLocalPath(params.get('destination')) ?? '/';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();

  if (token === null || token === '') {
    return (
      <section className="page page--narrow" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('passwordReset.title')}</h1>
        <p role="alert">{t('passwordReset.missingToken')}</p>
        <Link to={loginPath(destination)}>{t('nav.login', { ns: 'app' })}</Link>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('passwordReset.tooShort'));
      return;
    }
    const result = await whileBusy(() => service.reset(token, password));
    if (isLeft(result)) {
      setError(t('passwordReset.failed'));
      return;
    }
    notices.show({ kind: 'success', key: 'passwordReset.success' });
    navigate(loginPath(destination), { replace: true });
  };

  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('passwordReset.title')}</h1>
      <p className="page__intro">{t('passwordReset.intro')}</p>
      <FormAlert message={error} />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('passwordReset.label')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </section>
  );
};
