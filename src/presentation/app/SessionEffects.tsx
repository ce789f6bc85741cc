import type { i18n } from 'i18next';
import { loginPath } from '../../domain/session';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguageService } from '../i18n/hooks';
import { useLastPageService, useSessionService } from '../session/hooks';
import { useNoticeService } from '../shared/hooks';

/** Reacts to what happens outside any one page: session end, navigation, language. */
export const SessionEffects = ({ i18n }: { readonly i18n: i18n }) => {
  const session = useSessionService();
  const language = useLanguageService();
  const lastPage = useLastPageService();
  const notices = useNoticeService();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    const subscription = session.events$.subscribe((event) => {
      if (event.type === 'loggedOut') {
        navigate('/', { replace: true });
        return;
      }
      const { pathname, search } = here.current;
      notices.show({ kind: 'info', key: 'session.expired' });
      navigate(loginPath(`${pathname}${search}`), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate, notices]);

  useEffect(() => {
    lastPage.visited(`${location.pathname}${location.search}`);
    session.forgetEnding();
  }, [lastPage, session, location.pathname, location.search]);

  useEffect(() => {
    const subscription = language.language$.subscribe((code) => {
      void i18n.changeLanguage(code);
      document.documentElement.lang = code;
    });
    return () => subscription.unsubscribe();
  }, [language, i18n]);

  useEffect(() => {
    language.arrive(new URLSearchParams(location.search).get('lang'));
  }, [language, location.search]);

  return null;
};
