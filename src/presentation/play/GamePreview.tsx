import { sizedImageUrl } from '../../domain/content';
import type { Game } from '../../domain/games';
import { useImageFailure } from '../shared/use-image-failure';

/** The artwork's own frame (4:3), set on the image so the page does not move when it loads. */
const PREVIEW_WIDTH = 800;
const PREVIEW_HEIGHT = 600;

/** The game's artwork, large: the first thing on its page, so it loads at once. */
export const GamePreview = ({ game }: { readonly game: Game }) => {
  const [failed, onError] = useImageFailure(game.cardImage);
  return (
    <div className="game-preview">
      {game.cardImage === null || failed ? (
        <span className="game-preview__placeholder" aria-hidden="true">
          {game.name.slice(0, 1)}
        </span>
      ) : (
        <img
          className="game-preview__image"
          src={sizedImageUrl(game.cardImage, PREVIEW_WIDTH)}
          srcSet={`${sizedImageUrl(game.cardImage, PREVIEW_WIDTH / 2)} 400w, ${sizedImageUrl(game.cardImage, PREVIEW_WIDTH)} 800w, ${sizedImageUrl(game.cardImage, PREVIEW_WIDTH * 2)} 1600w`}
          sizes="(min-width: 900px) 58vw, 100vw"
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          alt={game.cardImageAltText}
          fetchPriority="high"
          decoding="async"
          onError={onError}
        />
      )}
    </div>
  );
};
