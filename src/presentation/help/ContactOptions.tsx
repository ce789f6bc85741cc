import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT_US_PATH, SUPPORT_CONTACT } from '../../domain/help';

/** HELP-03 and HELP-04: the ways to reach support when the help centre did not answer. */
export const ContactOptions = ({ headingId, heading, text }: { readonly headingId: string; readonly heading: string; readonly text: string }) => {
  const { t } = useTranslation('help');
  return (
    <section className="help-contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{text}</p>
      <ul>
        <li>
          <Link to={CONTACT_US_PATH}>{t('help.contactUs')}</Link>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>{t('help.emailUs', { email: SUPPORT_CONTACT.email })}</a>
        </li>
        <li>
          <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}>{t('help.callUs', { phone: SUPPORT_CONTACT.phone })}</a>
        </li>
      </ul>
    </section>
  );
};
