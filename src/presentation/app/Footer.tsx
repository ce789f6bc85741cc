import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterLinks } from '../content/FooterLinks';
import { useJurisdiction } from '../content/use-jurisdiction';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { FooterMarks } from './FooterMarks';

/** The footer region's links, then what every page says: the marks and licence, play responsibly, the language, the rights. */
export const Footer = ({ year }: { readonly year: number }) => {
  const { t } = useTranslation('app');
  const jurisdiction = useJurisdiction();
  return (
    <footer className="footer">
      <FooterLinks />
      <div className="footer__legal">
        <FooterMarks jurisdiction={jurisdiction} />
        <p className="footer__responsible">{t('footer.responsible', { age: jurisdiction.minimumAge })}</p>
        <p className="footer__support">
          <Link to="/safer-gambling">{t('footer.saferGambling')}</Link>
          <Link to="/contact-us">{t('footer.contact')}</Link>
          <Link to="/become-an-affiliate">{t('footer.affiliate')}</Link>
        </p>
        <LanguageMenu />
        <p className="footer__rights">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
};
