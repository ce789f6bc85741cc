import { useTranslation } from 'react-i18next';
import type { ContentImage } from '../../domain/content';
import { slideImageSources } from './slide-image';

/**
 * What a page shows while its content loads: boxes the size of what will replace them (the hero
 * slideshow, rails), so the page does not move when it arrives, and a status line for screen readers.
 * `heroImage`: the lobby's first slide's image when it is already known to be what every player sees
 * first (`heroImageForEveryone`), shown in the hero's box while the page waits (for the player's
 * location, say); the slideshow then shows the same image from the cache, in a box no larger, so
 * nothing flashes and the largest paint stays this one. Decorative here (the slideshow gives its alt).
 */
export const PageSkeleton = ({ lobby, heroImage = null }: { readonly lobby: boolean; readonly heroImage?: ContentImage | null }) => {
  const { t } = useTranslation('content');
  return (
    <div className={lobby ? 'page-skeleton page-skeleton--lobby' : 'page-skeleton'}>
      <p className="visually-hidden" role="status">
        {t('content.loadingPage')}
      </p>
      <div className={lobby ? 'skeleton skeleton--hero' : 'skeleton skeleton--title'} aria-hidden="true">
        {lobby && heroImage !== null ? (
          <img className="skeleton__image" {...slideImageSources(heroImage.url)} width={1200} height={400} alt="" loading="eager" fetchPriority="high" decoding="sync" />
        ) : null}
      </div>
      <div className="skeleton skeleton--rail" aria-hidden="true" />
      <div className="skeleton skeleton--rail" aria-hidden="true" />
    </div>
  );
};
