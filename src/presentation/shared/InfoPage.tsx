import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A page whose capability is not connected yet: it says so plainly and offers a way home. */
export const InfoPage = ({ titleKey, textKeys }: { readonly titleKey: string; readonly textKeys: readonly string[] }) => {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow" aria-labelledby="info-title">
      <h1 id="info-title">{t(titleKey)}</h1>
      {textKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      <Link to="/">{t('errors.backHome')}</Link>
    </section>
  );
};

export const NotFoundPage = () => <InfoPage titleKey="errors.notFoundTitle" textKeys={['errors.notFoundText']} />;
export const InternalErrorPage = () => <InfoPage titleKey="errors.internalTitle" textKeys={['errors.internalText']} />;
