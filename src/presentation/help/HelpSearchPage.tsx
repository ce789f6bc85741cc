import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Loadable } from '../../application/help/help-centre-service';
import { HELP_HOME_PATH, normaliseHelpTerm, type HelpSearchResult } from '../../domain/help';
import { useObservable } from '../shared/use-observable';
import { Breadcrumbs } from './Breadcrumbs';
import { ContactOptions } from './ContactOptions';
import { HelpSearchBox } from './HelpSearchBox';
import { HighlightedText } from './HighlightedText';
import { useHelpCentre } from './hooks';
import './help.css';

const LOADING: Loadable<readonly HelpSearchResult[]> = { status: 'loading' };

/** HELP-03: `/help/search-content?searchTerm=`: breadcrumbs, the results with the term highlighted (HELP-05), or the no-results panel; then the "can't find answers" options. */
export const HelpSearchPage = () => {
  const { t } = useTranslation('help');
  const centre = useHelpCentre();
  const [params] = useSearchParams();
  const term = normaliseHelpTerm(params.get('searchTerm') ?? '');
  const results$ = useMemo(() => centre.results$(term), [centre, term]);
  const results = useObservable(results$, LOADING);
  return (
    <section className="page help" aria-labelledby="help-search-title">
      <Breadcrumbs crumbs={[{ label: t('help.title'), to: HELP_HOME_PATH }, { label: t('help.searchResults') }]} />
      <h1 id="help-search-title">{term === '' ? t('help.noTermTitle') : t('help.resultsFor', { term })}</h1>
      <HelpSearchBox key={term} initialTerm={term} />
      {results.status === 'loading' && <p role="status">{t('help.loading')}</p>}
      {results.status === 'ready' && term !== '' && results.value.length === 0 && (
        <section className="help-empty" aria-labelledby="help-empty-title">
          <h2 id="help-empty-title">{t('help.noResultsTitle', { term })}</h2>
          <p>{t('help.noResultsText')}</p>
        </section>
      )}
      {results.status === 'ready' && results.value.length > 0 && (
        <>
          <p role="status">{t('help.resultsCount', { count: results.value.length })}</p>
          <ol className="help-results">
            {results.value.map((result) => (
              <li key={result.id}>
                <Link to={result.link}>
                  <HighlightedText text={result.text} term={term} />
                </Link>
                {result.summary !== null && result.summary !== '' && (
                  <p>
                    <HighlightedText text={result.summary} term={term} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <ContactOptions headingId="help-contact-title" heading={t('help.cantFindTitle')} text={t('help.cantFindText')} />
    </section>
  );
};
