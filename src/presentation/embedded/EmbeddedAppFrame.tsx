import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { showsBackArrow, type EmbeddedArea } from '../../domain/embedded';
import { RequireContext } from '../shared/RequireContext';
import { useIsDesktop } from '../shared/use-media-query';
import { useEmbeddedAppSession } from './hooks';
import './embedded.css';

export interface EmbeddedAppFrameProps {
  readonly area: EmbeddedArea;
  /** The frame's accessible name. */
  readonly title: string;
  /** EMB-05: hide the back arrow on the area's root page on wide screens (default: hidden). */
  readonly hideBackOnWideRoot?: boolean;
}

/**
 * The legacy application's page for the site's address, in a sandboxed frame (scripts, its own origin
 * and forms; no top navigation, popups or downloads), with the site's loading state (EMB-01), back
 * arrow (EMB-04, EMB-05) and the height the page asks for. The site's address and the frame's page
 * follow each other (EmbeddedAppSession).
 */
export const EmbeddedAppFrame = (props: EmbeddedAppFrameProps) => (
  <RequireContext context="embedded">
    <LegacyFrame {...props} />
  </RequireContext>
);

const LegacyFrame = ({ area, title, hideBackOnWideRoot = true }: EmbeddedAppFrameProps) => {
  const { t, i18n } = useTranslation('embedded');
  const { session, state } = useEmbeddedAppSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A wide screen, where the site's own navigation is in view (EMB-05).
  const wide = useIsDesktop();
  const frame = useRef<HTMLIFrameElement>(null);
  const address = useRef(location.pathname);
  address.current = location.pathname;
  const language = i18n.language;

  useEffect(() => {
    const subscription = session.navigate$.subscribe((navigation) => {
      if (navigation.kind === 'history') void navigate(navigation.delta);
      else void navigate(navigation.path, { replace: navigation.replace });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  // A new frame for a new area or language, at the address of the moment; later addresses go to the frame as messages.
  useEffect(() => {
    session.open(area, address.current, language);
  }, [session, area, language]);

  useEffect(() => {
    session.showing(location.pathname);
  }, [session, location.pathname]);

  const framed = state.status === 'loading' || state.status === 'shown' ? state : null;
  const frameUrl = framed?.frameUrl;
  const origin = framed?.origin;
  const generation = framed?.generation;
  // The frame's window exists as soon as the element is in the page, so listening starts before its page can speak.
  useEffect(() => {
    const window = frame.current?.contentWindow;
    if (window && origin !== undefined) session.connect({ window, origin });
  }, [session, frameUrl, origin, generation]);

  if (state.status === 'unconfigured') {
    return (
      <p className="embedded-app__unavailable" role="alert">
        {t('embedded.unconfigured')}
      </p>
    );
  }
  if (framed === null) return null;
  const loading = framed.status === 'loading';
  const backArrow = showsBackArrow({ area, sitePath: location.pathname, wide, hideOnWideRoot: hideBackOnWideRoot });
  return (
    <div className="embedded-app" aria-busy={loading}>
      <div className="embedded-app__bar">
        {backArrow && (
          <button type="button" className="button button--ghost embedded-app__back" onClick={() => session.back()}>
            <span aria-hidden="true">←</span> {t('embedded.back')}
          </button>
        )}
        <p className="embedded-app__status" role="status">
          {loading && !framed.slow ? t('embedded.loading') : ''}
        </p>
      </div>
      {framed.slow && (
        <div className="embedded-app__slow" role="alert">
          <p>{t('embedded.slow')}</p>
          <button type="button" className="button button--primary" onClick={() => session.retry()}>
            {t('embedded.retry')}
          </button>
        </div>
      )}
      <div className="embedded-app__box" style={framed.height === null ? undefined : { height: `${framed.height}px` }}>
        <iframe
          ref={frame}
          key={`${framed.frameUrl} ${framed.generation}`}
          className="embedded-app__frame"
          src={framed.frameUrl}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      </div>
    </div>
  );
};
