import { memo, useId, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { sizedImageUrl } from '../../domain/content';
import { badgesOf, formatJackpot, type Game } from '../../domain/games';
import { playOptions, quickPlayLink } from '../../domain/play';
import { CardEnvironmentProvider, useCardEnvironment, type CardEnvironment } from './card-environment';
import { useImageFailure } from '../shared/use-image-failure';
import { useImageTurn } from './image-queue';
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
 * where GAME-08 allows one, except during a break (PS-04). Names are text, never markup, shown once,
 * under the art. The badges and the star sit on the art's top band, the jackpot and the play link on
 * its floor: the artwork keeps both clear of its subject. In a list (rail, grid) the cards share one
 * environment; a card on its own makes its own.
 */
export const GameCard = ({ game, eager = false }: GameCardProps) => {
  const shared = useCardEnvironment();
  if (shared !== null) return <CardView game={game} eager={eager} env={shared} />;
  return (
    <CardEnvironmentProvider>
      <StandaloneCard game={game} eager={eager} />
    </CardEnvironmentProvider>
  );
};

const StandaloneCard = ({ game, eager }: { readonly game: Game; readonly eager: boolean }) => {
  const env = useCardEnvironment();
  return env === null ? null : <CardView game={game} eager={eager} env={env} />;
};

const CardView = memo(function CardView({ game, eager, env }: { readonly game: Game; readonly eager: boolean; readonly env: CardEnvironment }) {
  const { t } = env;
  const nameId = useId();
  const imageTurn = useImageTurn(eager);
  const [imageFailed, onImageError] = useImageFailure(game.cardImage);
  const badges = badgesOf(game, env.freeGames, env.jackpots);
  const jackpot = env.jackpots.get(game.id);
  const starred = env.favourites === null ? null : env.favourites.has(game.id);
  // The card is the same on every screen (so a page painted before the site's script runs is right on
  // any): a quick play link offered on mobile only is hidden on wider screens by the stylesheet.
  const player = { authenticated: env.authenticated, practicePlay: game.practicePlay, casinoLoggedPracticePlayEnabled: env.casinoLoggedPracticePlayEnabled };
  const options = playOptions({ ...player, mobile: true });
  const mobileOnly = playOptions({ ...player, mobile: false }).quickPlayMode === null;
  return (
    <article className="game-card" data-testid="game-card" data-game-id={game.id} aria-labelledby={nameId}>
      <CardLink className="game-card__link" to={game.linkUrl} navigate={env.navigate} aria-labelledby={nameId}>
        <span className="game-card__art">
          {game.cardImage === null || imageFailed || !imageTurn ? (
            // No artwork, or it failed to load: the game's initial on the theme's gradient, in the same box.
            <span className="game-card__placeholder" aria-hidden="true">
              {game.cardImage === null || imageFailed ? game.name.slice(0, 1) : null}
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
              onError={onImageError}
            />
          )}
        </span>
        <span className="game-card__body">
          <span className="game-card__name" id={nameId}>
            {game.name}
          </span>
        </span>
      </CardLink>
      {/* Outside the link, drawn over its foot: the link's name is the words it shows, the game's name (WCAG 2.5.3). */}
      <span className="game-card__provider">{game.providerName}</span>
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
      {jackpot !== undefined && (
        <span className="game-card__jackpot">
          <JackpotText amount={formatJackpot(jackpot, env.currency, env.language)} />
        </span>
      )}
      {starred !== null && (
        <button
          type="button"
          className="game-card__star"
          aria-pressed={starred}
          aria-label={t(starred ? 'gameCard.unstar' : 'gameCard.star', { name: game.name })}
          onClick={() => env.toggleFavourite(game.id)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
          </svg>
        </button>
      )}
      {options.quickPlayMode !== null && !env.onBreak && (
        <CardLink
          className={`game-card__play${mobileOnly ? ' game-card__play--mobile-only' : ''}`}
          to={quickPlayLink(game.linkUrl, options.quickPlayMode)}
          navigate={env.navigate}
          // WCAG 2.5.3: the name begins with the words on the button, so a player who says them is understood.
          aria-label={t(options.quickPlayMode === 'real' ? 'gameCard.quickPlay' : 'gameCard.practicePlay', { name: game.name })}
        >
          {t(options.quickPlayMode === 'real' ? 'gameCard.quickPlayShort' : 'gameCard.practicePlayShort')}
        </CardLink>
      )}
    </article>
  );
});

/** A plain link that moves within the site like a router link (a new tab or window still opens as usual). */
const CardLink = ({ to, navigate, ...rest }: { readonly to: string; readonly navigate: (path: string) => void } & AnchorHTMLAttributes<HTMLAnchorElement>) => {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
};

/** The amount as JackpotAmount shows it, from the list's shared jackpots: read after the card's jackpot badge, which says what it is. */
const JackpotText = ({ amount }: { readonly amount: string }) => (
  <span className="jackpot-amount" data-testid="jackpot-amount">
    {amount}
  </span>
);
