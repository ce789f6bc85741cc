import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { Game } from '../../domain/games';
import { playOptions, requestedPlay, type LaunchableGame, type PlayMode } from '../../domain/play';
import { useHeldPageView } from '../content/hooks';
import { WithBreakStanding } from '../safer-gambling/break-standing';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';
import { useGamePageContent, useGamePlay, useIsMobileDevice } from './hooks';
import { PlayArea } from './PlayArea';
import { PracticeChoice } from './PracticeChoice';
import './play.css';
import { DepositToPlay } from './DepositToPlay';
import { PlayPaused } from './PlayPaused';

const launchable = (game: Game): LaunchableGame => ({ id: game.id, practicePlay: game.practicePlay, virtualSports: game.kind === 'virtual' });

/** `/casino/:category/:subCategory/:slug`: the game, its texts, the play buttons (GAME-08) and the frame. */
export const GamePage = () => {
  const { slug = '' } = useParams();
  const { t } = useTranslation('play');
  const { load, retry } = useGamePageContent(slug);
  useHeldPageView(load.status === 'loading');

  if (load.status === 'loading') {
    return (
      <p className="page spinner" role="status">
        {t('play.loadingPage')}
      </p>
    );
  }
  // A game the catalogue does not have is an address like any unknown one.
  if (load.status === 'not-found') return <Navigate to="/error/not-found" replace />;
  if (load.status === 'failed') {
    return (
      <section className="page game-page">
        <div className="play-area__failure" role="alert">
          <p>{t('play.pageFailed')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('play.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <LoadedGamePage game={load.page.game} title={load.page.title} description={load.page.description} howToPlay={load.page.howToPlay} />;
};

interface LoadedGamePageProps {
  readonly game: Game;
  readonly title: string;
  readonly description: string;
  readonly howToPlay: string;
}

const LoadedGamePage = ({ game, title, description, howToPlay }: LoadedGamePageProps) => {
  const { t } = useTranslation('play');
  const session = useSession();
  const config = useSiteConfig();
  const mobile = useIsMobileDevice();
  const location = useLocation();
  const { play, state } = useGamePlay();
  const options = playOptions({
    authenticated: session.status === 'authenticated',
    mobile,
    practicePlay: game.practicePlay,
    casinoLoggedPracticePlayEnabled: config.casinoLoggedPracticePlayEnabled,
  });
  const launching = state.status === 'launching';
  const start = (mode: PlayMode) => {
    if (!launching) void play.play(launchable(game), mode);
  };

  // GAME-06: a deep link opens its play once per visit (location key), once the session is known.
  const requested = requestedPlay(location.hash, location.search);
  const sessionKnown = session.status !== 'unknown';
  useEffect(() => {
    if (requested !== null && sessionKnown) void play.play(launchable(game), requested);
  }, [requested, sessionKnown, location.key, play, game]);

  // Keyboard players: the buttons stay put while a game opens (no lost focus), and focus returns to
  // them when the game is closed.
  const firstButton = useRef<HTMLButtonElement>(null);
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (wasPlaying.current && state.status === 'idle') firstButton.current?.focus();
    wasPlaying.current = state.status === 'playing';
  }, [state.status]);

  const showButtons = state.status !== 'playing';
  return (
    <article className="page game-page">
      <header className="game-page__header">
        <h1 className="game-page__title">{game.name}</h1>
        <p className="game-page__provider">{t('play.provider', { provider: game.providerName })}</p>
      </header>
      {session.status === 'authenticated' && (showButtons || state.game.mode === 'real') && <DepositToPlay playing={!showButtons} />}
      {showButtons && (
        <WithBreakStanding>
          {(standing) =>
            // PS-04: on a break, no way into play (the platform refuses it too), but where the break is.
            standing.status === 'on-break' ? (
              <PlayPaused />
            ) : (
              <div className="game-page__actions" aria-busy={launching}>
                <button ref={firstButton} type="button" className="button button--primary" aria-disabled={launching} onClick={() => start('real')}>
                  {t(options.realPlay === 'play' ? 'play.real' : 'play.loginAndPlay')}
                </button>
                {options.practicePlay && <PracticeChoice launching={launching} onPractice={() => start('practice')} />}
              </div>
            )
          }
        </WithBreakStanding>
      )}
      <PlayArea play={play} state={state} name={game.name} />
      {title !== '' && title !== game.name && <p className="game-page__subtitle">{title}</p>}
      {description !== '' && <p className="game-page__description">{description}</p>}
      {howToPlay !== '' && (
        <section className="game-page__how-to">
          <h2>{t('play.howToPlay')}</h2>
          <p>{howToPlay}</p>
        </section>
      )}
    </article>
  );
};
