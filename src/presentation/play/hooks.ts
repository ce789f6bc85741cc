import { useCallback, useEffect, useState } from 'react';
import type { GamePageService } from '../../application/play/game-page-service';
import type { GamePlay, PlayState } from '../../application/play/game-play';
import { PlayTokens } from '../../application/play/tokens';
import type { GamePage } from '../../domain/games';
import type { DeviceChannel } from '../../domain/play';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

/** This page's play (one GamePlay per page), closed when the page goes. */
export const useGamePlay = (): { readonly play: GamePlay; readonly state: PlayState } => {
  const play = useService<GamePlay>(PlayTokens.GamePlay);
  const state = useObservable(play.state$, play.current());
  useEffect(() => () => play.close(), [play]);
  return { play, state };
};

export const useIsMobileDevice = (): boolean => useService<DeviceChannel>(PlayTokens.DeviceChannel).current() === 'mobile';

export type GamePageLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly page: GamePage }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed'; readonly error: GatewayError };

/** The game page's texts and game, from the catalogue; a failure can be retried. */
export const useGamePageContent = (slug: string): { readonly load: GamePageLoad; readonly retry: () => void } => {
  const pages = useService<GamePageService>(PlayTokens.GamePageService);
  const [attempt, setAttempt] = useState(0);
  const key = `${slug} ${attempt}`;
  // A page the server painted with this game: the first render shows it (the fetch below then answers it at once).
  const [load, setLoad] = useState<{ readonly key: string; readonly value: GamePageLoad }>(() => {
    const preloaded = pages.preloaded(slug);
    return preloaded === null ? { key: '', value: { status: 'loading' } } : { key, value: { status: 'loaded', page: preloaded } };
  });
  useEffect(() => {
    let current = true;
    void pages.page(slug).then((answer) => {
      if (!current) return;
      if (answer._tag === 'Right') setLoad({ key, value: { status: 'loaded', page: answer.right } });
      else if (answer.left.code === 'HTTP' && answer.left.status === 404) setLoad({ key, value: { status: 'not-found' } });
      else setLoad({ key, value: { status: 'failed', error: answer.left } });
    });
    return () => {
      current = false;
    };
  }, [pages, slug, key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load: load.key === key ? load.value : { status: 'loading' }, retry };
};
