import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/hooks';
import { useSession } from '../session/hooks';
import { usePageViewService } from './hooks';

/** CMS-04: a page-view analytics event on every navigation (the first page included). */
export const PageViews = () => {
  const location = useLocation();
  const service = usePageViewService();
  const language = useLanguage();
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  useEffect(() => {
    service.viewed({ path: location.pathname, language, loggedIn, navigation: location.key });
    // One event per navigation: a change of language or session is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, location.key, location.pathname]);
  return null;
};
