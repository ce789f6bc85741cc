import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../shared/FormAlert';
import { TextField } from '../shared/TextField';
import { useFormFocus } from '../shared/use-form-focus';
import { CaptchaCheckbox } from './CaptchaCheckbox';
import { useLoginService, useSession } from './hooks';
import { fieldErrorOf, fieldsAtFault } from './login-form';
import { fieldErrorMessage, loginErrorMessage } from './login-messages';
import { FORGOT_PASSWORD_PATH } from './recovery-paths';
import { useLoginForm } from './use-login-form';

const JOIN_PATH = '/join';

const CREDENTIAL_FIELDS = [
  { name: 'username', type: 'email', autoComplete: 'username', maxLength: 254 },
  { name: 'password', type: 'password', autoComplete: 'current-password', maxLength: 256 },
] as const;

/** AUTH-03 to AUTH-12: the login page, taking a `destination` query parameter. */
export const LoginPage = () => {
  const { t } = useTranslation('login');
  const login = useLoginService();
  const session = useSession();
  const [params] = useSearchParams();
  const destination = params.get('destination');
  const { form, edit, solveCaptcha, submit } = useLoginForm(destination);
  const atFault = fieldsAtFault(form);
  // AUTH-05: the code step opens in the same form, with the focus on its field.
  const formRef = useFormFocus({ refusals: form.refusals, codeField: form.mfa === null ? null : 'mfaCode' });

  if (session.status === 'authenticated' && !form.submitting) return <Navigate to={login.landingPage(destination)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <section className="page page--narrow login-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="page__intro">{t('login.intro')}</p>
      <FormAlert message={form.error === null ? null : loginErrorMessage(form.error, t)} code={form.error?.code}>
        {form.error?.code === 'BLOCKED' ? <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link> : undefined}
      </FormAlert>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        {CREDENTIAL_FIELDS.map((field) => {
          const fieldError = fieldErrorOf(form, field.name);
          return (
            <TextField
              key={field.name}
              {...field}
              label={t(`login.${field.name}`)}
              required
              value={form[field.name]}
              error={fieldError ? fieldErrorMessage(fieldError.cause, t) : null}
              invalid={atFault.includes(field.name)}
              onChange={(event) => edit(field.name, event.target.value)}
            />
          );
        })}
        {form.mfa !== null ? (
          <TextField
            label={t(`login.mfa.${form.mfa.method}`)}
            name="mfaCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={form.mfa.method === 'PIN_CODE' ? 4 : 6}
            value={form.mfa.code}
            invalid={atFault.includes('mfaCode')}
            onChange={(event) => edit('mfaCode', event.target.value)}
          />
        ) : null}
        <CaptchaCheckbox captcha={form.captcha} onCheck={() => void solveCaptcha()} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? t('login.submitting') : form.mfa !== null ? t('login.mfa.submit') : t('login.submit')}
        </button>
      </form>
      {form.error?.code === 'BLOCKED' ? null : (
        <p className="login-page__help">
          <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
        </p>
      )}
      {/* On a phone the header has no Join: a visitor who has no account finds the way here. */}
      <p className="login-page__join">
        {t('login.noAccount')} <Link to={JOIN_PATH}>{t('login.join')}</Link>
      </p>
    </section>
  );
};
