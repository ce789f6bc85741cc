import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchedGame } from '../../domain/play';
import type { EmbeddedFrame } from '../../domain/shared/frame-messages';

export interface GameFrameProps {
  readonly game: LaunchedGame;
  readonly name: string;
  /** The height the game asked for (bounded); the default box until it asks. */
  readonly height: number | null;
  readonly onFrame: (frame: EmbeddedFrame) => void;
}

/**
 * The launch frame. Sandboxed: scripts, its own origin (the game talks to its server) and forms, but
 * no top navigation, popups or downloads. Its box is sized before it loads, so nothing moves when it does.
 */
export const GameFrame = ({ game, name, height, onFrame }: GameFrameProps) => {
  const { t } = useTranslation('play');
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's window exists as soon as the element is in the page and stays the same when the game
  // loads into it, so listening starts before the game can say it is ready.
  useEffect(() => {
    const window = frame.current?.contentWindow;
    if (window) onFrame({ window, origin: game.origin });
  }, [game.url, game.origin, onFrame]);
  // Keyboard players land in the game; Shift+Tab leads back to its close button.
  useEffect(() => {
    frame.current?.focus();
  }, [game.url]);
  return (
    <div className="game-frame" style={height === null ? undefined : { height: `${height}px`, aspectRatio: 'auto' }}>
      <iframe
        ref={frame}
        key={game.url}
        className="game-frame__frame"
        src={game.url}
        title={t('play.frameTitle', { name })}
        sandbox="allow-scripts allow-same-origin"
        allow="fullscreen"
        referrerPolicy="no-referrer"
      />
    </div>
  );
};
