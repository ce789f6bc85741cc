import { isRight } from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTACT_MESSAGE_LENGTH, type ContactField } from '../../domain/contact';
import { useSession } from '../session/hooks';
import { TextField } from '../shared/TextField';
import { useBusy } from '../shared/use-busy';
import { useContactService } from './hooks';
import { SelectField } from './SelectField';
import { SubmissionAlert } from './SubmissionAlert';
import { TextAreaField } from './TextAreaField';
import { useSubmission } from './use-submission';
import './contact.css';

const WITH_SUBJECT: readonly ContactField[] = ['email', 'subject', 'message'];
const WITHOUT_SUBJECT: readonly ContactField[] = ['email', 'message'];

/** HELP-06 and HELP-07: the contact form; once sent, the help page with a confirmation naming the reference. */
export const ContactPage = () => {
  const { t, i18n } = useTranslation('contact');
  const contact = useContactService();
  const session = useSession();
  const navigate = useNavigate();
  const subjects = contact.subjects;
  // A platform problem with a subject the form did not ask for is said above the form, not on a field.
  const submission = useSubmission(subjects.kind === 'ASK' ? WITH_SUBJECT : WITHOUT_SUBJECT);
  const [busy, whileBusy] = useBusy();
  const playerEmail = session.status === 'authenticated' ? session.user.email : '';
  // Null until the player types: the logged-in player's e-mail stands in (the session may still be loading).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const email = typedEmail ?? playerEmail;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await whileBusy(() => contact.send({ email, subject, message }));
    if (isRight(sent)) {
      navigate('/help');
      return;
    }
    submission.fail(sent.left);
  };

  const subjectLabel = (code: string) => (i18n.exists(`contact.subject.${code}`, { ns: 'contact' }) ? t(`contact.subject.${code}`) : code);

  return (
    <section className="page page--narrow contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p className="page__intro">{t('contact.intro')}</p>
      {session.status === 'authenticated' ? <p className="contact-page__player">{t('contact.loggedInAs', { email: session.user.email })}</p> : null}
      <SubmissionAlert message={submission.alert} alertRef={submission.alertRef} />
      <form className="form" onSubmit={submit} noValidate ref={submission.formRef}>
        <TextField
          label={t('contact.emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={submission.errorOf('email')}
          onChange={(event) => {
            setTypedEmail(event.target.value);
            submission.clear('email');
          }}
        />
        {subjects.kind === 'ASK' ? (
          <SelectField
            label={t('contact.subjectLabel')}
            placeholder={t('contact.subjectPlaceholder')}
            name="subject"
            required
            value={subject}
            options={subjects.subjects.map((code) => ({ value: code, label: subjectLabel(code) }))}
            error={submission.errorOf('subject')}
            onChange={(event) => {
              setSubject(event.target.value);
              submission.clear('subject');
            }}
          />
        ) : null}
        <TextAreaField
          label={t('contact.messageLabel')}
          hint={t('contact.messageHint', { min: CONTACT_MESSAGE_LENGTH.min, max: CONTACT_MESSAGE_LENGTH.max.toLocaleString(i18n.language) })}
          name="message"
          required
          rows={7}
          value={message}
          error={submission.errorOf('message')}
          onChange={(event) => {
            setMessage(event.target.value);
            submission.clear('message');
          }}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('contact.sending') : t('contact.submit')}
        </button>
      </form>
    </section>
  );
};
