import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../i18n/LanguageMenu';

export const Footer = ({ year }: { readonly year: number }) => {
  const { t } = useTranslation('app');
  return (
    <footer className="footer">
      <p className="footer__responsible">
        <span className="footer__age" aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <LanguageMenu />
      <p className="footer__rights">{t('footer.rights', { year })}</p>
    </footer>
  );
};
