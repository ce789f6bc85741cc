import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../shared/FormAlert';
import { TextField } from '../shared/TextField';
import { useFormFocus } from '../shared/use-form-focus';
import { CODE_FIELD, CodeField } from './CodeField';
import { codeRejectionMessage } from './code-rejection-message';
import type { PhoneResetProblem } from './phone-reset-form';
import { sendState } from './send-outcome-message';
import { usePhoneResetForm } from './use-phone-reset-form';

/** What the form's alert says, if anything. */
const problemText = (problem: PhoneResetProblem | null, t: TFunction): string | null => {
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'NUMBER_INVALID':
      return t('phone.numberInvalid');
    case 'FAILED':
      return t('code.failed');
    case 'SEND': {
      const { message } = sendState(problem.outcome, t);
      return message?.kind === 'error' ? message.text : null;
    }
    case 'CODE_REFUSED':
      return codeRejectionMessage(problem.rejection, t);
  }
};

/** forcePhoneNumberReset (no session yet): a new number, its SMS code, then the player logs in again. */
export const PhoneResetForm = ({ token }: { readonly token: string }) => {
  const { t } = useTranslation('verification');
  const { form, code, edit, sendCode, submit } = usePhoneResetForm(token);
  const sent = form.sent === null ? null : sendState(form.sent, t).message;
  const info = sent?.kind === 'info' ? sent.text : null;
  const busy = form.submitting;
  const formRef = useFormFocus({ refusals: form.refusals, codeField: form.newPhone === null ? null : CODE_FIELD });

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <section className="page page--narrow" aria-labelledby="phone-reset-title">
      <h1 id="phone-reset-title">{t('phone.resetTitle')}</h1>
      <p className="page__intro">{t('phone.resetIntro')}</p>
      <FormAlert message={problemText(form.problem, t)} />
      {info === null ? null : <p role="status">{info}</p>}
      {form.newPhone === null ? (
        <form ref={formRef} className="form" onSubmit={onSendCode} noValidate>
          <TextField label={t('phone.prefixLabel')} name="phonePrefix" inputMode="tel" autoComplete="tel-country-code" value={form.prefix} onChange={(event) => edit('prefix', event.target.value)} />
          <TextField label={t('phone.numberLabel')} name="phone" inputMode="tel" autoComplete="tel-national" value={form.number} invalid={form.problem?.kind === 'NUMBER_INVALID'} onChange={(event) => edit('number', event.target.value)} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('phone.send')}
          </button>
        </form>
      ) : (
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <CodeField value={form.code} onChange={(value) => edit('code', value)} invalid={form.problem?.kind === 'CODE_REFUSED'} />
          <button type="submit" className="button button--primary button--block" disabled={busy || code === null}>
            {t('phone.submit')}
          </button>
        </form>
      )}
    </section>
  );
};
