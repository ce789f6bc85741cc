import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useObservable } from '../shared/use-observable';
import { ContactOptions } from './ContactOptions';
import { HelpSearchBox } from './HelpSearchBox';
import { useHelpCentre } from './hooks';
import './help.css';

/** `/help`: the search box and the help topics, grouped by category (from the content service's help pages, or inlined into the page by the server). */
export const HelpHomePage = () => {
  const { t } = useTranslation('help');
  const centre = useHelpCentre();
  const categories = useObservable(centre.categories$, centre.currentCategories());
  return (
    <section className="page help" aria-labelledby="help-title">
      <h1 id="help-title">{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <HelpSearchBox />
      {categories.status === 'loading' && <p role="status">{t('help.loading')}</p>}
      {categories.status === 'failed' && <p role="alert">{t('help.categoriesFailed')}</p>}
      {categories.status === 'ready' && (
        <div className="help-categories">
          {categories.value.map((category) => (
            <section key={category.slug} className="help-category" aria-labelledby={`help-category-${category.slug}`}>
              <h2 id={`help-category-${category.slug}`}>
                <Link to={`/help/${category.slug}`}>{category.title}</Link>
              </h2>
              <ul>
                {category.articles.map((article) => (
                  <li key={article.contentId}>
                    <Link to={article.link}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {/* After the topics, once they are in: shown while they load, it jumped down the page (CLS 0.24 at 360 px). */}
      {categories.status !== 'loading' && <ContactOptions headingId="help-contact-title" heading={t('help.cantFindTitle')} text={t('help.cantFindText')} />}
    </section>
  );
};
