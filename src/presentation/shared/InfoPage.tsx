import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A page that says one thing plainly (a capability not connected yet, an error) and offers a way home. */
export const InfoPage = ({ title, paragraphs }: { readonly title: string; readonly paragraphs: readonly string[] }) => {
  const { t } = useTranslation('app');
  return (
    <section className="page page--narrow" aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Link to="/">{t('errors.backHome')}</Link>
    </section>
  );
};
