import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { minimumAgeFor, passwordLength, regionsOf, type RegistrationOptions, type SignUpFieldError } from '../../domain/join';
import { useSession } from '../session/hooks';
import { FormAlert } from '../shared/FormAlert';
import { PhoneNumberField } from '../shared/PhoneNumberField';
import { TextField } from '../shared/TextField';
import { useFormFocus } from '../shared/use-form-focus';
import { useJoinService, useRegistrationOptions } from './hooks';
import { SelfExclusionRefusal } from './SelfExclusionRefusal';
import { useJoinForm } from './use-join-form';
import './join.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A field's error in the player's words: the field's own message for the cause, else the cause's. */
const fieldMessage = (error: SignUpFieldError | null, options: RegistrationOptions, age: number, t: Translate): string | null =>
  error === null
    ? null
    : t([`join.errors.${error.field}.${error.cause}`, `join.errors.${error.cause}`, 'join.errors.INVALID_FORMAT'], {
        min: options.passwordMinLength,
        max: options.passwordMaxLength,
        age,
      });

/** Names of countries or currencies in the page's language, sorted by name; a code the browser cannot name shows as it is. */
const namedOptions = (codes: readonly string[], type: 'region' | 'currency', language: string) => {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
};

const SelectField = ({ label, name, value, choices, error, placeholder, onChange }: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly choices: readonly { readonly code: string; readonly name: string }[];
  readonly error: string | null;
  readonly placeholder: string;
  readonly onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="form__field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
};

const JoinForm = ({ options, onSigningUp }: { readonly options: RegistrationOptions; readonly onSigningUp: () => void }) => {
  const { t, i18n } = useTranslation('join');
  const service = useJoinService();
  const { form, edit, togglePassword, submit, errorOf } = useJoinForm(options);
  const passwordId = useId();
  const termsId = useId();
  const language = i18n.language;
  const countries = useMemo(() => namedOptions(options.countries, 'region', language), [options.countries, language]);
  const currencies = useMemo(() => namedOptions(options.currencies, 'currency', language), [options.currencies, language]);
  // The age to join at is the chosen region's, the strictest of the country's until one is chosen.
  const age = minimumAgeFor(options, form.values.country, form.values.region);
  const regions = regionsOf(options, form.values.country);
  const messageOf = (field: SignUpFieldError['field']) => fieldMessage(errorOf(field), options, age, t);
  const passwordError = messageOf('password');
  const termsError = messageOf('acceptTerms');
  const emailError = errorOf('email');
  // After a refused submit, the player starts at the first field to correct (in the form's order), or
  // at the register's refusal of the sign-up (SG-17), which no field can correct.
  const refusalRef = useRef<HTMLDivElement>(null);
  const formRef = useFormFocus({ refusals: form.refusals, fallback: refusalRef });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSigningUp();
    void submit();
  };

  return (
    <>
      {form.failure === 'SELF_EXCLUDED' ? (
        <SelfExclusionRefusal scheme={service.selfExclusionSchemeFor(form.values.country, form.values.region)} alertRef={refusalRef} />
      ) : (
        <FormAlert message={form.failure === null ? null : t(`join.failure.${form.failure}`)} code={form.failure ?? undefined} />
      )}
      <form ref={formRef} className="form join-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('join.email')} name="email" type="email" autoComplete="email" maxLength={254} required value={form.values.email} error={messageOf('email')} onChange={(event) => edit('email', event.target.value)} />
        {emailError?.cause === 'EMAIL_UNAVAILABLE' ? (
          <p className="join-form__aside">
            <Link to="/login">{t('join.logIn')}</Link>
          </p>
        ) : null}
        <div className="form__field">
          <label htmlFor={passwordId}>{t('join.password')}</label>
          <div className="join-form__password">
            <input
              id={passwordId}
              name="password"
              type={form.passwordShown ? 'text' : 'password'}
              autoComplete="new-password"
              maxLength={options.passwordMaxLength * 2}
              required
              value={form.values.password}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={`${passwordId}-hint${passwordError ? ` ${passwordId}-error` : ''}`}
              onChange={(event) => edit('password', event.target.value)}
            />
            <button type="button" className="button button--secondary" aria-pressed={form.passwordShown} aria-controls={passwordId} onClick={togglePassword}>
              {form.passwordShown ? t('join.hidePassword') : t('join.showPassword')}
            </button>
          </div>
          <span id={`${passwordId}-hint`} className="join-form__hint" aria-live="polite">
            {t('join.passwordHint', { count: passwordLength(form.values.password), min: options.passwordMinLength })}. {t('join.passwordAdvice')}
          </span>
          {passwordError ? (
            <span id={`${passwordId}-error`} className="form__field-error">
              {passwordError}
            </span>
          ) : null}
        </div>
        <TextField label={t('join.firstName')} name="firstName" autoComplete="given-name" maxLength={100} required value={form.values.firstName} error={messageOf('firstName')} onChange={(event) => edit('firstName', event.target.value)} />
        <TextField label={t('join.lastName')} name="lastName" autoComplete="family-name" maxLength={100} required value={form.values.lastName} error={messageOf('lastName')} onChange={(event) => edit('lastName', event.target.value)} />
        <TextField label={t('join.birthDate')} name="birthDate" type="date" autoComplete="bday" min="1900-01-01" max={service.today()} required value={form.values.birthDate} error={messageOf('birthDate')} onChange={(event) => edit('birthDate', event.target.value)} />
        <SelectField label={t('join.country')} name="country" value={form.values.country} choices={countries} placeholder={t('join.choose')} error={messageOf('country')} onChange={(value) => edit('country', value)} />
        {regions.length === 0 ? null : (
          <SelectField label={t('join.region')} name="region" value={form.values.region} choices={regions} placeholder={t('join.choose')} error={messageOf('region')} onChange={(value) => edit('region', value)} />
        )}
        <SelectField label={t('join.currency')} name="currency" value={form.values.currency} choices={currencies} placeholder={t('join.choose')} error={messageOf('currency')} onChange={(value) => edit('currency', value)} />
        <PhoneNumberField
          prefixLabel={t('join.phonePrefix')}
          numberLabel={t('join.phone')}
          choose={t('join.choose')}
          language={language}
          prefix={form.values.phonePrefix}
          number={form.values.phone}
          prefixError={messageOf('phonePrefix')}
          numberError={messageOf('phone')}
          onPrefix={(value) => edit('phonePrefix', value)}
          onNumber={(value) => edit('phone', value)}
        />
        <p className="join-form__hint join-form__aside">{t('join.phoneHint')}</p>
        <div className="form__field">
          <div className="join-form__terms">
            <input
              id={termsId}
              name="acceptTerms"
              type="checkbox"
              checked={form.values.acceptTerms}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              onChange={(event) => edit('acceptTerms', event.target.checked)}
            />
            <label htmlFor={termsId}>{t('join.acceptTerms', { age })}</label>
          </div>
          {termsError ? (
            <span id={`${termsId}-error`} className="form__field-error">
              {termsError}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? t('join.submitting') : t('join.submit')}
        </button>
      </form>
    </>
  );
};

/** The sign-up page (`/join`; NAV-01 brings `?overlay=join` here): a logged-in player goes to the account page. */
export const JoinPage = () => {
  const { t } = useTranslation('join');
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  const options = useRegistrationOptions(attempt);
  // A player who signs up here is logged in before the page sends them on: only one who was already goes to the account.
  const [signingUp, setSigningUp] = useState(false);

  if (session.status === 'authenticated' && !signingUp) return <Navigate to="/account" replace />;

  return (
    <section className="page page--narrow join-page" aria-labelledby="join-title">
      <h1 id="join-title">{t('join.title')}</h1>
      <p className="page__intro">{t('join.intro', { age: options.status === 'loaded' ? options.value.minimumAge : 18 })}</p>
      {/* Above the form: below it, it jumped down once the form's options came (CLS). */}
      <p className="join-page__login">
        {t('join.haveAccount')} <Link to="/login">{t('join.logIn')}</Link>
      </p>
      {options.status === 'loading' ? (
        <p className="spinner" role="status">
          {t('join.loading')}
        </p>
      ) : options.status === 'failed' ? (
        <div className="form">
          <FormAlert message={t('join.unavailable')} />
          <button type="button" className="button button--secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('join.retry')}
          </button>
        </div>
      ) : (
        <JoinForm options={options.value} onSigningUp={() => setSigningUp(true)} />
      )}
    </section>
  );
};
