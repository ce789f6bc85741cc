import { isRight } from 'fp-ts/Either';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AFFILIATE_LIMITS, COUNTRY_CODES, EMPTY_AFFILIATE_FORM, TRAFFIC_SOURCES, type AffiliateField, type AffiliateForm, type SubmissionReference, type TrafficSource } from '../../domain/contact';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useAffiliateService } from './hooks';
import { SelectField, type SelectOption } from './SelectField';
import { SubmissionAlert } from './SubmissionAlert';
import { TextAreaField } from './TextAreaField';
import { useSubmission } from './use-submission';
import './contact.css';

const FIELDS: readonly AffiliateField[] = ['name', 'email', 'company', 'website', 'country', 'trafficSources', 'message', 'acceptTerms'];

/** Every country, named in the page's language and sorted as its readers sort. */
const countryOptions = (language: string): SelectOption[] => {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
};

type Sent = { readonly reference: SubmissionReference | null };

/** REF-08: the affiliate sign-up; once taken, a thank-you with the platform's reference. */
export const AffiliatePage = () => {
  const { t, i18n } = useTranslation('contact');
  const [sent, setSent] = useState<Sent | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const thank = (reference: SubmissionReference | null) => {
    setSent({ reference });
    // The page changed under the player: the heading that says so takes focus.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section className="page page--narrow affiliate-page" aria-labelledby="affiliate-title">
      <h1 id="affiliate-title" ref={headingRef} tabIndex={-1}>
        {sent === null ? t('affiliate.title') : t('affiliate.thanksTitle')}
      </h1>
      {sent === null ? (
        <AffiliateSignUp language={i18n.language} onSent={thank} />
      ) : (
        <>
          <p>{t('affiliate.thanks')}</p>
          {sent.reference === null ? null : <p className="affiliate-page__reference">
              {t('affiliate.reference')} <strong>{sent.reference}</strong>
            </p>}
          <Link className="button button--secondary" to="/">
            {t('affiliate.home')}
          </Link>
        </>
      )}
    </section>
  );
};

const AffiliateSignUp = ({ language, onSent }: { readonly language: string; readonly onSent: (reference: SubmissionReference | null) => void }) => {
  const { t } = useTranslation('contact');
  const affiliates = useAffiliateService();
  const submission = useSubmission(FIELDS);
  const [busy, whileBusy] = useBusy();
  const [form, setForm] = useState<AffiliateForm>(EMPTY_AFFILIATE_FORM);
  const countries = useMemo(() => countryOptions(language), [language]);
  const trafficHintId = useId();
  const trafficErrorId = useId();

  const change = <Field extends AffiliateField>(field: Field, value: AffiliateForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    submission.clear(field);
  };
  const toggleSource = (source: TrafficSource, checked: boolean) =>
    change('trafficSources', checked ? [...form.trafficSources, source] : form.trafficSources.filter((chosen) => chosen !== source));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await whileBusy(() => affiliates.apply(form));
    if (isRight(result)) onSent(result.right);
    else submission.fail(result.left);
  };

  const trafficError = submission.errorOf('trafficSources');
  const termsError = submission.errorOf('acceptTerms');
  return (
    <>
      <p className="page__intro">{t('affiliate.intro')}</p>
      <SubmissionAlert message={submission.alert} alertRef={submission.alertRef} />
      <form className="form" onSubmit={submit} noValidate ref={submission.formRef}>
        <TextField label={t('affiliate.nameLabel')} name="name" autoComplete="name" required value={form.name} error={submission.errorOf('name')} onChange={(event) => change('name', event.target.value)} />
        <TextField label={t('affiliate.emailLabel')} name="email" type="email" autoComplete="email" required value={form.email} error={submission.errorOf('email')} onChange={(event) => change('email', event.target.value)} />
        <TextField label={t('affiliate.companyLabel')} name="company" autoComplete="organization" value={form.company} error={submission.errorOf('company')} onChange={(event) => change('company', event.target.value)} />
        <TextField
          label={t('affiliate.websiteLabel')}
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('affiliate.websitePlaceholder')}
          value={form.website}
          error={submission.errorOf('website')}
          onChange={(event) => change('website', event.target.value)}
        />
        <SelectField
          label={t('affiliate.countryLabel')}
          placeholder={t('affiliate.countryPlaceholder')}
          name="country"
          autoComplete="country"
          required
          options={countries}
          value={form.country}
          error={submission.errorOf('country')}
          onChange={(event) => change('country', event.target.value)}
        />
        <fieldset className="form__choices">
          <legend>{t('affiliate.trafficLegend')}</legend>
          <span id={trafficHintId} className="form__field-hint">
            {t('affiliate.trafficHint')}
          </span>
          {TRAFFIC_SOURCES.map((source) => (
            <label key={source} className="form__choice">
              <input
                type="checkbox"
                name="trafficSources"
                value={source}
                checked={form.trafficSources.includes(source)}
                aria-invalid={trafficError ? true : undefined}
                aria-describedby={trafficError ? `${trafficHintId} ${trafficErrorId}` : trafficHintId}
                onChange={(event) => toggleSource(source, event.target.checked)}
              />
              {t(`affiliate.traffic.${source}`)}
            </label>
          ))}
          {trafficError ? (
            <span id={trafficErrorId} className="form__field-error">
              {trafficError}
            </span>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('affiliate.messageLabel')}
          hint={t('affiliate.messageHint', { max: AFFILIATE_LIMITS.message.toLocaleString(language) })}
          name="message"
          rows={5}
          value={form.message}
          error={submission.errorOf('message')}
          onChange={(event) => change('message', event.target.value)}
        />
        <div className="form__field">
          <label className="form__choice">
            <input
              type="checkbox"
              name="acceptTerms"
              checked={form.acceptTerms}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${trafficErrorId}-terms` : undefined}
              onChange={(event) => change('acceptTerms', event.target.checked)}
            />
            {t('affiliate.terms')}
          </label>
          {termsError ? (
            <span id={`${trafficErrorId}-terms`} className="form__field-error">
              {termsError}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('affiliate.sending') : t('affiliate.submit')}
        </button>
      </form>
    </>
  );
};
