import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GamePlay, PlayState } from '../../application/play/game-play';
import { problemLeadsToDeposit } from '../../domain/play';
import type { EmbeddedFrame } from '../../domain/shared/frame-messages';
import { formatMoney } from '../../domain/wallet';
import { SessionClockBar } from '../safer-gambling/SessionClockBar';
import { useAccountMenu } from '../wallet/hooks';
import { DepositLink } from './DepositToPlay';
import { GameFrame } from './GameFrame';
import { useFitToWindow, useFullScreen } from './use-full-screen';

type Playing = Extract<PlayState, { readonly status: 'playing' }>;

export interface PlaySurfaceProps {
  readonly play: GamePlay;
  readonly state: Playing;
  readonly name: string;
  readonly connect: (frame: EmbeddedFrame) => void;
  /** What the page says above the game (an empty balance, JRN-06). */
  readonly aboveGame?: ReactNode;
}

/** PLAY-02: the balance a real-money game is played with, in the slim bar. */
const BarBalance = () => {
  const { t, i18n } = useTranslation('play');
  const menu = useAccountMenu();
  if (menu === null || menu.balance === null) return null;
  return (
    <p className="play-bar__balance" data-testid="play-balance">
      <span className="play-bar__label">{t('play.balance')}</span> <span className="play-bar__value">{formatMoney(menu.balance, i18n.language)}</span>
    </p>
  );
};

const FullScreenIcon = ({ on }: { readonly on: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  </svg>
);

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </svg>
);

/**
 * PLAY-01..PLAY-04: the game being played, in a play area that ends at the bottom of the window: a
 * slim bar (how it is played, the balance and the session clock in real play, Deposit, Full screen,
 * Close), then the game's frame taking the rest.
 */
export const PlaySurface = ({ play, state, name, connect, aboveGame }: PlaySurfaceProps) => {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const location = useLocation();
  const area = useRef<HTMLElement>(null);
  useFitToWindow(area);
  const fullScreen = useFullScreen(area);
  const real = state.game.mode === 'real';
  const on = fullScreen.mode !== 'off';

  // PLAY-04: back to where the player came from on the site, or to the lobby when the game's page was the first.
  const close = () => {
    play.close();
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };

  return (
    <section ref={area} className={`play-area play-area--playing${fullScreen.mode === 'window' ? ' play-area--window' : ''}`} aria-label={t('play.frameTitle', { name })} data-full-screen={fullScreen.mode}>
      <div className="play-bar">
        <span className="play-bar__mode">{t(real ? 'play.barReal' : 'play.barPractice')}</span>
        {real && <BarBalance />}
        {real && <SessionClockBar leave={() => play.close()} />}
        <div className="play-bar__actions">
          {real && <DepositLink />}
          <button type="button" className="button button--ghost play-bar__button" onClick={fullScreen.toggle}>
            <FullScreenIcon on={on} />
            <span className="play-bar__word">{t(on ? 'play.exitFullScreen' : 'play.fullScreen')}</span>
          </button>
          <button type="button" className="button button--ghost play-bar__button" onClick={close}>
            <CloseIcon />
            <span className="play-bar__word">{t('play.close')}</span>
          </button>
        </div>
      </div>
      {aboveGame}
      {state.problem !== null && (
        <div className="play-area__problem" role="alert" data-problem={state.problem}>
          <p>{t(`play.problem.${state.problem}`)}</p>
          {real && problemLeadsToDeposit(state.problem) && <DepositLink />}
          <button type="button" className="button button--ghost" onClick={() => play.dismissProblem()}>
            {t('play.dismiss')}
          </button>
        </div>
      )}
      <GameFrame game={state.game} name={name} height={state.height} onFrame={connect} />
    </section>
  );
};
