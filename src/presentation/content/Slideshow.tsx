import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isExternal, linkOf, plainTextOf, type SlideItem, type SlideshowItem } from '../../domain/content';
import { useLinkLoad } from '../embedded/link-load';
import { useImageFailure } from '../shared/use-image-failure';
import { useMediaQuery } from '../shared/use-media-query';
import { RichText } from './RichText';
import { slideImageSources } from './slide-image';

/** How long a slide shows before the next, when the slideshow plays. */
const SLIDE_INTERVAL_MS = 7_000;

const SlideImage = ({ slide, first }: { readonly slide: SlideItem; readonly first: boolean }) => {
  const [failed, onError] = useImageFailure(slide.image?.url ?? null);
  if (slide.image === null) return null;
  if (failed) return <span className="slide__image image-placeholder" aria-hidden="true" />;
  return (
    <img
      className="slide__image"
      {...slideImageSources(slide.image.url)}
      width={1200}
      height={400}
      alt={slide.image.alt}
      // The first slide is the largest thing painted: fetch it first (the LCP); the others when shown.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      onError={onError}
    />
  );
};

const SlideCta = ({ slide }: { readonly slide: SlideItem }) => {
  const href = linkOf(slide);
  const load = useLinkLoad(href);
  if (slide.cta === null || href === null) return null;
  return isExternal(href) ? (
    <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
      {slide.cta.label}
    </a>
  ) : (
    <Link className="button button--primary" to={href} reloadDocument={load === 'full-page'}>
      {slide.cta.label}
    </Link>
  );
};

/**
 * The hero slideshow: one slide at a time, previous and next buttons, a pause button, and no
 * automatic rotation for players who ask for reduced motion, nor while it has focus or the pointer.
 */
export const Slideshow = ({ slideshow }: { readonly slideshow: SlideshowItem }) => {
  const { t } = useTranslation('content');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slideshow.slides.length;
  const playing = count > 1 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const slide = slideshow.slides[shown];
  if (slide === undefined) return null;
  const move = (step: number) => setIndex((shown + step + count) % count);
  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={slideshow.title === '' ? t('content.slideshow') : plainTextOf(slideshow.title)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="slideshow__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div className="slide" role="group" aria-roledescription="slide" aria-label={t('content.slideOf', { index: shown + 1, count })} key={slide.id}>
          <SlideImage slide={slide} first={shown === 0} />
          <div className="slide__text">
            <h2 className="slide__title">
              <RichText text={slide.title} inline />
            </h2>
            {slide.text === '' ? null : (
              <p className="slide__body">
                <RichText text={slide.text} inline />
              </p>
            )}
            <SlideCta slide={slide} />
          </div>
        </div>
      </div>
      {count > 1 ? (
        <div className="slideshow__controls">
          <button type="button" className="slideshow__button" onClick={() => move(-1)} aria-label={t('content.previousSlide')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="slideshow__dots" aria-hidden="true">
            {slideshow.slides.map((item, dot) => (
              <span key={item.id} className={dot === shown ? 'slideshow__dot is-active' : 'slideshow__dot'} />
            ))}
          </span>
          <button type="button" className="slideshow__button" onClick={() => move(1)} aria-label={t('content.nextSlide')}>
            <span aria-hidden="true">›</span>
          </button>
          {reducedMotion ? null : (
            <button type="button" className="slideshow__button" onClick={() => setPaused(!paused)} aria-label={paused ? t('content.playSlides') : t('content.pauseSlides')}>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
};
