import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JackpotService } from '../../application/games/jackpot-service';
import { GamesTokens } from '../../application/games/tokens';
import { JackpotAmount } from '../games/JackpotAmount';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

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
      {largest === null ? null : <JackpotAmount gameId={largest} />}
    </Link>
  );
};
