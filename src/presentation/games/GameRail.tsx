import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game } from '../../domain/games';
import { CardEnvironmentProvider } from './card-environment';
import { GameCard } from './GameCard';
import './games.css';

export interface GameRailProps {
  readonly title: string;
  readonly games: readonly Game[];
  readonly moreHref: string;
  /** The first rail of a page: its first cards' images load at once (they are the largest paint). */
  readonly eager?: boolean;
}

/** How many cards of an eager rail are above the fold on a wide screen. */
const EAGER_CARDS = 6;

/** A horizontal rail of game cards with a link to the whole category. */
export const GameRail = ({ title, games, moreHref, eager = false }: GameRailProps) => {
  const { t } = useTranslation('games');
  const titleId = useId();
  if (games.length === 0) return null;
  return (
    <section className="game-rail" aria-labelledby={titleId}>
      <div className="game-rail__head">
        <h2 className="game-rail__title" id={titleId}>
          {title}
        </h2>
        <Link className="game-rail__more" to={moreHref} aria-label={t('gameRail.moreLabel', { title })}>
          {t('gameRail.more')}
        </Link>
      </div>
      <CardEnvironmentProvider>
        <ul className="game-rail__list">
          {games.map((game, index) => (
            <li className="game-rail__item" key={game.id}>
              <GameCard game={game} eager={eager && index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      </CardEnvironmentProvider>
    </section>
  );
};
