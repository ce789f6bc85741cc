import type { GameId } from '../../domain/games';
import { useJackpotAmount } from './hooks';
import './games.css';

/** GAME-03: a game's jackpot, ticking as the jackpots are refreshed; nothing for a game without one. What it is, the words beside it say. */
export const JackpotAmount = ({ gameId }: { readonly gameId: GameId }) => {
  const amount = useJackpotAmount(gameId);
  if (amount === null) return null;
  return (
    <span className="jackpot-amount" data-testid="jackpot-amount">
      {amount}
    </span>
  );
};
