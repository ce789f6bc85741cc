import { useTranslation } from 'react-i18next';
import type { GameId } from '../../domain/games';
import { useJackpotAmount } from './hooks';
import './games.css';

/** GAME-03: a game's jackpot, ticking as the jackpots are refreshed; nothing for a game without one. */
export const JackpotAmount = ({ gameId }: { readonly gameId: GameId }) => {
  const { t } = useTranslation('games');
  const amount = useJackpotAmount(gameId);
  if (amount === null) return null;
  return (
    <span className="jackpot-amount" data-testid="jackpot-amount" aria-label={t('gameCard.jackpotAmount', { amount })}>
      {amount}
    </span>
  );
};
