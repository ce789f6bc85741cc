import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VIRTUAL_SPORTS_GAME } from '../../domain/play';
import { useSession } from '../session/hooks';
import { useGamePlay } from './hooks';
import { PlayArea } from './PlayArea';
import './play.css';

/** GAME-10: `/virtual-sports` opens game 1331, for real when logged in, else in practice play. */
export const VirtualSportsPage = () => {
  const { t } = useTranslation('play');
  const session = useSession();
  const { play, state } = useGamePlay();
  const mode = session.status === 'authenticated' ? 'real' : 'practice';
  const sessionKnown = session.status !== 'unknown';
  useEffect(() => {
    if (sessionKnown) void play.play(VIRTUAL_SPORTS_GAME, mode);
  }, [play, mode, sessionKnown]);
  return (
    <article className="page game-page">
      <header className="game-page__header">
        <h1 className="game-page__title">{t('play.virtualSports')}</h1>
        <p className="game-page__provider">{t('play.virtualSportsIntro')}</p>
      </header>
      {state.status === 'idle' ? (
        <div className="game-page__actions">
          <button type="button" className="button button--primary" onClick={() => void play.play(VIRTUAL_SPORTS_GAME, mode)}>
            {t(mode === 'real' ? 'play.real' : 'play.practice')}
          </button>
        </div>
      ) : (
        <PlayArea play={play} state={state} name={t('play.virtualSports')} />
      )}
    </article>
  );
};
