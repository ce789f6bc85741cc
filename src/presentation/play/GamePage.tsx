import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { gameFactsShown, type Game, type GamePage as GamePageContent } from '../../domain/games';
import { playCurrency, playOptions, requestedPlay, type LaunchableGame, type PlayMode } from '../../domain/play';
import { useHeldPageView } from '../content/hooks';
import { GameRail } from '../games/GameRail';
import { WithBreakStanding } from '../safer-gambling/break-standing';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';
import { useGamePageContent, useGamePlay, useIsMobileDevice } from './hooks';
import { GameFacts } from './GameFacts';
import { GamePreview } from './GamePreview';
import { PlayArea } from './PlayArea';
import { PracticeChoice } from './PracticeChoice';
import './play.css';
import { DepositToPlay } from './DepositToPlay';
import { PlayPaused } from './PlayPaused';

const launchable = (game: Game): LaunchableGame => ({ id: game.id, practicePlay: game.practicePlay, virtualSports: game.kind === 'virtual' });

/** `/casino/:category/:subCategory/:slug`: the game's preview, play buttons (GAME-08), facts (GP-01), texts, frame and similar games. */
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
  return <LoadedGamePage page={load.page} />;
};

const LoadedGamePage = ({ page }: { readonly page: GamePageContent }) => {
  const { game, title, description, howToPlay } = page;
  const { t } = useTranslation('play');
  const session = useSession();
  const config = useSiteConfig();
  const currency = playCurrency(session.status === 'authenticated' ? session.user.currency : null, config.defaultCurrency);
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

  const playing = state.status === 'playing';
  const emptyBalance = session.status === 'authenticated' ? <DepositToPlay playing={playing} /> : null;
  return (
    <article className={playing ? 'page game-page game-page--playing' : 'page game-page'}>
      {playing ? (
        // PLAY-01: while the game is played it has the screen; the page's heading stays, for screen readers.
        <h1 className="visually-hidden">{game.name}</h1>
      ) : (
        <div className="game-page__hero">
          <header className="game-page__header">
            <h1 className="game-page__title">{game.name}</h1>
            <p className="game-page__provider">{t('play.provider', { provider: game.providerName })}</p>
          </header>
          <GamePreview game={game} />
          <div className="game-page__panel">
            {emptyBalance}
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
            <GameFacts facts={gameFactsShown(game, page.facts, currency)} />
          </div>
        </div>
      )}
      <PlayArea play={play} state={state} name={game.name} aboveGame={playing && state.game.mode === 'real' ? emptyBalance : null} />
      {title !== '' && title !== game.name && <p className="game-page__subtitle">{title}</p>}
      {description !== '' && <p className="game-page__description">{description}</p>}
      {howToPlay !== '' && (
        <section className="game-page__how-to">
          <h2>{t('play.howToPlay')}</h2>
          <p>{howToPlay}</p>
        </section>
      )}
      <GameRail title={t('play.similarGames')} games={page.similarGames} moreHref={`/casino/${game.category}/${game.subCategory}`} />
    </article>
  );
};
