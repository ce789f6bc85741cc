import type { i18n } from 'i18next';
import { joinOverlayTarget } from '../../domain/join/overlay';
import { loginPath } from '../../domain/session';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useLanguageService } from '../i18n/hooks';
import { useLastPageService, useSessionService } from '../session/hooks';
import { useNoticeService, useSiteConfig } from '../shared/hooks';
import { first, type Unsubscribable } from 'rxjs';
import type { DeferredContexts } from '../../application/shared/deferred-contexts';
import { SharedTokens } from '../../application/shared/tokens';
import type { TwoFactorService } from '../../application/twofactor/two-factor-service';
import { TwoFactorTokens } from '../../application/twofactor/tokens';
import type { DocumentsService } from '../../application/documents/documents-service';
import { DocumentsTokens } from '../../application/documents/tokens';
import { useContainer, useService } from '../shared/container';
import type { Logger } from '../../domain/shared/ports';
import { hasMessagesIn } from './i18n';

/** Reacts to what happens outside any one page: session end, navigation, language. */
export const SessionEffects = ({ i18n }: { readonly i18n: i18n }) => {
  const session = useSessionService();
  const language = useLanguageService();
  const lastPage = useLastPageService();
  const notices = useNoticeService();
  const config = useSiteConfig();
  const contexts = useService<DeferredContexts>(SharedTokens.DeferredContexts);
  const container = useContainer();
  const logger = useService<Logger>(SharedTokens.Logger);
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const navigationType = useNavigationType();
  const arrival = useRef(navigationType);
  arrival.current = navigationType;

  useEffect(() => {
    const subscription = session.events$.subscribe((event) => {
      // SG-13: safer gambling says why the session-time limit ended the session.
      if (event.type === 'loggedOut' || event.reason !== undefined) {
        navigate('/', { replace: true });
        return;
      }
      const { pathname, search } = here.current;
      notices.show({ kind: 'info', key: 'session.expired' });
      navigate(loginPath(`${pathname}${search}`), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate, notices]);

  // MFA-06: two-factor's status is polled from the first login on (the poll itself stops while logged out).
  useEffect(() => {
    if (!config.twoFactorAuthenticatorEnabled) return;
    let polling: Unsubscribable | undefined;
    let mounted = true;
    const firstLogin = session.id$.pipe(first((id) => id !== null)).subscribe(() => {
      void contexts.load('twofactor').then(() => {
        if (mounted) polling = container.get<TwoFactorService>(TwoFactorTokens.TwoFactorService).state$.subscribe();
      });
    });
    return () => {
      mounted = false;
      firstLogin.unsubscribe();
      polling?.unsubscribe();
    };
  }, [config, session, contexts, container]);

  // DOC-04: the document status is polled from the first login on (the poll itself stops while logged out).
  useEffect(() => {
    let polling: Unsubscribable | undefined;
    let mounted = true;
    const firstLogin = session.id$.pipe(first((id) => id !== null)).subscribe(() => {
      void contexts.load('documents').then(() => {
        if (mounted) polling = container.get<DocumentsService>(DocumentsTokens.DocumentsService).status$.subscribe();
      });
    });
    return () => {
      mounted = false;
      firstLogin.unsubscribe();
      polling?.unsubscribe();
    };
  }, [session, contexts, container]);

  useEffect(() => {
    lastPage.visited(`${location.pathname}${location.search}`);
    session.forgetEnding();
  }, [lastPage, session, location.pathname, location.search]);

  useEffect(() => {
    const subscription = language.language$.subscribe((code) => {
      void i18n.changeLanguage(code);
      // LANG-01: a published language the site has no messages in shows English texts, said as such.
      const translated = hasMessagesIn(code);
      if (!translated) logger.warn(`No site messages in ${code}`);
      document.documentElement.lang = translated ? code : 'en';
    });
    return () => subscription.unsubscribe();
  }, [language, i18n, logger]);

  useEffect(() => {
    language.arrive(new URLSearchParams(location.search).get('lang'));
  }, [language, location.search]);

  // A new page opens at its top, not where the last one was scrolled to (a long form's submit button);
  // Back and Forward (POP) leave the browser to restore the place, and an address with a hash its anchor.
  useEffect(() => {
    if (arrival.current !== 'POP' && here.current.hash === '' && window.scrollY > 0) window.scrollTo(0, 0);
  }, [location.pathname]);

  // NAV-01: `?overlay=join` on any path opens the join page, the other query parameters kept.
  useEffect(() => {
    const target = joinOverlayTarget(location.search);
    if (target !== null) navigate(target, { replace: true });
  }, [navigate, location.search]);

  return null;
};
