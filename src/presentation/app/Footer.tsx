import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FooterLinks } from '../content/FooterLinks';
import { useJurisdiction } from '../content/use-jurisdiction';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { lazyPart } from '../shared/lazy-part';
import { useAfterFirstRender } from '../shared/use-after-first-render';

/**
 * Below the fold on every page: its drawings come in a chunk of their own, out of the first script's
 * budget, and only after the first render, so that the painted page and that render are the same.
 */
const Marks = lazyPart(() => import('./FooterMarks').then((module) => module.FooterMarks), () => null);

/** The footer region's links, then what every page says: the marks and licence, play responsibly, the language, the rights. */
export const Footer = ({ year }: { readonly year: number }) => {
  const { t } = useTranslation('app');
  const jurisdiction = useJurisdiction();
  const marksShown = useAfterFirstRender();
  const marksPlaceholder = <div className="footer__marks-placeholder" />;
  return (
    <footer className="footer">
      <FooterLinks />
      <div className="footer__legal">
        {marksShown ? <Marks.Part jurisdiction={jurisdiction} fallback={marksPlaceholder} /> : marksPlaceholder}
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
