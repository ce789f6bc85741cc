import { isLeft } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PasswordRecoveryError } from '../../domain/session';
import { FormAlert } from '../shared/FormAlert';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import { usePasswordResetService } from './hooks';
import { passwordRecoveryMessage } from './password-recovery-messages';

/** ACC-01, ACC-02: the player asks for a reset link; the answer reads the same whether or not an account has the address. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation('login');
  const service = usePasswordResetService();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<PasswordRecoveryError | null>(null);
  const [sent, setSent] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [busy, whileBusy] = useBusy();
  const formRef = useFormFocus({ refusals });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError({ code: 'INVALID_EMAIL' });
      setRefusals((count) => count + 1);
      return;
    }
    const result = await whileBusy(() => service.requestLink(email));
    setError(isLeft(result) ? result.left : null);
    setSent(!isLeft(result));
    if (isLeft(result)) setRefusals((count) => count + 1);
  };

  return (
    <section className="page page--narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgotPassword.title')}</h1>
      {sent ? (
        <p className="form__notice" role="status">
          {t('forgotPassword.sent')}
        </p>
      ) : (
        <>
          <p className="page__intro">{t('forgotPassword.intro')}</p>
          <FormAlert message={error === null ? null : passwordRecoveryMessage(error, t)} code={error?.code} />
          <form ref={formRef} className="form" onSubmit={submit} noValidate>
            <TextField
              label={t('forgotPassword.email')}
              name="email"
              type="email"
              autoComplete="username"
              maxLength={254}
              required
              value={email}
              invalid={error?.code === 'INVALID_EMAIL'}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
            </button>
          </form>
        </>
      )}
      <p className="login-page__help">
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </section>
  );
};
