import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { HelpPageState, Loadable } from '../../application/help/help-centre-service';
import { HELP_HOME_PATH, type HelpCategory } from '../../domain/help';
import { InfoPage } from '../shared/InfoPage';
import { useObservable } from '../shared/use-observable';
import { Breadcrumbs } from './Breadcrumbs';
import { FeedbackPanel } from './FeedbackPanel';
import { HelpSearchBox } from './HelpSearchBox';
import { useHelpCentre } from './hooks';
import './help.css';

const LOADING: HelpPageState = { status: 'loading' };
const CATEGORIES_LOADING: Loadable<readonly HelpCategory[]> = { status: 'loading' };

/** `/help/{category}` (its articles) and `/help/{category}/{article}` (the article, then HELP-04's feedback). */
export const HelpTopicPage = () => {
  const { t } = useTranslation('help');
  const centre = useHelpCentre();
  const { category = '', article } = useParams();
  const page$ = useMemo(() => centre.page$(article === undefined ? [category] : [category, article]), [centre, category, article]);
  const state = useObservable(page$, LOADING);
  // The article's category is named in the breadcrumbs once the help home's list is known.
  const categories = useObservable(centre.categories$, CATEGORIES_LOADING);
  const categoryTitle = categories.status === 'ready' ? categories.value.find((each) => each.slug === category)?.title : undefined;
  if (state.status === 'not-found') return <InfoPage title={t('help.notFoundTitle')} paragraphs={[t('help.notFoundText')]} />;
  if (state.status === 'failed') return <InfoPage title={t('help.title')} paragraphs={[t('help.pageFailed')]} />;
  if (state.status === 'loading') {
    return (
      <section className="page help" aria-labelledby="help-title">
        <h1 id="help-title">{t('help.title')}</h1>
        <p role="status">{t('help.loading')}</p>
      </section>
    );
  }
  const page = state.value;
  if (page.kind === 'category') {
    return (
      <section className="page help" aria-labelledby="help-topic-title">
        <Breadcrumbs crumbs={[{ label: t('help.title'), to: HELP_HOME_PATH }, { label: page.title }]} />
        <h1 id="help-topic-title">{page.title}</h1>
        <ul className="help-articles">
          {page.articles.map((each) => (
            <li key={each.contentId}>
              <Link to={each.link}>{each.title}</Link>
            </li>
          ))}
        </ul>
        <HelpSearchBox />
      </section>
    );
  }
  return (
    <article className="page help" aria-labelledby="help-topic-title">
      <Breadcrumbs
        crumbs={[{ label: t('help.title'), to: HELP_HOME_PATH }, ...(categoryTitle === undefined ? [] : [{ label: categoryTitle, to: `/help/${page.categorySlug}` }]), { label: page.title }]}
      />
      <h1 id="help-topic-title">{page.title}</h1>
      {page.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <FeedbackPanel key={page.contentId} contentId={page.contentId} />
    </article>
  );
};
