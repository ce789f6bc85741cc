import { useId, useRef } from 'react';
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
  const list = useRef<HTMLUListElement>(null);
  if (games.length === 0) return null;
  // A page of cards at a time, for a mouse without a sideways wheel (touch screens swipe; keyboards tab).
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <section className="game-rail" aria-labelledby={titleId}>
      <div className="game-rail__head">
        <h2 className="game-rail__title" id={titleId}>
          {title}
        </h2>
        <div className="game-rail__actions">
          <button type="button" className="game-rail__arrow" aria-label={t('gameRail.previous', { title })} onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="game-rail__arrow" aria-label={t('gameRail.next', { title })} onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
          </button>
          <Link className="game-rail__more" to={moreHref} aria-label={t('gameRail.moreLabel', { title })}>
            {t('gameRail.more')}
          </Link>
        </div>
      </div>
      <CardEnvironmentProvider>
        <ul className="game-rail__list" ref={list}>
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
