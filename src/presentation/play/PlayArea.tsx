import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { GamePlay, PlayState } from '../../application/play/game-play';
import { realPlayReturnPath, requestedPlay } from '../../domain/play';
import { loginPath } from '../../domain/session';
import type { EmbeddedFrame } from '../../domain/shared/frame-messages';
import { useSession } from '../session/hooks';
import { dateTimeText } from '../shared/date-time-text';
import { PlaySurface } from './PlaySurface';
import { PracticeAgeOffer } from './PracticeChoice';
import './play.css';

export interface PlayAreaProps {
  readonly play: GamePlay;
  readonly state: PlayState;
  readonly name: string;
  /** What the page says above a game being played (an empty balance, JRN-06). */
  readonly aboveGame?: ReactNode;
}

/** What a launch shows: the opening line, the game in its play area (PLAY-01), or why it failed with a retry. */
export const PlayArea = ({ play, state, name, aboveGame }: PlayAreaProps) => {
  const { t, i18n } = useTranslation('play');
  const location = useLocation();
  const navigate = useNavigate();
  const authenticated = useSession().status === 'authenticated';
  const connect = useCallback((frame: EmbeddedFrame) => play.connect(frame), [play]);
  useEffect(() => {
    const subscription = play.navigate$.subscribe((path) => navigate(path));
    return () => subscription.unsubscribe();
  }, [play, navigate]);

  switch (state.status) {
    case 'idle':
      return null;
    case 'login-required':
      // GAME-07: log in, then straight back into real play on this page. An address that itself asks
      // for real play is replaced, so that Back from the login page does not lead to it again.
      return (
        <Navigate
          to={loginPath(realPlayReturnPath(location.pathname, location.search))}
          replace={requestedPlay(location.hash, location.search) !== null}
        />
      );
    case 'launching':
      return (
        <p className="play-area__status" role="status">
          {t('play.opening')}
        </p>
      );
    case 'failed':
      return (
        <div className="play-area__failure" role="alert" data-failure={state.failure}>
          <p>{state.failure === 'EXCLUDED' && state.until ? t('play.excludedUntil', { date: dateTimeText(state.until, i18n.language) }) : t(`play.failure.${state.failure}`)}</p>
          {state.failure === 'EXCLUDED' && <Link to="/safer-gambling">{t('play.seeBreak')}</Link>}
          {state.failure === 'AGE_VERIFICATION_REQUIRED' && <PracticeAgeOffer access={authenticated ? 'verify-age' : 'log-in'} />}
          {state.failure === 'UNAVAILABLE' && (
            <button type="button" className="button button--primary" onClick={() => void play.retry()}>
              {t('play.retry')}
            </button>
          )}
        </div>
      );
    case 'playing':
      return <PlaySurface play={play} state={state} name={name} connect={connect} aboveGame={aboveGame} />;
  }
};
