import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sizedImageUrl } from '../../domain/content';
import type { Game } from '../../domain/games';
import { playOptions, quickPlayLink } from '../../domain/play';
import { useSiteConfig } from '../shared/hooks';
import { useIsDesktop } from '../shared/use-media-query';
import { useSession } from '../session/hooks';
import { JackpotAmount } from './JackpotAmount';
import { useFavourite, useGameBadges } from './hooks';
import './games.css';

/** The card's artwork box: set on the image so the page never moves when it loads (CLS 0). */
export const CARD_IMAGE_WIDTH = 240;
export const CARD_IMAGE_HEIGHT = 180;

export interface GameCardProps {
  readonly game: Game;
  /** Above the fold (the first cards of the first rail): the image loads at once. */
  readonly eager?: boolean;
}

/**
 * A game's card: artwork, name, provider, the content badge and the free-games and jackpot badges
 * (GAME-01), the jackpot amount (GAME-03), a star for a logged-in player, and a quick play link
 * where GAME-08 allows one. Names are text, never markup.
 */
export const GameCard = ({ game, eager = false }: GameCardProps) => {
  const { t } = useTranslation('games');
  const nameId = useId();
  const badges = useGameBadges(game.id);
  const session = useSession();
  const mobile = !useIsDesktop();
  const config = useSiteConfig();
  const options = playOptions({
    authenticated: session.status === 'authenticated',
    mobile,
    practicePlay: game.practicePlay,
    casinoLoggedPracticePlayEnabled: config.casinoLoggedPracticePlayEnabled,
  });
  return (
    <article className="game-card" data-testid="game-card" data-game-id={game.id} aria-labelledby={nameId}>
      <Link className="game-card__link" to={game.linkUrl} aria-labelledby={nameId}>
        <span className="game-card__art">
          {game.cardImage === null ? (
            <span className="game-card__placeholder" aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          ) : (
            <img
              src={sizedImageUrl(game.cardImage, CARD_IMAGE_WIDTH)}
              srcSet={`${sizedImageUrl(game.cardImage, CARD_IMAGE_WIDTH)} 1x, ${sizedImageUrl(game.cardImage, CARD_IMAGE_WIDTH * 2)} 2x`}
              width={CARD_IMAGE_WIDTH}
              height={CARD_IMAGE_HEIGHT}
              alt={game.cardImageAltText}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
        </span>
        <span className="game-card__body">
          <span className="game-card__name" id={nameId}>
            {game.name}
          </span>
          <span className="game-card__provider">{game.providerName}</span>
        </span>
      </Link>
      <span className="game-card__badges">
        {game.badge !== null && <span className={`game-badge game-badge--${game.badge}`}>{t(`gameCard.badge_${game.badge}`)}</span>}
        {badges.freeGames && (
          <span className="game-badge game-badge--free" data-testid="badge-free-games">
            {t('gameCard.freeGames')}
          </span>
        )}
        {badges.jackpot && (
          <span className="game-badge game-badge--jackpot" data-testid="badge-jackpot">
            {t('gameCard.jackpot')}
          </span>
        )}
      </span>
      {badges.jackpot && (
        <span className="game-card__jackpot">
          <JackpotAmount gameId={game.id} />
        </span>
      )}
      <FavouriteStar game={game} />
      {options.quickPlayMode !== null && (
        <Link
          className="game-card__play"
          to={quickPlayLink(game.linkUrl, options.quickPlayMode)}
          aria-label={t(options.quickPlayMode === 'real' ? 'gameCard.quickPlay' : 'gameCard.practicePlay', { name: game.name })}
        >
          {t(options.quickPlayMode === 'real' ? 'gameCard.quickPlayShort' : 'gameCard.practicePlayShort')}
        </Link>
      )}
    </article>
  );
};

/** A logged-in player's star: shown at once, taken back if the platform refuses it. */
const FavouriteStar = ({ game }: { readonly game: Game }) => {
  const { t } = useTranslation('games');
  const { starred, toggle } = useFavourite(game.id);
  if (starred === null) return null;
  return (
    <button
      type="button"
      className="game-card__star"
      aria-pressed={starred}
      aria-label={t(starred ? 'gameCard.unstar' : 'gameCard.star', { name: game.name })}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
      </svg>
    </button>
  );
};
