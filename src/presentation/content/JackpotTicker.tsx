import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JackpotService } from '../../application/games/jackpot-service';
import { GamesTokens } from '../../application/games/tokens';
import type { GameId } from '../../domain/games';
import { useService } from '../shared/container';
import { lazyPart } from '../shared/lazy-part';
import { useObservable } from '../shared/use-observable';

/** The games context's ticking amount, in the chunk of the cards that show it too; without it the ticker shows no amount. */
export const jackpotAmount = lazyPart<{ readonly gameId: GameId }>(
  () => import('../games/JackpotAmount').then((module) => module.JackpotAmount),
  () => null,
);

/** The `jackpot-ticker` item: the largest jackpot on the site, ticking as it grows, and the way to every jackpot game. */
export const JackpotTicker = () => {
  const { t } = useTranslation('content');
  const jackpots = useService<JackpotService>(GamesTokens.JackpotService);
  const amounts = useObservable(jackpots.amounts$, null);
  const largest = useMemo(() => {
    let best: readonly [number, number] | null = null;
    for (const entry of amounts ?? []) if (best === null || entry[1] > best[1]) best = entry;
    return best?.[0] ?? null;
  }, [amounts]);
  return (
    <Link className="jackpot-ticker" to="/casino/jackpots">
      <span aria-hidden="true">◆</span>
      <span>{t('content.jackpots')}</span>
      {largest === null ? null : <jackpotAmount.Part gameId={largest} />}
    </Link>
  );
};
