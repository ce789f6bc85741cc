import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterLinks } from '../content/FooterLinks';
import { LanguageMenu } from '../i18n/LanguageMenu';

/** The footer region's links, then what every page says: play responsibly, the language, the rights. */
export const Footer = ({ year }: { readonly year: number }) => {
  const { t } = useTranslation('app');
  return (
    <footer className="footer">
      <FooterLinks />
      <div className="footer__legal">
        <p className="footer__responsible">
          <span className="footer__age" aria-hidden="true">
            18+
          </span>
          {t('footer.responsible')}
        </p>
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
