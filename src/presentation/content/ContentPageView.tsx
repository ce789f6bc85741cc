import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { heroImageForEveryone } from '../../domain/content';
import { ContentItems } from './ContentItems';
import { RichText } from './RichText';
import { useContentService, useHeldPageView, usePage, usePageScriptService } from './hooks';
import { NotAvailableInRegion } from './NotAvailableInRegion';
import { PageSkeleton } from './PageSkeleton';
import { NOT_AVAILABLE_PATH } from './routes';

/** A page that failed to load: said plainly, with a way to ask again. */
const PageFailed = ({ onRetry, heading }: { readonly onRetry: () => void; readonly heading: 'h1' | 'h2' }) => {
  const { t } = useTranslation('content');
  const Heading = heading;
  return (
    <section className="page-failed" role="alert">
      <Heading>{t('content.pageFailedTitle')}</Heading>
      <p>{t('content.pageFailedText')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('content.retry')}
      </button>
    </section>
  );
};

/** PS-04: why a page's offers are gone during a break, and where the break is. */
const OffersPaused = () => {
  const { t } = useTranslation('content');
  return (
    <p className="content-page__paused" data-testid="offers-paused">
      {t('content.offersPaused')} <Link to="/safer-gambling">{t('content.yourBreak')}</Link>
    </p>
  );
};

/** CMS-04: the page's own scripts, 50 ms after it has loaded; cancelled if the player leaves first. */
const usePageScripts = (scripts: readonly string[] | null, slug: string, language: string) => {
  const service = usePageScriptService();
  const names = scripts?.join(' ') ?? null;
  useEffect(() => {
    if (names === null || names === '') return undefined;
    const scheduled = service.pageLoaded(names.split(' '), { slug, language });
    return () => scheduled.unsubscribe();
  }, [service, names, slug, language]);
};

/**
 * The main content of a content page (CMS-01). `lobby`: the home page, whose h1 its frame gives;
 * other pages take their title as h1.
 */
export const ContentPageView = ({ slug, lobby = false }: { readonly slug: string; readonly lobby?: boolean }) => {
  const state = usePage(slug);
  const service = useContentService();
  useHeldPageView(state.status === 'loading');
  const retry = () => service.retry(slug);
  usePageScripts(state.status === 'ready' ? state.page.scripts : null, slug, state.status === 'ready' ? state.language : '');
  switch (state.status) {
    case 'loading': {
      // The lobby's hero image can show before the page does when everyone sees it (the page was inlined, its location pending).
      const known = lobby ? service.known(slug) : null;
      return <PageSkeleton lobby={lobby} heroImage={known === null ? null : heroImageForEveryone(known)} />;
    }
    case 'failed':
      return <PageFailed onRetry={retry} heading={lobby ? 'h2' : 'h1'} />;
    case 'not-found':
      // The lobby missing is the platform's fault, not a wrong address.
      // Any other page the content service does not have is an address like any unknown one.
      return lobby ? <PageFailed onRetry={retry} heading="h2" /> : <Navigate to="/error/not-found" replace />;
    case 'not-available':
      return state.redirect ? <Navigate to={NOT_AVAILABLE_PATH} replace /> : <NotAvailableInRegion />;
    case 'ready':
      return (
        <div className={lobby ? 'lobby' : 'content-page'}>
          {lobby ? null : (
            <h1 className="content-page__title">
              <RichText text={state.page.title} inline />
            </h1>
          )}
          {state.offersPaused && !lobby && <OffersPaused />}
          <ContentItems items={state.page.regions.mainContent} />
        </div>
      );
  }
};
